import type { ImgHTMLAttributes } from 'react';

/**
 * A picture uploaded through the file service (covers, screenshots, logos), shown as it is stored: next/image would
 * re-encode a file the service already checked (sharp, ≤ 500 KB) and needs sizes known at build. The one place that
 * turns the `no-img-element` rule off for uploads; `alt` is required (empty for decoration).
 */
export function StoredImage({ alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- an uploaded file served by the file service, not a build asset
  return <img alt={alt} {...props} />;
}
