import { screen } from '@/components/layout/screen';
import '@/components/research-data/research-data.css';
import { SimilarityPairPage } from '../similarity/pair-page';

/** /allServer/similarityNewDetail?id=&target=: Similar data result detail, new layout: the score and the differences first, as bars (per request, with the viewer's session). */
const page = screen({
  path: '/allServer/similarityNewDetail',
  title: 'ResearchData.pair.metaTitle',
  noIndex: true,
  render: async ({ locale, searchParams }) => <SimilarityPairPage locale={locale} query={await searchParams} layout="chart" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
