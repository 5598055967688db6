/**
 * The addresses the rich-text editor lets a link or a kept image have: the same rule as the server's sanitiser
 * (`sanitizeRichText`, lib/security/rich-text.ts, through sanitize-html's `naughtyHref`), so the editor never offers
 * what the save would remove. A convenience only: the server cleans every body again on save and on render.
 */

/** Link schemes the sanitiser keeps (`allowedSchemes`); images keep none, only paths on the portal itself. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** What browsers ignore inside an address (control characters, spaces, HTML comments), as the sanitiser strips it. */
function cleaned(address: string): string {
  let out = address.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const start = out.indexOf('<!--');
    const end = start === -1 ? -1 : out.indexOf('-->', start + 4);
    if (end === -1) return out;
    out = out.slice(0, start) + out.slice(end + 3);
  }
}

/**
 * Whether the sanitiser keeps `address` on a link (`schemes` = LINK_SCHEMES) or an image (`schemes` = []): a scheme
 * from the list, or a relative address; never protocol-relative (`//host`, `\\host`).
 */
export function isAllowedAddress(address: string | null | undefined, schemes: readonly string[] = LINK_SCHEMES): boolean {
  if (typeof address !== 'string') return false;
  const href = cleaned(address);
  if (!href) return false;
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href);
  if (scheme) return schemes.includes(scheme[1].toLowerCase());
  return !/^[/\\]{2}/.test(href);
}

/**
 * The address an editor typed into the link field, completed: "www.example.com/x" becomes "https://www.example.com/x"
 * (as written it would be a path on the portal); an e-mail address becomes a mailto: link; anything else as typed.
 */
export function completeAddress(typed: string): string {
  const href = typed.trim();
  if (!href || /^[a-zA-Z][a-zA-Z0-9.\-+]*:/.test(href) || /^[/\\#?.]/.test(href)) return href;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) return `mailto:${href}`;
  if (/^[^/\s]+\.[a-zA-Z]{2,}(?:[/:?#]|$)/.test(href)) return `https://${href}`;
  return href;
}
