import { expect, test } from '@playwright/test';
import { LANGS } from './helpers';

/** The material calls against the production build, in both languages (issue 4 acceptance). */
for (const lang of LANGS) {
  const headers = { cookie: `lang=${lang === 'zh' ? 'CN' : 'EN'}` };

  test.describe(`material API (${lang})`, () => {
    test('lists the Q355 quality grades first', async ({ request }) => {
      const res = await request.post('/atsteel/steelName/steelSearch', { headers, data: { keyword: 'Q355' } });
      const body = await res.json();
      expect(body.code).toBe(0);
      expect(body.data.list.slice(0, 3).map((r: { grade: string }) => r.grade)).toEqual(['Q355B', 'Q355C', 'Q355D']);
    });

    test('finds GB, ASTM and JIS designations for 304', async ({ request }) => {
      const body = await (await request.post('/atsteel/steelName/steelSearch', { headers, data: { keyword: '304', pageSize: 50 } })).json();
      const grades = body.data.list.map((r: { grade: string }) => r.grade);
      for (const g of ['304', '06Cr19Ni10', 'SUS304']) expect(grades).toContain(g);
    });

    test('filters tensile 600-800 MPa with Cr >= 0.8 % and refuses a maximum below the minimum', async ({ request }) => {
      const ok = await (
        await request.post('/atsteel/steelName/steelSearch', {
          headers,
          data: { properties: [{ key: 'tensileStrength', min: 600, max: 800 }], elements: [{ key: 'Cr', min: 0.8 }], pageSize: 100 },
        })
      ).json();
      expect(ok.data.total).toBeGreaterThan(0);
      for (const r of ok.data.list) expect(r.tensileMin).toBeGreaterThanOrEqual(600);
      const badRes = await request.post('/atsteel/steelName/steelSearch', { headers, data: { properties: [{ key: 'tensileStrength', min: 800, max: 600 }] } });
      expect(badRes.status()).toBe(400);
      const bad = await badRes.json();
      expect(bad.code).toBe(-1);
      expect(bad.msg).toContain(lang === 'zh' ? '最大值不能小于最小值' : 'maximum cannot be less than the minimum');
    });

    test('answers no corresponding id and gives sources on a detail', async ({ request }) => {
      const missingRes = await request.get('/atsteel/steelName/steelDetail?id=999999999', { headers });
      expect(missingRes.status()).toBe(404);
      const missing = await missingRes.json();
      expect(missing.msg).toBe(lang === 'zh' ? '没有对应的编号' : 'No corresponding id');
      const detail = await (await request.get('/atsteel/steelName/steelDetail?id=q355b-stl012', { headers })).json();
      expect(detail.data.grade).toBe('Q355B');
      expect(detail.data.source.datasetCode).toBe('compiled_steel_grades');
      expect(detail.data.composition.length).toBeGreaterThan(3);
    });
  });
}
