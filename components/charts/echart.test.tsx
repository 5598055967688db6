// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { EChart } from './echart';

// echarts itself needs a real browser; the stand-in shows what the lazy chunk would draw.
vi.mock('./echart-inner', () => ({
  EChartInner: ({ ariaLabel }: { ariaLabel?: string }) => <div data-testid="live-chart" role="img" aria-label={ariaLabel} />,
}));

describe('EChart', () => {
  it('shows the server-drawn picture and fetches echarts only when the reader reaches for it', async () => {
    render(<EChart option={{}} ariaLabel="Chart" testId="chart" fallback={<div data-testid="static">svg</div>} />);
    const slot = screen.getByTestId('chart');
    expect(screen.getByTestId('static')).toBeInTheDocument();
    expect(slot).toHaveAttribute('data-live', 'false');
    await act(async () => {
      fireEvent.pointerEnter(slot);
    });
    expect(slot).toHaveAttribute('data-live', 'true');
    expect(await screen.findByTestId('live-chart')).toBeInTheDocument();
    expect(screen.queryByTestId('static')).not.toBeInTheDocument();
  });

  it('draws a chart without a server picture as soon as it is near the viewport', async () => {
    // jsdom has no IntersectionObserver: "near" at once.
    render(<EChart option={{}} ariaLabel="Chart" testId="chart" />);
    expect(await screen.findByTestId('live-chart')).toHaveAttribute('aria-label', 'Chart');
  });
});
