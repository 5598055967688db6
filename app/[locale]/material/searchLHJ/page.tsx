import { familySearchPage } from '@/components/materials/family-pages';

const page = familySearchPage('alloy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
