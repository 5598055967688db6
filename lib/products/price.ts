import { FEN_PER_PRICE_UNIT, type PriceUnit } from './enums';

/**
 * A typed price ("12.5", in the quoted unit) as integer fen, exactly (no floating point): at most two
 * decimals in yuan, six in ten thousand yuan (one fen). null when it is not such a number.
 */
export function priceToFen(text: string, unit: PriceUnit): number | null {
  const decimals = unit === 'yuan' ? 2 : 6;
  const m = new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!m) return null;
  const scale = FEN_PER_PRICE_UNIT[unit];
  const fraction = Number((m[2] ?? '').padEnd(decimals, '0'));
  const fen = Number(m[1]) * scale + fraction;
  return Number.isSafeInteger(fen) && fen <= 2_000_000_000_00 ? fen : null;
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
