/**
 * The product introduction as the plain form edits it: paragraphs separated by an empty line, sent as
 * `<p>` HTML (escaped here; cleaned again by sanitizeRichText on the server), and read back for editing.
 */

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "a\n\nb\nc" → "<p>a</p><p>b<br>c</p>"; empty text → "". */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escape).join('<br>')}</p>`)
    .join('');
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');

/** Cleaned HTML back to paragraphs of text: block ends become empty lines, `<br>` a line break, other tags dropped. */
export function htmlToParagraphs(html: string): string {
  return unescape(
    html
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[2-4]|li|blockquote|pre|tr)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
