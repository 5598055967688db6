import { authPage } from '@/components/auth/auth-page';
import { WxSuccess } from '@/components/auth/wx-success';

const page = authPage({ path: '/wxSuccess', title: 'Auth.wechat.successTitle', noIndex: true }, WxSuccess);

export const generateMetadata = page.generateMetadata;
export default page.Page;
