import type { ReactNode } from 'react';

/**
 * The tags of the ApiReference messages: `<code>` for names the reader types as they are (paths, fields, codes,
 * permission and limit names) and `<en>` for a name written in Latin letters on the Chinese page (OpenAPI), so the
 * language of every text on the page is marked (e2e/language.spec.ts).
 */
export const RICH_TAGS = {
  code: (chunks: ReactNode) => <code>{chunks}</code>,
  en: (chunks: ReactNode) => <span lang="en">{chunks}</span>,
};
