import { rdListPage } from '@/components/research-data/server/list-page';

/** /allServer/allServer: shared R&D data, the search of the address's query (metadata, the same for everyone). */
const page = rdListPage('/allServer/allServer');

export const generateMetadata = page.generateMetadata;
export default page.Page;
