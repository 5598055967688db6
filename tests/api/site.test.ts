import { translate } from '@/lib/i18n/messages';
import { siteAgreements } from '@/lib/server/db/schema';
import { siteSeedStep } from '@/lib/server/site/seed';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { testClock } from '../helpers/services';
import type { DatabaseHandle } from '@/lib/server/db/client';

/** The portal's own pages (issue 31 §5, docs/SITE.md): agreements from one place, contact details, about us. */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seeds: [siteSeedStep] });
});
afterAll(async () => {
  await handle.close();
});

describe('agreements, contact and about us', () => {
  it('serves each agreement the forms ask for, in the caller’s language, with version and date', async () => {
    for (const kind of ['user', 'privacy', 'platform', 'technicalService']) {
      const zh = await callApi('GET', 'agreement/get', { query: { kind }, lang: 'zh' });
      const en = await callApi('GET', 'agreement/get', { query: { kind }, lang: 'en' });
      expect(zh.status, kind).toBe(200);
      expect(zh.body.data).toMatchObject({ kind, version: '2026.1', effectiveOn: '2026-01-01', demo: true });
      expect(zh.body.data.body).toMatch(/[\u4e00-\u9fff]/);
      expect(en.body.data.body).not.toMatch(/[\u4e00-\u9fff]/);
      expect(en.body.data.body.length).toBeGreaterThan(100);
    }
    expect((await callApi('GET', 'agreement/get', { query: { kind: 'user' }, lang: 'en' })).body.data.title).toBe('User Agreement');
  });

  it('serves the newest version in force on the day (China time), not one that starts later', async () => {
    await handle.db.insert(siteAgreements).values({ kind: 'privacy', version: '2099.1', effectiveOn: '2099-01-01', titleZh: '隐私协议', titleEn: 'Privacy Agreement', bodyZh: '未来版本', bodyEn: 'Future version', demo: true });
    expect((await callApi('GET', 'agreement/get', { query: { kind: 'privacy' } })).body.data.version).toBe('2026.1');
    // 2099-01-01 00:00 in China.
    const clock = testClock();
    clock.advance(new Date('2098-12-31T16:00:00Z').getTime() - clock.now().getTime());
    expect((await callApi('GET', 'agreement/get', { query: { kind: 'privacy' }, lang: 'en' })).body.data).toMatchObject({ version: '2099.1', body: 'Future version' });
  });

  it('refuses an unknown agreement with 400 in zh and en', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await callApi('GET', 'agreement/get', { query: { kind: 'marketing' }, lang });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: -1, data: null, msg: translate(lang, 'Site.unknownAgreement') });
    }
    expect((await callApi('GET', 'agreement/get')).status).toBe(400);
  });

  it('serves the contact details and the parts of about us, all labelled demo', async () => {
    const contact = (await callApi('GET', 'contact/get', { lang: 'en' })).body.data;
    expect(contact).toMatchObject({ phone: '400-000-0000', email: 'service@example.com', demo: true });
    expect(contact.company).toContain('(demo)');
    const about = (await callApi('GET', 'about/get', { lang: 'zh' })).body.data;
    expect(about.profile).toHaveLength(1);
    expect(about.qualification.length).toBeGreaterThanOrEqual(1);
    expect(about.honour.length).toBeGreaterThanOrEqual(1);
    expect(about.partner.length).toBeGreaterThanOrEqual(1);
    for (const item of [...about.qualification, ...about.honour, ...about.partner]) expect(item.title).toContain('演示');
    expect(about.contact.company).toContain('演示');
  });
});
