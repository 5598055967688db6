import { authPage } from '@/components/auth/auth-page';
import { RegisterForm } from '@/components/auth/register-form';

const page = authPage({ path: '/register', title: 'Auth.register.title' }, RegisterForm);

export const generateMetadata = page.generateMetadata;
export default page.Page;
