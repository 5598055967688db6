import { announcementPage } from '@/components/ranking/server/pages';

const page = announcementPage('/economy', 'path');

export const generateMetadata = page.generateMetadata;
export default page.Page;
