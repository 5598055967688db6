import { rdDetailPage } from '@/components/research-data/server/detail-page';

const page = rdDetailPage('/allServer/seeDetail');

export const generateMetadata = page.generateMetadata;
export default page.Page;
