import '@/components/content/content.css';
import { HELP_LIST, HelpScreen } from '@/components/content/server/content-screens';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor(HELP_LIST, 'Content.helpTitle', { descriptionKey: 'Content.helpDescription' });

/** /help/helpList: the help centre's articles (help/page), filtered by the address. */
export default async function Page({ params, searchParams }: Props) {
  return <HelpScreen locale={await pageLocale(params)} searchParams={await searchParams} tab="help" />;
}
