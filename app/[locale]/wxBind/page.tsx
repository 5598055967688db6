import { authPage } from '@/components/auth/auth-page';
import { WxBindStart } from '@/components/auth/wx-bind-start';

const page = authPage({ path: '/wxBind', title: 'Auth.wechat.bindTitle' }, WxBindStart);

export const generateMetadata = page.generateMetadata;
export default page.Page;
