import { describe, expect, it } from 'vitest';
import { drawingById, drawingSvg, sketchOf } from './drawings';

describe('specimen sketches', () => {
  it('draws the tensile piece’s shoulders as arcs of the listed radius r, tangent to the parallel length', () => {
    const d = drawingById('tensile-round-d10')!;
    const r = d.dimensions.find((x) => x.key === 'r')!.value;
    const s = sketchOf(d);
    const small = 10;
    const big = 16;
    const cy = big / 2 + 12;
    const ys = cy - small / 2;
    const yb = cy - big / 2;
    // The points of the top edge between the grip and the parallel length (issue 48 item 9: it was one straight line).
    const grip = 30;
    const x2 = s.outline.find(([x, y]) => y === ys && x > grip)![0];
    const arc = s.outline.filter(([x, y]) => y < ys && y > yb - 1e-9 && x > grip - 1e-9 && x <= x2 && y < cy);
    expect(arc.length).toBeGreaterThan(10);
    for (const [x, y] of arc) expect(Math.hypot(x - x2, y - (ys - r))).toBeCloseTo(r, 6);
    // Tangent where it meets the parallel length: its first step leaves the surface flatter than it rises at the grip.
    const sorted = [...arc, [x2, ys]].sort((a, b) => a[0] - b[0]);
    const slope = (i: number) => Math.abs((sorted[i + 1][1] - sorted[i][1]) / (sorted[i + 1][0] - sorted[i][0]));
    expect(slope(sorted.length - 2)).toBeLessThan(0.1);
    expect(slope(0)).toBeGreaterThan(0.5);
    // The radius is named on the drawing, and the shape is closed and symmetric.
    expect(s.measures.map((m) => m.text)).toContain('r = 10 mm');
    expect(s.outline[0]).toEqual(s.outline[s.outline.length - 1]);
    expect(drawingSvg(d, 'en', 'demo')).toContain('r = 10 mm');
  });

  it('keeps the fatigue piece’s overall length and draws its blend radius R as an arc', () => {
    const d = drawingById('fatigue-round-demo')!;
    const s = sketchOf(d);
    expect(s.width).toBeCloseTo(120, 6);
    expect(s.measures.map((m) => m.text)).toContain('R = 30 mm');
    expect(s.outline.length).toBeGreaterThan(50);
  });
});
