import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import { SandboxCashier } from '@/components/pay-sandbox/sandbox-cashier';
import { getEnv } from '@/lib/env';
import { translate } from '@/lib/i18n/messages';
import { SANDBOX_CHANNELS, type SandboxChannel } from '@/lib/payments/sandbox';
import { readForPage } from '@/lib/server/page-unavailable';
import { services } from '@/lib/server/services';
import { sandboxSettings } from '@/lib/server/payments/sandbox';
import { tradeView } from '@/lib/server/payments/sandbox/actions';
import { getTrade } from '@/lib/server/payments/sandbox/store';

/** Rendered per request: it shows the sandbox's current record of the trade. */
export const dynamic = 'force-dynamic';

/**
 * The payment sandbox's cashier page (issue 12): where a sandbox code_url or page-pay redirect
 * leads. Exists only while PAY_PROVIDER=sandbox; with the real providers it is a 404.
 */
const page = screen<{ channel: string; id: string }>({
  metadata: ({ locale }) => ({ title: translate(locale, 'PaySandbox.title'), robots: { index: false, follow: false } }),
  messages: ['PaySandbox'],
  render: async ({ params }) => {
    const { channel, id } = params;
    if (!sandboxSettings(getEnv(), services().memory) || !SANDBOX_CHANNELS.includes(channel as SandboxChannel)) notFound();
    const trade = id === 'refused' ? undefined : await readForPage(async () => getTrade(await services().db(), channel as SandboxChannel, id));
    return <SandboxCashier channel={channel as SandboxChannel} trade={trade ? tradeView(trade) : null} refused={id === 'refused'} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
