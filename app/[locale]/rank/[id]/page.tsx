import { rankPage } from '@/components/ranking/server/pages';

const page = rankPage('/rank', 'path');

export const generateMetadata = page.generateMetadata;
export default page.Page;
