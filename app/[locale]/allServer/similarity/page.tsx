import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import '@/components/research-data/research-data.css';
import { RdSimilarity } from '@/components/research-data/rd-similarity';
import { translate } from '@/lib/i18n/messages';
import { researchDataCalls } from '@/lib/research-data/contract';
import { serverGet } from '@/lib/server/entry';
import { idParam } from '@/lib/id-param';

/** /allServer/similarity?id=: records similar to one the viewer may read (per request, with the viewer's session). */
const page = screen({
  path: '/allServer/similarity',
  title: 'ResearchData.similarity.metaTitle',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) return <p className="page rd-empty">{translate(locale, 'ResearchData.detail.noId')}</p>;
    const [detail, answer] = await Promise.all([serverGet(locale, researchDataCalls.get, { id }), serverGet(locale, researchDataCalls.similarity, { id })]);
    if (!detail.ok) notFound();
    if (!answer.ok) return <p className="page rd-error" role="alert">{answer.msg}</p>;
    return <RdSimilarity id={id} dataName={detail.data.dataName} answer={answer.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
