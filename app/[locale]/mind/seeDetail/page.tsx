import { familyDetailPage } from '@/components/materials/family-pages';

const page = familyDetailPage('steel');

export const generateMetadata = page.generateMetadata;
export default page.Page;
