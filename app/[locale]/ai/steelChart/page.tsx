import { ChatScreen } from '@/components/ai/chat-screen';
import { screen } from '@/components/layout/screen';

/** /ai/steelChart (issue 36): ask for a chart; the answer is the scatter, its records as a table and an Excel export. */
const page = screen({
  path: '/ai/steelChart',
  title: 'Routes.screens.ai_steelChart',
  noIndex: true,
  messages: ['Ai'],
  render: () => <ChatScreen mode="chart" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
