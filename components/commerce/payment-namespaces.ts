import type { Namespace } from '@/lib/i18n/messages';

/**
 * The payment namespaces every payment screen sends to the browser (labels of O's Payments, this UI's PaymentScreens).
 * In a module of its own, so a public page's server component can name them without importing payments-island.tsx,
 * whose client components (antd's scope, the sign-in guard, the sandbox banner) would join that page's scripts.
 */
export const PAYMENT_NAMESPACES: Namespace[] = ['Payments', 'PaymentScreens'];
