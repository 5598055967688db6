import { authPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';

const page = authPage({ path: '/login22', title: 'Auth.login.title' }, LoginForm);

export const generateMetadata = page.generateMetadata;
export default page.Page;
