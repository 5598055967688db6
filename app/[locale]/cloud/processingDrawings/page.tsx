import '@/components/cloud/cloud.css';
import '@/components/cloud/appointments/appointments.css';
import { DrawingsPage } from '@/components/cloud/appointments/server/drawings-page';
import { drawingCalls } from '@/lib/cloud/drawing-contract';
import { DRAWING_ITEMS, type DrawingItem } from '@/lib/cloud/drawings';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/processingDrawings', 'Routes.screens.cloud_processingDrawings');

/** /cloud/processingDrawings: specimen drawings (cloudService/drawingPage), PDF and SVG downloads. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const q = readListQuery(await searchParams, ['item', 'standard']);
  const item = (DRAWING_ITEMS as readonly string[]).includes(q.item ?? '') ? (q.item as DrawingItem) : undefined;
  const standard = q.standard?.slice(0, 40);
  const result = await publicGet(locale, drawingCalls.drawingPage, { item, standard, pageSize: 20 } as never);
  if (!result.ok) throw new Error(result.msg);
  return <DrawingsPage result={result.data} item={item} standard={standard} />;
}
