// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { removeCookie, writeCookie } from '@/lib/session/browser-cookies';
import { HasHide } from '@/components/permission/has-hide';
import { HasPermission } from '@/components/permission/has-permission';
import { notifySessionChange } from '@/lib/session/client';
import { renderWithProviders as render } from '@/tests/render';

afterEach(() => {
  removeCookie('permission', { path: '/' });
  vi.useRealTimers();
});

describe('HasPermission', () => {
  it('shows its content when the code is in the permission list', () => {
    writeCookie('permission', JSON.stringify(['material:export']), { path: '/' });
    render(<HasPermission code="material:export">export</HasPermission>);
    expect(screen.getByText('export')).toBeInTheDocument();
  });

  it('removes its content when the code is missing', () => {
    writeCookie('permission', JSON.stringify(['other']), { path: '/' });
    render(<HasPermission code="material:export">export</HasPermission>);
    expect(screen.queryByText('export')).toBeNull();
  });

  it('polls while the list is loading and shows the content once it arrives', () => {
    vi.useFakeTimers();
    render(<HasPermission code="a">late</HasPermission>);
    expect(screen.queryByText('late')).toBeNull();
    writeCookie('permission', JSON.stringify(['a']), { path: '/' });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByText('late')).toBeInTheDocument();
  });

  it('gives up polling after 10 s', () => {
    vi.useFakeTimers();
    render(<HasPermission code="a">never</HasPermission>);
    act(() => {
      vi.advanceTimersByTime(10500);
    });
    writeCookie('permission', JSON.stringify(['a']), { path: '/' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('never')).toBeNull();
  });
});

describe('HasHide', () => {
  it('removes its content at once when the code is missing and shows it after login', () => {
    render(<HasHide code="b">hidden</HasHide>);
    expect(screen.queryByText('hidden')).toBeNull();
    writeCookie('permission', JSON.stringify(['b']), { path: '/' });
    act(() => notifySessionChange());
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });
});
