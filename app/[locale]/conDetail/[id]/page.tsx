import { announcementPage } from '@/components/ranking/server/pages';

const page = announcementPage('/conDetail', 'path');

export const generateMetadata = page.generateMetadata;
export default page.Page;
