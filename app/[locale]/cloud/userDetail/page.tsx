import { notFound } from 'next/navigation';
import '@/components/cloud/cloud.css';
import { NoId } from '@/components/cloud/no-id';
import { PersonDetail } from '@/components/cloud/people';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { idParam } from '@/lib/id-param';
import { publicGet } from '@/lib/server/entry';

/** /cloud/userDetail?id=: one expert or tester (cloudUser/get). */
const page = screen({
  path: '/cloud/userDetail',
  title: 'Routes.screens.cloud_userDetail',
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) return <NoId list="/cloud/userList" />;
    const person = await publicGet(locale, cloudCalls.profileDetail, { id });
    if (!person.ok) notFound();
    return <PersonDetail p={person.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
