import { IslandMessages } from '@/components/providers/island-messages';
import type { Locale } from '@/lib/i18n/routing';
import { RdOfferPanel } from './rd-offer-panel';

/** The owner's sale offer panel with its messages, for the R&D record pages (handed to rdDetailPage). */
export function rdOfferIsland(id: number, locale: Locale) {
  return (
    <IslandMessages locale={locale} namespaces={['Market', 'Reviews']}>
      <RdOfferPanel recordId={id} />
    </IslandMessages>
  );
}
