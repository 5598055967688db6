import { fenToYuan, yuanToFen } from '@/lib/money';

/**
 * The amount a timeline step set (draftContract: the contract total) is kept in the step's note as exact yuan text
 * (`¥186000.00`), as it has been since the first orders; the order page answers it as `amountFen` so the timeline shows
 * it with the one money format of every screen (¥186,000.00; issue 48 item 9), never as stored.
 */
export const amountNote = (fen: number): string => `¥${fenToYuan(fen)}`;

/** The note of a timeline row as answered: a draftContract row's amount as fen, any other note as written. */
export function eventNote(action: string, note: string | null): { note: string | null; amountFen: number | null } {
  const amount = action === 'draftContract' && note ? /^¥(\d+\.\d{2})$/.exec(note) : null;
  const fen = amount ? yuanToFen(amount[1]) : null;
  return fen === null ? { note, amountFen: null } : { note: null, amountFen: fen };
}
