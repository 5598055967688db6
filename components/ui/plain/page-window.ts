/** The page numbers shown around the current one: 1 … 4 5 [6] 7 8 … 20 (client and server pagers alike). */
export function pageWindow(page: number, pages: number, span = 2): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= span) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}
