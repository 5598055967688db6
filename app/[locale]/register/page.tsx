import { authPage } from '@/components/auth/auth-page';
import { RegisterForm } from '@/components/auth/register-form';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/register', 'Auth.register.title');

export default authPage(RegisterForm);
