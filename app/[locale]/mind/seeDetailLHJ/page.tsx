import { familyDetailPage } from '@/components/materials/family-pages';

const page = familyDetailPage('alloy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
