import type { ItemParam, ParamValues } from './types';

/** Looks a message key up: its text, or null when the catalogue has none. */
export type Lookup = (key: string) => string | null;

/**
 * A test item's chosen parameters for the reader (issue 29 item 6): "试样形式 圆形试样，试验温度 −20 °C，缺口类型 V 型缺口"
 * rather than the stored codes "(round)", "(V, -20)". Labels are Cloud.params.<key>, choices
 * Cloud.options.<key>.<value>, numbers carry the item's unit (°C, kg, mm …). The order follows the
 * item's definition; a value without a definition is shown as stored. Server (order lists, contracts)
 * and client (test bags) alike.
 */
export function paramText(defs: readonly ItemParam[] | null | undefined, values: ParamValues | null | undefined, lookup: Lookup, locale: string): string {
  const entries = Object.entries(values ?? {});
  if (!entries.length) return '';
  const order = new Map((defs ?? []).map((d, i) => [d.key, i]));
  entries.sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99));
  const parts = entries.map(([key, value]) => {
    const def = defs?.find((d) => d.key === key);
    const label = lookup(`Cloud.params.${key}`) ?? key;
    const shown =
      typeof value === 'number'
        ? `${new Intl.NumberFormat(locale === 'en' ? 'en' : 'zh-CN', { maximumFractionDigits: 3 }).format(value)}${def?.unit ? (def.unit === '×' || def.unit === '°' ? def.unit : ` ${def.unit}`) : ''}`
        : (lookup(`Cloud.options.${key}.${value}`) ?? value);
    return `${label} ${shown}`;
  });
  return parts.join(locale === 'en' ? ', ' : '，');
}

/** The same wrapped for an item name: " (…)" in English, "（…）" in Chinese, '' without parameters. */
export function paramSuffix(defs: readonly ItemParam[] | null | undefined, values: ParamValues | null | undefined, lookup: Lookup, locale: string): string {
  const text = paramText(defs, values, lookup, locale);
  return text ? (locale === 'en' ? ` (${text})` : `（${text}）`) : '';
}
