import { familyDetailPromptPage } from '@/components/materials/server/detail-pages';

/** Without `?id=`: the prompt. With it, proxy.ts rewrites to the cached route in [generation]/[id]. */
const page = familyDetailPromptPage('alloy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
