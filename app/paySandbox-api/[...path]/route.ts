import { getEnv } from '@/lib/env';
import { services } from '@/lib/server/services';
import { sandboxSettings } from '@/lib/server/payments/sandbox';
import { handleSandboxRequest } from '@/lib/server/payments/sandbox/router';

/**
 * The provider side of the in-app payment sandbox (docs/PAYMENT-PROVIDERS.md): WeChat Pay API v3
 * under wechat/, Alipay's gateway at alipay/gateway.do, the cashier page's buttons under page/.
 * Outside /atsteel on purpose: these are the providers' protocols, not the portal's API. Answers
 * 404 when PAY_PROVIDER names real providers.
 */
export const dynamic = 'force-dynamic';

async function handle(req: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const settings = sandboxSettings(getEnv(), services().memory);
  if (!settings) return Response.json({ error: 'notFound' }, { status: 404 });
  return handleSandboxRequest(req, (await params).path, { db: await services().db(), settings });
}

export const GET = handle;
export const POST = handle;
