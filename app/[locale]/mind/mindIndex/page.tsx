import { familySearchPage } from '@/components/materials/server/family-pages';

const page = familySearchPage('steel');

export const generateMetadata = page.generateMetadata;
export default page.Page;
