import { rdListPage } from '@/components/research-data/server/list-page';

/** /allServer (the area's entry, the same list as /allServer/allServer): shared R&D data, the search of the address's query. */
const page = rdListPage('/allServer');

export const generateMetadata = page.generateMetadata;
export default page.Page;
