/**
 * Reading a standard's code as written in the data ("GB/T 1591-2018", "ASTM A572/A572M-18",
 * "EN 10025-2:2019", "JIS G3101") into the parts the library searches and groups by.
 */
export interface StandardParts {
  /** The code without its year: "GB/T 1591", "EN 10025-2". */
  base: string;
  /** The number's key used for search: "1591", "A572", "10025-2", "G3101". */
  numberKey: string | null;
  /** The edition year when the code carries one (two-digit ASTM years are read as 19xx/20xx). */
  year: number | null;
}

export function parseStandardCode(code: string): StandardParts {
  const text = code.normalize('NFKC').trim().replace(/\s+/g, ' ');
  // GB/T 1591-2018, YB/T 4137-2013, JB/T 4730.3-2005, GB 1499.2-2018: a 4-digit year after a dash.
  let m = text.match(/^(.*?[\d.]+(?:-\d+)?)[-:](\d{4})$/);
  if (m && !/^(EN|ISO|DIN)\b/i.test(text)) return finish(m[1], Number(m[2]));
  // EN 10025-2:2019, ISO 630-2:2021: the year after a colon.
  m = text.match(/^(.*?):(\d{4})$/);
  if (m) return finish(m[1], Number(m[2]));
  // ASTM A572/A572M-18: a two-digit year after the last dash.
  m = text.match(/^(ASTM .*?)-(\d{2})[a-z]?$/i);
  if (m) {
    const yy = Number(m[2]);
    return finish(m[1], yy > 50 ? 1900 + yy : 2000 + yy);
  }
  return finish(text, null);
}

function finish(base: string, year: number | null): StandardParts {
  const body = base.replace(/^[A-Za-z]+(?:\/[A-Z])?\s*/, '');
  const key = body.split('/')[0].trim();
  return { base: base.trim(), numberKey: key ? key.toLowerCase() : null, year: year && year >= 1900 && year <= 2100 ? year : null };
}

/** The standard system of a code's prefix, for the issuer: GB, GB/T → GB; ASTM; EN; JIS; ISO; AWS. */
export function systemOf(code: string): string | null {
  const m = code.trim().match(/^(GB|YB|JB|ASTM|EN|JIS|ISO|AWS|DIN|SAE|BS|NF|GOST)\b/i);
  return m ? m[1].toUpperCase() : null;
}
