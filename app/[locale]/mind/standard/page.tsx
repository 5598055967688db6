import { isMaterialFamily } from '@/lib/materials/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { STANDARD_PATH } from '@/lib/materials/paths';
import { metadataFor } from '@/lib/seo';
import { StandardPrompt } from '@/components/materials/standard-screen';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor(STANDARD_PATH, 'MaterialPages.standard.title');

/**
 * /mind/standard without `?id=`: the prompt, leading to the family's search. With an id, proxy.ts
 * rewrites the address to the cached route in [generation]/[family]/[id]/[page].
 */
export default async function StandardPromptPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const family = (await searchParams).family;
  return <StandardPrompt family={isMaterialFamily(family) ? family : 'steel'} />;
}
