import { familySearchPage } from '@/components/materials/server/family-pages';

const page = familySearchPage('alloy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
