import { authPage } from '@/components/auth/auth-page';
import { LoginForm } from '@/components/auth/login-form';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/login', 'Auth.login.title');

export default authPage(LoginForm);
