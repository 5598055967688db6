import '@/components/cloud/cloud.css';
import '@/components/cloud/appointments/appointments.css';
import { DrawingsPage } from '@/components/cloud/appointments/server/drawings-page';
import { screen } from '@/components/layout/screen';
import { drawingCalls } from '@/lib/cloud/drawing-contract';
import { DRAWING_ITEMS, type DrawingItem } from '@/lib/cloud/drawings';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';

/** /cloud/processingDrawings: specimen drawings (cloudService/drawingPage), PDF and SVG downloads. */
const page = screen({
  path: '/cloud/processingDrawings',
  title: 'Routes.screens.cloud_processingDrawings',
  render: async ({ locale, searchParams }) => {
    const q = readListQuery(await searchParams, ['item', 'standard']);
    const item = (DRAWING_ITEMS as readonly string[]).includes(q.item ?? '') ? (q.item as DrawingItem) : undefined;
    const standard = q.standard?.slice(0, 40);
    const result = await publicGet(locale, drawingCalls.drawingPage, { item, standard, pageSize: 20 } as never);
    if (!result.ok) throw new Error(result.msg);
    return <DrawingsPage result={result.data} item={item} standard={standard} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
