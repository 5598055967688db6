import { announcementPage } from '@/components/ranking/server/pages';

const page = announcementPage('/economy/economyConDetail', 'query');

export const generateMetadata = page.generateMetadata;
export default page.Page;
