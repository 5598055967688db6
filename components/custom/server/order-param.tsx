import { NavLink } from '@/components/layout/nav-link';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/** The `orderNo` of a customisation screen's address, or null when absent or not an order number. */
export function orderNoParam(raw: string | string[] | undefined): string | null {
  return typeof raw === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(raw) ? raw : null;
}

/** What a customisation screen shows without an order number: the reason and the way back to the list. */
export function NoCustomOrder({ locale }: { locale: Locale }) {
  return (
    <div className="page" data-testid="custom-no-order">
      <p>{translate(locale, 'Custom.ui.noOrder')}</p>
      <NavLink className="button" href="/custom/customList">
        {translate(locale, 'Custom.ui.back')}
      </NavLink>
    </div>
  );
}
