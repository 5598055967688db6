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

  it('waits until the chart is near the viewport before fetching echarts', async () => {
    const observers: FakeObserver[] = [];
    class FakeObserver {
      readonly observed: Element[] = [];
      disconnected = false;
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        observers.push(this);
      }
      observe(el: Element) {
        this.observed.push(el);
      }
      disconnect() {
        this.disconnected = true;
      }
      report(isIntersecting: boolean) {
        this.callback([{ isIntersecting, target: this.observed[0] } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      render(<EChart option={{}} ariaLabel="Chart" testId="chart" />);
      const slot = screen.getByTestId('chart');
      expect(slot).toHaveAttribute('data-live', 'false');
      expect(observers).toHaveLength(1);
      expect(observers[0].observed).toEqual([slot]);
      expect(observers[0].options?.rootMargin).toBe('200px');
      act(() => observers[0].report(false));
      expect(slot).toHaveAttribute('data-live', 'false');
      expect(screen.queryByTestId('live-chart')).not.toBeInTheDocument();
      act(() => observers[0].report(true));
      expect(slot).toHaveAttribute('data-live', 'true');
      expect(await screen.findByTestId('live-chart')).toHaveAttribute('aria-label', 'Chart');
      expect(observers[0].disconnected).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws a chart without a server picture at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    try {
      render(<EChart option={{}} ariaLabel="Chart" testId="chart" />);
      expect(await screen.findByTestId('live-chart')).toHaveAttribute('aria-label', 'Chart');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
