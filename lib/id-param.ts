/**
 * The id of an address (`?id=12`, `/allServer/12`): a positive whole number of up to 9 digits, the
 * first value when the query repeats it; anything else is no id. The one rule for every screen that
 * reads a record id from its address (the endpoints check ids again with `dbId`, lib/contract.ts).
 */
export function idParam(raw: string | string[] | null | undefined): number | null {
  const one = Array.isArray(raw) ? raw[0] : raw;
  return one && /^\d{1,9}$/.test(one) && Number(one) > 0 ? Number(one) : null;
}
