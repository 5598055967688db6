import { authPage } from '@/components/auth/auth-page';
import { WxSuccess } from '@/components/auth/wx-success';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/wxSuccess', 'Auth.wechat.successTitle', { noIndex: true });

export default authPage(WxSuccess);
