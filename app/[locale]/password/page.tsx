import { authPage } from '@/components/auth/auth-page';
import { PasswordForm } from '@/components/auth/password-form';
import { metadataFor } from '@/lib/seo';

export const generateMetadata = metadataFor('/password', 'Auth.password.title');

export default authPage(PasswordForm);
