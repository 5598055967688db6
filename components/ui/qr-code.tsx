import QRCode from 'qrcode';
import type { SVGProps } from 'react';

/**
 * The dark modules of `value`'s QR code as one SVG path in module units, and the symbol's size in modules. Drawn
 * with `qrcode`, the package the server draws the payment and report-verification codes with (level L: the
 * addresses shown on screen are long and read at arm's length).
 */
export function qrCodePath(value: string): { modules: number; d: string } {
  const { size, data } = QRCode.create(value, { errorCorrectionLevel: 'L' }).modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run++;
      d += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return { modules: size, d };
}

type QrCodeProps = { value: string; size: number } & Pick<SVGProps<SVGSVGElement>, 'role' | 'aria-label' | 'aria-hidden'>;

/** A QR code drawn as an SVG of `size` pixels, black on white. */
export function QrCode({ value, size, ...aria }: QrCodeProps) {
  const { modules, d } = qrCodePath(value);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges" {...aria}>
      <path fill="#fff" d={`M0 0h${modules}v${modules}H0z`} />
      <path fill="#000" d={d} />
    </svg>
  );
}
