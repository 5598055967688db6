import { Suspense } from 'react';
import { MessageCentre } from '@/components/messages/message-centre';
import '@/components/messages/messages.css';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/messageCentre', 'Messages.title', { descriptionKey: 'Messages.description', noIndex: true });

/** /my/messageCentre inside the personal-centre shell; messages/* decide access (the caller's own only). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Messages']}>
      <Suspense fallback={null}>
        <MessageCentre />
      </Suspense>
    </IslandMessages>
  );
}
