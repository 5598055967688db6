// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { MyShell } from './my-shell';

let pathname = '/my/info';
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

// (the locale-aware link needs the app router; an anchor is what it renders)
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest} onClick={(e) => e.preventDefault()}>{children}</a> }));

const RD = '/my/enterpriseInformationManagement/R&dDataManagement';

function signInAs(role: string) {
  document.cookie = 'token=test-token';
  document.cookie = `userType=${role}`;
}

function open(path: string, role: string, locale: 'zh' | 'en' = 'en') {
  pathname = path;
  signInAs(role);
  // The namespaces the personal centre's layout sends (app/[locale]/my/layout.tsx).
  renderWithProviders(
    <MyShell>
      <p data-testid="the-screen">screen</p>
    </MyShell>,
    { locale, namespaces: ['Auth', 'Account', 'Files'] },
  );
}

afterEach(() => {
  document.cookie = 'userType=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('MyShell', () => {
  it('refuses a screen the role may not open, without drawing it, and does not offer it in the menu (issue 48 item 3)', () => {
    open(RD, 'employee');
    expect(screen.getByTestId('screen-denied')).toHaveTextContent('Your account cannot open this screen');
    expect(screen.queryByTestId('the-screen')).toBeNull();
    const menu = screen.getByTestId('my-menu');
    expect(within(menu).queryByRole('link', { name: 'Enterprise R&D data management' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Company information' })).toBeInTheDocument();
  });

  it('refuses nothing while the role is not yet known (checkLogin writes it after start): the screen draws and its calls decide', () => {
    pathname = '/my/administration/content';
    document.cookie = 'token=test-token';
    renderWithProviders(
      <MyShell>
        <p data-testid="the-screen">screen</p>
      </MyShell>,
      { locale: 'zh', namespaces: ['Auth', 'Account', 'Files'] },
    );
    expect(screen.queryByTestId('screen-denied')).toBeNull();
    expect(screen.getByTestId('the-screen')).toBeInTheDocument();
  });

  it('draws the screen for a role that may open it, which its menu offers', () => {
    open(RD, 'company_admin', 'zh');
    expect(screen.getByTestId('the-screen')).toBeInTheDocument();
    expect(screen.queryByTestId('screen-denied')).toBeNull();
    const link = within(screen.getByTestId('my-menu')).getByRole('link', { name: '企业研发数据管理' });
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('refuses a review screen to a role that does not review its kind (the review table the audit calls read)', () => {
    open('/my/enterpriseProductCheck', 'customer_service');
    expect(screen.getByTestId('screen-denied')).toBeInTheDocument();
  });

  it('has a labelled menu button that opens and closes the list (the phone layout; the styles hide the list until it is open)', () => {
    open('/my/business', 'company_admin', 'zh');
    const toggle = screen.getByTestId('my-menu-toggle');
    expect(toggle).toHaveAccessibleName(/个人中心菜单.*企业信息/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'my-menu-panel');
    const panel = document.getElementById('my-menu-panel')!;
    expect(panel).not.toHaveClass('my-shell__panel--open');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('my-shell__panel--open');
    // Following a link closes it.
    fireEvent.click(within(panel).getAllByRole('link')[0]);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
