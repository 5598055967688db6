import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of formatted text written by users and administrators (announcements, news,
 * product and laboratory introductions; issue 11, item 5). It runs twice: on save, so the
 * database holds only allowed markup, and on render, so a row written before a rule changed (or
 * by a migration, an import, a direct edit) is cleaned again before it reaches a page.
 *
 * Allow-list, not block-list: what is not named here goes. Scripts, styles, iframes, objects,
 * forms and their contents are dropped; every `on…` handler, `style` and `class` attribute is
 * dropped; links keep only http, https and mailto addresses (relative ones too) and open without
 * the opener; images keep only same-origin relative addresses, which is also all the
 * Content-Security-Policy lets a page load (`img-src 'self'`, lib/security/csp.mjs).
 *
 * Server-only: sanitize-html brings htmlparser2 and postcss, which no page should download.
 * Server components render with `<RichText html={…} />` (components/ui/rich-text.tsx).
 */

export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code', 'pre',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span',
] as const;

/** The largest stored rich text, in characters of markup (a long announcement is ~20,000). */
export const RICH_TEXT_MAX = 200_000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Images only from the portal itself: no data:, no other origin (the CSP would block them anyway).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their contents, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title', 'head'],
  transformTags: {
    // Every link that opens elsewhere cannot reach back into the portal's window.
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      if (out.target && out.target !== '_blank') delete out.target;
      out.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: out };
    },
  },
};

/** Cleans formatted text by the allow-list above; the answer is safe to store and to render as HTML. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html.length > RICH_TEXT_MAX ? html.slice(0, RICH_TEXT_MAX) : html, OPTIONS).trim();
}

/** The visible text of formatted text (for excerpts, messages and search), with no markup at all. */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
