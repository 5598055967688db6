// @vitest-environment jsdom
import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { QrCode, qrCodePath } from './qr-code';

/** Paints a path of `M x y h n v1 h-n z` runs into RGBA pixels, with a quiet zone, as a phone's camera would see it. */
function paint(modules: number, d: string, scale = 4, quiet = 4) {
  const width = (modules + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run); dx++)
      for (let py = 0; py < scale; py++)
        for (let px = 0; px < scale; px++) {
          const at = (((Number(y) + quiet) * scale + py) * width + (Number(x) + dx + quiet) * scale + px) * 4;
          pixels.fill(0, at, at + 3);
        }
  }
  return { pixels, width };
}

describe('QrCode', () => {
  const href = 'http://localhost:3000/en/wxSandbox/authorize?appid=wx-sandbox-app&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fen%2FwxSuccess&state=9f86d081884c7d65';

  it('draws modules a QR reader decodes back to the address', () => {
    const { modules, d } = qrCodePath(href);
    const { pixels, width } = paint(modules, d);
    expect(jsQR(pixels, width, width)?.data).toBe(href);
  });

  it('renders an SVG of the asked size with its accessible name', () => {
    const { container, getByRole } = render(<QrCode value={href} size={180} role="img" aria-label="Scan with WeChat" />);
    const svg = getByRole('img', { name: 'Scan with WeChat' });
    expect(svg.getAttribute('width')).toBe('180');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${qrCodePath(href).modules} ${qrCodePath(href).modules}`);
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });
});
