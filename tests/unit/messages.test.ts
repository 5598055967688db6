import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import { catalogue, translate } from '@/lib/i18n/messages';
import { englishRuns } from '@/lib/i18n/text-language';

/**
 * The argument names of an ICU message: `{name}` and the `{name, plural|select, ...}` selectors,
 * found inside plural and select branches too (branch keys and `#` are not arguments).
 */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== '{') continue;
      let depth = 1;
      let j = i + 1;
      for (; j < text.length && depth > 0; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
      }
      const body = text.slice(i + 1, j - 1);
      const [name, kind] = body.split(',').map((s) => s.trim());
      names.add(name);
      if (kind === 'plural' || kind === 'select' || kind === 'selectordinal') {
        for (const branch of body.matchAll(/\{((?:[^{}]|\{[^{}]*\})*)\}/g)) walk(branch[1]);
      }
      i = j - 1;
    }
  };
  walk(message);
  return [...names].sort();
}

function flatten(obj: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) Object.assign(out, typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : { [`${prefix}${k}`]: String(v) });
  }
  return out;
}

/** next-intl's `markup` over a locale's catalogue: what a page's `t.rich` formats, as text; a failure answers the key. */
function markupOf(locale: 'zh' | 'en') {
  const t = createTranslator({ locale, messages: catalogue[locale] as AbstractIntlMessages, onError: () => undefined, getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key) });
  return (key: string, values: Record<string, string | number | ((chunks: string) => string)>) => (t.markup as (key: string, values: object) => string)(key, values);
}

describe('message catalogue', () => {
  const zh = flatten(catalogue.zh);
  const en = flatten(catalogue.en);

  it('has the same keys in Chinese and English', () => {
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
  });

  it('has no empty message', () => {
    expect(Object.entries({ ...zh, ...en }).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('has no Chinese left in the English messages', () => {
    expect(Object.entries(en).filter(([, v]) => /[\u4e00-\u9fff]/.test(v) && !/中文/.test(v))).toEqual([]);
  });

  it('has no English prose left in the Chinese messages (issue 29 item 6)', () => {
    // Names the reader types or sees as they are: the language switch, form fields, settings, identifiers.
    const allowed: Record<string, string[]> = {
      'Layout.switchTo': ['English'],
      'Files.oneFilePart': ['file'],
      'PaymentScreens.sandbox.text': ['sandbox'],
      'ResearchData.badTarget': ['steel'],
      'CloudOrders.verify.howTo': ['certutil hashfile'],
      'Materials.dataLabels.licenses.matnavi_low_alloy_steels': ['MatNavi Kaggle'],
      'Files.limits.template': ['Word'],
      'Library.formats.word': ['Word'],
      'Cloud.settle.lead': ['Logo'],
      'Cloud.settle.logo': ['Logo'],
      'Cloud.calendarNote': ['chinese'],
      // The web's word, written in Latin letters in Chinese too (marked lang="en" on the page).
      'ApiReference.token': ['Cookie'],
      // The process capability index is written Cpk in Chinese too.
      'Ranking.indicators.compositionCpk': ['Cpk'],
      'Ranking.indicatorNotes.compositionCpk': ['Cpk'],
      'Ranking.units.cpk': ['Cpk'],
    };
    // ICU syntax is not text: argument names, plural and select keywords, branch keys, rich-text tags.
    const textOf = (m: string) =>
      m
        .replace(/<\/?\w+>/g, ' ')
        .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '{')
        .replace(/(=?\w+)\s*\{/g, '{')
        .replace(/\{\s*\w+\s*\}/g, ' ')
        .replace(/[{}#]/g, ' ');
    const found = Object.entries(zh)
      .map(([key, message]) => [key, englishRuns(textOf(message)).filter((run) => !(allowed[key] ?? []).includes(run))] as const)
      .filter(([, runs]) => runs.length);
    expect(found).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const names = (s: string) => argumentNames(s).join(',');
    expect(Object.keys(zh).filter((k) => k in en && names(zh[k]) !== names(en[k]))).toEqual([]);
  });

  it('formats every message with next-intl in both languages', () => {
    for (const [locale, flat] of [['zh', zh], ['en', en]] as const) {
      const broken = Object.entries(flat).filter(([key, message]) => {
        const values = Object.fromEntries(argumentNames(message).map((name) => [name, 2]));
        // A message with rich-text tags (`<code>{name}</code>`) is formatted as the page does, each tag given a function.
        const tags = [...new Set([...message.matchAll(/<(\w+)>/g)].map((m) => m[1]))];
        const out = tags.length ? markupOf(locale)(key, { ...values, ...Object.fromEntries(tags.map((tag) => [tag, (chunks: string) => chunks])) }) : translate(locale, key, values);
        return out === key || /\{\w+/.test(out);
      });
      expect(broken).toEqual([]);
    }
  });
});

describe('translate', () => {
  it('formats ICU plurals on the server as the browser does', () => {
    expect(translate('en', 'MaterialPages.search.resultCount', { count: 1 })).toBe('1 result');
    expect(translate('en', 'MaterialPages.search.resultCount', { count: 12 })).toBe('12 results');
    expect(translate('en', 'MaterialPages.hotSearch.views', { count: '1,234' })).toBe('1,234 views');
    expect(translate('zh', 'MaterialPages.search.resultCount', { count: 1 })).toBe('共 1 条结果');
  });

  it('interpolates plain arguments and returns the key of a missing message', () => {
    expect(translate('en', 'Layout.greeting', { name: 'Li' })).toBe('Hello, Li');
    expect(translate('en', 'Nowhere.missing')).toBe('Nowhere.missing');
    expect(translate('en', 'Layout')).toBe('Layout');
  });
});
