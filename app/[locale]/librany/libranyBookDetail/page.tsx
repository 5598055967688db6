import { libraryDetailPage } from '@/components/library/server/detail-page';

const page = libraryDetailPage('/librany/libranyBookDetail', 'Routes.screens.librany_libranyBookDetail');

export const generateMetadata = page.generateMetadata;
export default page.Page;
