import { rankPage } from '@/components/ranking/server/pages';

const page = rankPage('/economy/economyDetail', 'query');

export const generateMetadata = page.generateMetadata;
export default page.Page;
