import { rdOfferIsland } from '@/components/market/rd-offer-island';
import { rdDetailPage } from '@/components/research-data/server/detail-page';

const page = rdDetailPage('/allServer/serverDetail', { ownerPanel: rdOfferIsland });

export const generateMetadata = page.generateMetadata;
export default page.Page;
