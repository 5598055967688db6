import { dispatch } from '@/lib/server/entry';

export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ path: string[] }> };

async function handle(req: Request, { params }: Ctx) {
  const { path } = await params;
  return dispatch(req, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
