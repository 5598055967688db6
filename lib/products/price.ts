import { MAX_AMOUNT_FEN } from '@/lib/money';
import { FEN_PER_PRICE_UNIT, type PriceUnit } from './enums';

/**
 * A typed price ("12.5", in the quoted unit) as integer fen, exactly (no floating point): at most two
 * decimals in yuan, six in ten thousand yuan (one fen). null when it is not such a number or above the one
 * maximum of entered amounts (MAX_AMOUNT_FEN, lib/money.ts; `priceProblem` tells the two apart).
 */
export function priceToFen(text: string, unit: PriceUnit): number | null {
  const fen = anyPriceToFen(text, unit);
  return fen !== null && fen <= MAX_AMOUNT_FEN ? fen : null;
}

/** The message key of what is wrong with a typed price: not a price (`bad`), or above the maximum (`Errors.amountTooLarge`). */
export function priceProblem(text: string, unit: PriceUnit, bad: string): string | null {
  const fen = anyPriceToFen(text, unit);
  return fen === null ? bad : fen > MAX_AMOUNT_FEN ? 'Errors.amountTooLarge' : null;
}

function anyPriceToFen(text: string, unit: PriceUnit): number | null {
  const decimals = unit === 'yuan' ? 2 : 6;
  const m = new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!m) return null;
  const whole = m[1].replace(/^0+(?=\d)/, '');
  // More digits than any amount below the maximum: too large, whatever they are.
  if (whole.length > 12) return Number.MAX_SAFE_INTEGER;
  const fraction = Number((m[2] ?? '').padEnd(decimals, '0'));
  return Number(whole) * FEN_PER_PRICE_UNIT[unit] + fraction;
}

/** Fen back as the text of a price in its quoted unit, for the edit form (150000, yuan → "1500"). */
export function fenToPrice(fen: number, unit: PriceUnit): string {
  const scale = FEN_PER_PRICE_UNIT[unit];
  const whole = Math.floor(fen / scale);
  const rest = fen % scale;
  if (!rest) return String(whole);
  const digits = unit === 'yuan' ? 2 : 6;
  return `${whole}.${String(rest).padStart(digits, '0').replace(/0+$/, '')}`;
}
