import { authPage } from '@/components/auth/auth-page';
import { WxBindStart } from '@/components/auth/wx-bind-start';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/wxBind', 'Auth.wechat.bindTitle');

export default authPage(WxBindStart);
