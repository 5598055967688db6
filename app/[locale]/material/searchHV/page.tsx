import { familySearchPage } from '@/components/materials/family-pages';

const page = familySearchPage('welding');

export const generateMetadata = page.generateMetadata;
export default page.Page;
