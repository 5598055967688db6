import { DocumentAnswersScreen } from '@/components/ai/document-screen';
import { screen } from '@/components/layout/screen';

/** /ai/aiDoc?id= (issue 36 behaviour 4): one document's answers with the passages they quote, beside the document. */
const page = screen({
  path: '/ai/aiDoc',
  title: 'Routes.screens.ai_aiDoc',
  noIndex: true,
  messages: ['Ai'],
  render: async ({ searchParams }) => {
    const raw = (await searchParams).id;
    const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    return <DocumentAnswersScreen id={id} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
