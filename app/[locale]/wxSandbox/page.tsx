import { authPage } from '@/components/auth/auth-page';
import { WxSandbox } from '@/components/auth/wx-sandbox';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/wxSandbox', 'Auth.sandbox.title', { noIndex: true });

export default authPage(WxSandbox);
