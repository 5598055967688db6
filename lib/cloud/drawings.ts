/**
 * Specimen (processing) drawings (issue 35 behaviour 8): the test pieces a laboratory machines
 * before a test, drawn from dimension tables. Every dimension either cites the clause of the
 * standard it comes from (`source`) or is labelled demo (`demo: true`: an example size chosen for the
 * drawing, not a value of the standard — the product standard or the order decides it). Nothing here
 * is presented as a standard's value without its clause.
 */

export type DrawingShape = 'roundTensile' | 'charpyV' | 'bend' | 'fatigueRound';
export type DrawingItem = 'tensile' | 'impact' | 'bend' | 'fatigue';
export const DRAWING_ITEMS: readonly DrawingItem[] = ['tensile', 'impact', 'bend', 'fatigue'];

export interface Dimension {
  key: string;
  symbol: string;
  value: number;
  unit: 'mm' | '°';
  /** The clause (or formula) of the standard the value comes from, as written in each language; absent when `demo`. */
  source?: { zh: string; en: string };
  /** An example size, not a value of the standard. */
  demo?: boolean;
  /** How it relates to other dimensions (shown beside the value), e.g. "L0 = 5.65 √S0 = 5 d0". */
  rule?: string;
}

export interface Drawing {
  id: string;
  item: DrawingItem;
  shape: DrawingShape;
  standards: string[];
  titleZh: string;
  titleEn: string;
  dimensions: Dimension[];
}

const CHARPY_CLAUSE = { zh: 'GB/T 229-2020 第 6 章；ISO 148-1:2016 第 6 章', en: 'GB/T 229-2020 clause 6; ISO 148-1:2016 clause 6' };

export const DRAWINGS: readonly Drawing[] = [
  {
    id: 'tensile-round-d10',
    item: 'tensile',
    shape: 'roundTensile',
    standards: ['GB/T 228.1-2021', 'ISO 6892-1:2019'],
    titleZh: '室温拉伸圆形截面比例试样（d0 = 10 mm）',
    titleEn: 'Round proportional tensile test piece (d0 = 10 mm)',
    dimensions: [
      { key: 'd0', symbol: 'd0', value: 10, unit: 'mm', demo: true },
      { key: 'L0', symbol: 'L0', value: 50, unit: 'mm', rule: 'L0 = k√S0, k = 5.65 → 5 d0', source: { zh: 'GB/T 228.1-2021 6.1.1；ISO 6892-1:2019 6.1.1', en: 'GB/T 228.1-2021 6.1.1; ISO 6892-1:2019 6.1.1' } },
      { key: 'Lc', symbol: 'Lc', value: 60, unit: 'mm', rule: 'Lc ≥ L0 + d0/2', source: { zh: 'GB/T 228.1-2021 附录 D；ISO 6892-1:2019 附录 D', en: 'GB/T 228.1-2021 Annex D; ISO 6892-1:2019 Annex D' } },
      { key: 'r', symbol: 'r', value: 10, unit: 'mm', demo: true },
      { key: 'D', symbol: 'D', value: 16, unit: 'mm', demo: true },
      { key: 'h', symbol: 'h', value: 30, unit: 'mm', demo: true },
    ],
  },
  {
    id: 'charpy-v-standard',
    item: 'impact',
    shape: 'charpyV',
    standards: ['GB/T 229-2020', 'ISO 148-1:2016'],
    titleZh: '夏比 V 型缺口标准冲击试样',
    titleEn: 'Standard Charpy V-notch test piece',
    dimensions: [
      { key: 'L', symbol: 'L', value: 55, unit: 'mm', source: CHARPY_CLAUSE },
      { key: 'W', symbol: 'W', value: 10, unit: 'mm', source: CHARPY_CLAUSE },
      { key: 'B', symbol: 'B', value: 10, unit: 'mm', source: CHARPY_CLAUSE },
      { key: 'notchDepth', symbol: 'h', value: 2, unit: 'mm', rule: 'W − 8 mm', source: CHARPY_CLAUSE },
      { key: 'notchAngle', symbol: 'α', value: 45, unit: '°', source: CHARPY_CLAUSE },
      { key: 'notchRadius', symbol: 'r', value: 0.25, unit: 'mm', source: CHARPY_CLAUSE },
    ],
  },
  {
    id: 'bend-plate-demo',
    item: 'bend',
    shape: 'bend',
    standards: ['GB/T 232-2010'],
    titleZh: '弯曲试样（板材，示例尺寸）',
    titleEn: 'Bend test piece (plate, example sizes)',
    dimensions: [
      { key: 'a', symbol: 'a', value: 10, unit: 'mm', demo: true },
      { key: 'b', symbol: 'b', value: 30, unit: 'mm', demo: true },
      { key: 'L', symbol: 'L', value: 200, unit: 'mm', demo: true },
    ],
  },
  {
    id: 'fatigue-round-demo',
    item: 'fatigue',
    shape: 'fatigueRound',
    standards: ['GB/T 3075-2008'],
    titleZh: '轴向疲劳圆形试样（示例尺寸）',
    titleEn: 'Axial fatigue round test piece (example sizes)',
    dimensions: [
      { key: 'd', symbol: 'd', value: 6, unit: 'mm', demo: true },
      { key: 'Lp', symbol: 'Lp', value: 18, unit: 'mm', demo: true },
      { key: 'R', symbol: 'R', value: 30, unit: 'mm', demo: true },
      { key: 'D', symbol: 'D', value: 14, unit: 'mm', demo: true },
      { key: 'L', symbol: 'L', value: 120, unit: 'mm', demo: true },
    ],
  },
];

export const drawingById = (id: string): Drawing | undefined => DRAWINGS.find((d) => d.id === id);

const dim = (d: Drawing, key: string) => d.dimensions.find((x) => x.key === key)!.value;

/** A line of the drawing in millimetre coordinates (y down), and labels. */
export interface Sketch {
  width: number;
  height: number;
  outline: [number, number][];
  /** Dimension lines: from, to, the text, and where the text goes. */
  measures: { from: [number, number]; to: [number, number]; text: string }[];
}

/** Segments of a shoulder arc: enough that the drawn outline lies on the circle within a hundredth of a millimetre at 2:1. */
export const ARC_SEGMENTS = 24;

/**
 * The points of a shoulder's arc (y down): the circle of `radius` tangent to the parallel length's surface at
 * (`x`, `y`), from the tangent point over `sweep` radians towards the grip, on the side `side` (-1 left, 1 right).
 */
export function shoulderArc(x: number, y: number, radius: number, sweep: number, side: -1 | 1): [number, number][] {
  return Array.from({ length: ARC_SEGMENTS + 1 }, (_, i) => {
    const a = (sweep * i) / ARC_SEGMENTS;
    return [x + side * radius * Math.sin(a), y - radius * (1 - Math.cos(a))] as [number, number];
  });
}

/** The outline and dimension lines of a drawing, in mm (shared by the SVG and the PDF). */
export function sketchOf(d: Drawing): Sketch {
  const label = (key: string) => {
    const x = d.dimensions.find((y) => y.key === key)!;
    return `${x.symbol} = ${x.value}${x.unit === '°' ? '°' : ' mm'}`;
  };
  if (d.shape === 'roundTensile' || d.shape === 'fatigueRound') {
    const round = d.shape === 'roundTensile';
    const small = round ? dim(d, 'd0') : dim(d, 'd');
    const big = dim(d, 'D');
    const radius = round ? dim(d, 'r') : dim(d, 'R');
    const parallel = round ? dim(d, 'Lc') : dim(d, 'Lp');
    // The shoulder is the arc of the transition radius, tangent to the parallel length (issue 48 item 9: it was drawn
    // as a straight taper while the table listed r = 10 mm); its length along the axis follows from r and the step.
    const step = (big - small) / 2;
    const sweep = step < radius ? Math.acos(1 - step / radius) : Math.PI / 2;
    const shoulder = radius * Math.sin(sweep);
    const grip = round ? dim(d, 'h') : (dim(d, 'L') - parallel - 2 * shoulder) / 2;
    const total = 2 * grip + 2 * shoulder + parallel;
    const cy = big / 2 + 12;
    const top = (h: number) => cy - h / 2;
    const x1 = grip;
    const x2 = grip + shoulder;
    const x3 = x2 + parallel;
    const x4 = x3 + shoulder;
    const edge: [number, number][] = [[0, top(big)], ...shoulderArc(x2, top(small), radius, sweep, -1).reverse(), ...shoulderArc(x3, top(small), radius, sweep, 1), [total, top(big)]];
    // A step larger than the radius rises the rest of the way square to the axis.
    if (sweep === Math.PI / 2) {
      edge.splice(1, 0, [x1, top(big)]);
      edge.splice(edge.length - 1, 0, [x4, top(big)]);
    }
    const mirror = ([x, y]: [number, number]): [number, number] => [x, 2 * cy - y];
    const outline: [number, number][] = [...edge, ...edge.map(mirror).reverse(), edge[0]];
    const arcMid = shoulderArc(x3, top(small), radius, sweep / 2, 1).pop()!;
    const measures = [
      { from: [x2, cy + big / 2 + 8] as [number, number], to: [x3, cy + big / 2 + 8] as [number, number], text: round ? label('Lc') : label('Lp') },
      { from: [0, cy + big / 2 + 16] as [number, number], to: [total, cy + big / 2 + 16] as [number, number], text: round ? `L ≈ ${Math.round(total)} mm` : label('L') },
      { from: [x2 + parallel / 2 + 2, top(small)] as [number, number], to: [x2 + parallel / 2 + 2, cy + small / 2] as [number, number], text: round ? label('d0') : label('d') },
      { from: [grip / 2, top(big)] as [number, number], to: [grip / 2, cy + big / 2] as [number, number], text: label('D') },
      // The radius named at its arc.
      { from: [arcMid[0] + 1, arcMid[1] - 3] as [number, number], to: [arcMid[0] + 1, arcMid[1] - 3] as [number, number], text: label(round ? 'r' : 'R') },
    ];
    if (round) {
      const l0 = dim(d, 'L0');
      const mid = x2 + parallel / 2;
      measures.unshift({ from: [mid - l0 / 2, top(big) - 4], to: [mid + l0 / 2, top(big) - 4], text: label('L0') });
    }
    return { width: total, height: cy + big / 2 + 22, outline, measures };
  }
  if (d.shape === 'charpyV') {
    const L = dim(d, 'L');
    const W = dim(d, 'W');
    const h = dim(d, 'notchDepth');
    const half = Math.tan(((dim(d, 'notchAngle') / 2) * Math.PI) / 180) * h;
    const y0 = 10;
    const outline: [number, number][] = [[0, y0], [L / 2 - half, y0], [L / 2, y0 + h], [L / 2 + half, y0], [L, y0], [L, y0 + W], [0, y0 + W], [0, y0]];
    return {
      width: L,
      height: y0 + W + 18,
      outline,
      measures: [
        { from: [0, y0 + W + 8], to: [L, y0 + W + 8], text: label('L') },
        { from: [L + 4, y0], to: [L + 4, y0 + W], text: label('W') },
        { from: [L / 2 + half + 3, y0], to: [L / 2 + half + 3, y0 + h], text: `${label('notchDepth')}, ${label('notchAngle')}, ${label('notchRadius')}` },
        { from: [0, y0 - 4], to: [0, y0 - 4], text: label('B') },
      ],
    };
  }
  const L = dim(d, 'L');
  const a = dim(d, 'a');
  const y0 = 12;
  return {
    width: L,
    height: y0 + a + 18,
    outline: [[0, y0], [L, y0], [L, y0 + a], [0, y0 + a], [0, y0]],
    measures: [
      { from: [0, y0 + a + 8], to: [L, y0 + a + 8], text: label('L') },
      { from: [L + 4, y0], to: [L + 4, y0 + a], text: label('a') },
      { from: [0, y0 - 5], to: [0, y0 - 5], text: label('b') },
    ],
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A dimension as one line of a drawing's table (SVG and PDF): value, rule and the clause in the reader's language, or
 * the demo label (`CloudAppointments.drawings.demoNote`, passed in by the caller).
 */
export function dimensionLine(x: Dimension, locale: 'zh' | 'en', demoNote: string): string {
  return `${x.symbol} = ${x.value}${x.unit === '°' ? '°' : ' mm'}${x.rule ? ` (${x.rule})` : ''} — ${x.demo || !x.source ? demoNote : x.source[locale]}`;
}

/** The drawing as SVG (mm viewBox scaled to px), with its title, standards and each dimension's source or demo label. */
export function drawingSvg(d: Drawing, locale: 'zh' | 'en', demoNote: string): string {
  const s = sketchOf(d);
  const margin = 12;
  const scale = Math.min(6, 640 / (s.width + 2 * margin + 40));
  const w = Math.round((s.width + 2 * margin + 40) * scale);
  const rows = d.dimensions.map((x) => dimensionLine(x, locale, demoNote));
  const drawH = Math.round((s.height + margin) * scale);
  const h = drawH + 40 + rows.length * 18 + 24;
  const X = (v: number) => ((v + margin) * scale).toFixed(1);
  const Y = (v: number) => (v * scale + 30).toFixed(1);
  const path = s.outline.map(([x, y], i) => `${i ? 'L' : 'M'}${X(x)} ${Y(y)}`).join(' ');
  const measures = s.measures
    .map((m) => {
      const line = m.from[0] === m.to[0] && m.from[1] === m.to[1] ? '' : `<line x1="${X(m.from[0])}" y1="${Y(m.from[1])}" x2="${X(m.to[0])}" y2="${Y(m.to[1])}" stroke="#1f5fbf" stroke-width="1" marker-start="url(#a)" marker-end="url(#a)"/>`;
      const tx = (Number(X(m.from[0])) + Number(X(m.to[0]))) / 2 + (m.from[0] === m.to[0] && m.from[1] !== m.to[1] ? 6 : 0);
      const ty = (Number(Y(m.from[1])) + Number(Y(m.to[1]))) / 2 - 3;
      return `${line}<text x="${tx.toFixed(1)}" y="${ty.toFixed(1)}" font-size="11" fill="#1f5fbf">${esc(m.text)}</text>`;
    })
    .join('');
  const title = locale === 'zh' ? d.titleZh : d.titleEn;
  const table = rows.map((r, i) => `<text x="10" y="${drawH + 50 + i * 18}" font-size="11" fill="#222">${esc(r)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif">` +
    `<defs><marker id="a" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#1f5fbf"/></marker></defs>` +
    `<text x="10" y="18" font-size="14" font-weight="bold">${esc(title)} · ${esc(d.standards.join(' / '))}</text>` +
    `<path d="${path}" fill="#eef2f7" stroke="#222" stroke-width="1.5"/>${measures}${table}</svg>`
  );
}
