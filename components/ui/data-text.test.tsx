// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { DataText } from './data-text';

describe('DataText', () => {
  it('reads a Chinese product name with one Latin word as Chinese: no "仅有英文", the word marked English (issue 48 item 9)', () => {
    const { container } = renderWithProviders(<DataText text="耐候钢 Corten 板" />, { locale: 'zh' });
    expect(container).toHaveTextContent('耐候钢 Corten 板');
    expect(screen.queryByTestId('only-in-language')).toBeNull();
    expect(container.querySelector('span[lang="en"]')).toHaveTextContent('Corten');
  });

  it('labels English-only data on a Chinese page and Chinese on an English one', () => {
    const zh = renderWithProviders(<DataText text="Values as reproduced by a producer" />, { locale: 'zh' });
    expect(screen.getByTestId('only-in-language')).toHaveTextContent('仅有英文');
    zh.unmount();
    renderWithProviders(<DataText text="耐候钢 Corten 板" />, { locale: 'en' });
    expect(screen.getByTestId('only-in-language')).toHaveTextContent('Chinese only');
  });
});
