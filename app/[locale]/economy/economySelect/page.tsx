import { SimSelect } from '@/components/ranking/simulation/sim-select';
import { simulationScreen } from '@/components/ranking/simulation/sim-page';

/** /economy/economySelect: step "select" of the simulation (docs/RANKING.md). */
const page = simulationScreen('/economy/economySelect', 'select', () => <SimSelect />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
