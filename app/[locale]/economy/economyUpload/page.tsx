import { SimUpload } from '@/components/ranking/simulation/sim-upload';
import { categoryOf } from '@/lib/ranking/paths';
import { simulationScreen } from '@/components/ranking/simulation/sim-page';

/** /economy/economyUpload: step "upload" of the simulation (docs/RANKING.md). */
const page = simulationScreen('/economy/economyUpload', 'upload', (query) => <SimUpload category={categoryOf(query.category)} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
