import { DocumentsScreen } from '@/components/ai/document-screen';
import { screen } from '@/components/layout/screen';

/** /ai/steelDoc (issue 36 behaviour 4): upload a PDF or text document within the stated limits, my documents, ask. */
const page = screen({
  path: '/ai/steelDoc',
  title: 'Routes.screens.ai_steelDoc',
  noIndex: true,
  messages: ['Ai', 'Files', 'Errors'],
  render: () => <DocumentsScreen />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
