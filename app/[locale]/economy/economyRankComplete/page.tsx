import { SimResult } from '@/components/ranking/simulation/sim-result';
import { idParam } from '@/lib/id-param';
import { simulationScreen } from '@/components/ranking/simulation/sim-page';

/** /economy/economyRankComplete: step "complete" of the simulation (docs/RANKING.md). */
const page = simulationScreen('/economy/economyRankComplete', 'complete', (query) => <SimResult id={idParam(query.id)} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
