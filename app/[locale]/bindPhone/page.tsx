import { authPage } from '@/components/auth/auth-page';
import { BindPhoneForm } from '@/components/auth/bind-phone-form';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/bindPhone', 'Auth.bindPhone.title', { noIndex: true });

export default authPage(BindPhoneForm);
