import { ChatScreen } from '@/components/ai/chat-screen';
import { screen } from '@/components/layout/screen';

/** /ai/steelAi (issue 36, docs/AI.md): the assistant's conversations, answered from the portal's data with sources. */
const page = screen({
  path: '/ai/steelAi',
  title: 'Routes.screens.ai_steelAi',
  noIndex: true,
  messages: ['Ai'],
  render: () => <ChatScreen />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
