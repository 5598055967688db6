import { screen } from '@/components/layout/screen';
import '@/components/research-data/research-data.css';
import { SimilarityPairPage } from '../similarity/pair-page';

/** /allServer/similarityDetail?id=&target=: Similar data result detail: the pair side by side, table first (per request, with the viewer's session). */
const page = screen({
  path: '/allServer/similarityDetail',
  title: 'ResearchData.pair.metaTitle',
  noIndex: true,
  render: async ({ locale, searchParams }) => <SimilarityPairPage locale={locale} query={await searchParams} layout="table" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
