import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { MessageCentre } from '@/components/messages/message-centre';
import '@/components/messages/messages.css';

/** /my/messageCentre inside the personal-centre shell; messages/* decide access (the caller's own only). */
const page = screen({
  path: '/my/messageCentre',
  title: 'Messages.title',
  description: 'Messages.description',
  noIndex: true,
  messages: ['Messages'],
  render: () => (
    <Suspense fallback={null}>
      <MessageCentre />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
