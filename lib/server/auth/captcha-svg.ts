import crypto from 'node:crypto';

/** Seven-segment strokes on a 10 x 18 cell: a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [1, 1, 9, 1],
  b: [9, 1, 9, 9],
  c: [9, 9, 9, 17],
  d: [1, 17, 9, 17],
  e: [1, 9, 1, 17],
  f: [1, 1, 1, 9],
  g: [1, 9, 9, 9],
};

const DIGITS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

const COLORS = ['#1456a0', '#0d3c72', '#b3541e', '#2f6f3e', '#6b3fa0', '#a0142f'];

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 10000) / 10000) * (max - min);
const pick = <T>(list: readonly T[]) => list[crypto.randomInt(0, list.length)];
const f = (n: number) => n.toFixed(1);

/** Draws digits as jittered, rotated strokes with noise lines and dots; 120 x 40 pixels. */
export function renderCaptchaSvg(text: string): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${f(rand(0, width))} ${f(rand(0, height))} Q${f(rand(0, width))} ${f(rand(0, height))} ${f(rand(0, width))} ${f(rand(0, height))}" stroke="${pick(COLORS)}" stroke-width="1" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${f(rand(0, width))}" cy="${f(rand(0, height))}" r="${f(rand(0.5, 1.4))}" fill="${pick(COLORS)}" opacity="0.5"/>`);
  [...text].forEach((ch, index) => {
    const x = 12 + index * 26 + rand(-3, 3);
    const y = 8 + rand(-3, 3);
    const angle = rand(-18, 18);
    const scale = rand(1.05, 1.3);
    const d = [...(DIGITS[ch] ?? '')]
      .map((s) => {
        const [x1, y1, x2, y2] = SEGMENTS[s];
        return `M${f(x1 + rand(-0.8, 0.8))} ${f(y1 + rand(-0.8, 0.8))}L${f(x2 + rand(-0.8, 0.8))} ${f(y2 + rand(-0.8, 0.8))}`;
      })
      .join('');
    parts.push(
      `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)} 5 9) scale(${f(scale)})" d="${d}" stroke="${pick(COLORS)}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f6fa"/>${parts.join('')}</svg>`;
}
