import { SimPreview } from '@/components/ranking/simulation/sim-preview';
import { categoryOf } from '@/lib/ranking/paths';
import { simulationScreen } from '@/components/ranking/simulation/sim-page';

/** /economy/economyPreview: step "preview" of the simulation (docs/RANKING.md). */
const page = simulationScreen('/economy/economyPreview', 'preview', (query) => <SimPreview category={categoryOf(query.category)} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
