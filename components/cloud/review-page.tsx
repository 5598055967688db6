import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import type { Locale } from '@/lib/i18n/routing';
import { CloudReviewQueue } from './review-details';

/** The two cloud review screens' headline: the screen's name in Routes.screens. */
type ScreenKey = 'my_administration_commonDetectionPackage' | 'my_laboratorySettledCheck';

/**
 * A cloud review screen (public test bags, laboratory settlement applications): the screen's title
 * and the review queue of one kind, with the Reviews and Cloud messages. Server component.
 */
export async function CloudReviewPage({ locale, kind, screen }: { locale: Locale; kind: 'laboratory' | 'testBag'; screen: ScreenKey }) {
  const t = await getTranslations('Routes.screens');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'Cloud']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t(screen)}</h1>
        </div>
        <CloudReviewQueue kind={kind} />
      </section>
    </IslandMessages>
  );
}
