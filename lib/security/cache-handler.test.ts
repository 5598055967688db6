import CspCacheHandler from './cache-handler.mjs';
import { inlineScriptHashes } from './csp.mjs';

describe('the page cache handler (no private Next import)', () => {
  it('keeps a page with the policy of its own inline scripts and forgets it on its tag', async () => {
    const handler = new CspCacheHandler();
    const html = '<html><body><script>self.__a=1</script></body></html>';
    await handler.set('/detail/g1/7', { kind: 'APP_PAGE', html, headers: {}, status: 200 }, { tags: ['t1'] });
    const entry = (await handler.get('/detail/g1/7')) as { value: { headers: Record<string, string> }; lastModified: number };
    const policy = entry.value.headers['content-security-policy'];
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
    expect(policy).not.toContain('nonce-');
    await handler.revalidateTag(['t1']);
    expect(await handler.get('/detail/g1/7')).toBeNull();
  });

  it('answers null for what it never held and drops an entry set to null', async () => {
    const handler = new CspCacheHandler();
    expect(await handler.get('/nothing')).toBeNull();
    await handler.set('/x', { kind: 'APP_ROUTE', body: Buffer.from('x'), headers: {}, status: 200 }, {});
    expect(await handler.get('/x')).not.toBeNull();
    await handler.set('/x', null, {});
    expect(await handler.get('/x')).toBeNull();
  });
});
