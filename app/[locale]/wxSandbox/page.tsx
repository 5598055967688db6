import { authPage } from '@/components/auth/auth-page';
import { WxSandbox } from '@/components/auth/wx-sandbox';

const page = authPage({ path: '/wxSandbox', title: 'Auth.sandbox.title', noIndex: true }, WxSandbox);

export const generateMetadata = page.generateMetadata;
export default page.Page;
