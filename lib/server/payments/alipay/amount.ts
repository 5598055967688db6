import { parseChinaTime } from '@/lib/time';

/** Reads Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time); null when malformed. */
export function parseAlipayTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const date = parseChinaTime(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
