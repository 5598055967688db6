/** The id of a detail address (`?id=12`); anything but a positive number of up to 9 digits is no id. */
export function idParam(raw: string | string[] | undefined): number | null {
  const one = Array.isArray(raw) ? raw[0] : raw;
  return one && /^\d{1,9}$/.test(one) && Number(one) > 0 ? Number(one) : null;
}
