import { authPage } from '@/components/auth/auth-page';
import { BindPhoneForm } from '@/components/auth/bind-phone-form';

const page = authPage({ path: '/bindPhone', title: 'Auth.bindPhone.title', noIndex: true }, BindPhoneForm);

export const generateMetadata = page.generateMetadata;
export default page.Page;
