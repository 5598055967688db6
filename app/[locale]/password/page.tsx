import { authPage } from '@/components/auth/auth-page';
import { PasswordForm } from '@/components/auth/password-form';

const page = authPage({ path: '/password', title: 'Auth.password.title' }, PasswordForm);

export const generateMetadata = page.generateMetadata;
export default page.Page;
