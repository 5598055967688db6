import { libraryDetailPage } from '@/components/library/server/detail-page';

const page = libraryDetailPage('/librany/libranyDetail', 'Routes.screens.librany_libranyDetail', '/librany');

export const generateMetadata = page.generateMetadata;
export default page.Page;
