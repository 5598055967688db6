import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SandboxCashier } from '@/components/pay-sandbox/sandbox-cashier';
import { IslandMessages } from '@/components/providers/island-messages';
import { getEnv } from '@/lib/env';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SANDBOX_CHANNELS, type SandboxChannel } from '@/lib/payments/sandbox';
import { readForPage } from '@/lib/server/page-unavailable';
import { services } from '@/lib/server/services';
import { sandboxSettings } from '@/lib/server/payments/sandbox';
import { tradeView } from '@/lib/server/payments/sandbox/actions';
import { getTrade } from '@/lib/server/payments/sandbox/store';

/** Rendered per request: it shows the sandbox's current record of the trade. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; channel: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  return { title: translate(locale, 'PaySandbox.title'), robots: { index: false, follow: false } };
}

/**
 * The payment sandbox's cashier page (issue 12): where a sandbox code_url or page-pay redirect
 * leads. Exists only while PAY_PROVIDER=sandbox; with the real providers it is a 404.
 */
export default async function PaySandboxPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { channel, id } = await params;
  if (!sandboxSettings(getEnv(), services().memory) || !SANDBOX_CHANNELS.includes(channel as SandboxChannel)) notFound();
  const trade = id === 'refused' ? undefined : await readForPage(async () => getTrade(await services().db(), channel as SandboxChannel, id));
  return (
    <IslandMessages locale={locale} namespaces={['PaySandbox']}>
      <SandboxCashier channel={channel as SandboxChannel} trade={trade ? tradeView(trade) : null} refused={id === 'refused'} />
    </IslandMessages>
  );
}
