import 'server-only';
import { useId } from 'react';
import { renderChartSvg, type ChartSize } from './chart-svg';
import './echart.css';

interface Props extends Partial<ChartSize> {
  /** An option object from lib/intelligence/chart-options. */
  option: object;
  /** The chart's name for assistive technology (role="img"). */
  title: string;
  /** What the chart shows, in words (read after the title). */
  description?: string;
}

/**
 * A chart rendered on the server as SVG (no JavaScript): the first picture of a chart that
 * `EChart` turns into the interactive one when the reader reaches for it (`fallback` prop).
 * The box has the chart's height and the page's width; the drawing (made `width` wide, about the
 * width of a chart on a desktop page) is scaled to fit it, so nothing moves when echarts takes over.
 */
export function StaticChart({ option, title, description, width = 1130, height = 380 }: Props) {
  const id = useId();
  const svg = renderChartSvg(option, { width, height });
  return (
    <div className="echart-static" style={{ height }} data-static-chart="">
      <div className="echart-static__svg" role="img" aria-label={title} aria-describedby={description ? id : undefined} dangerouslySetInnerHTML={{ __html: svg }} />
      {description ? (
        <p id={id} className="sr-only">
          {description}
        </p>
      ) : null}
    </div>
  );
}
