import type { DatabaseHandle } from '@/lib/server/db/client';
import { createSession } from '@/lib/server/auth/session';
import { users } from '@/lib/server/db/schema';
import { importMaterials } from '@/lib/server/materials/importer';
import { importWeldMatchingRules } from '@/lib/server/intelligence/seed';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';

/**
 * Issue 47: answers an engineer can trust, through ai/conversationDetailSave, on the compiled standard
 * grades and families (the records that hold ship plate Grade A, reinforcing bars and the stainless
 * cross-references). Every expected value is the imported record's own.
 */
let handle: DatabaseHandle;
let token: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades', 'compiled_steel_families', 'compiled_welding_consumables']);
  await importWeldMatchingRules(handle.db);
  const [user] = await handle.db.insert(users).values({ userName: `t${Math.random().toString(36).slice(2, 8)}`, role: 'individual' }).returning();
  token = (await createSession(handle.db, user.id)).token;
}, 120000);
afterAll(async () => {
  await handle.close();
});

interface Turn {
  answer: string;
  intent: string;
  conversationId: number;
  citations: { kind: string; title: string }[];
}
async function ask(question: string, lang: 'zh' | 'en', conversationId?: number, as = token): Promise<Turn> {
  const res = await callApi('POST', 'ai/conversationDetailSave', { token: as, body: { question, ...(conversationId ? { conversationId } : {}) }, lang });
  expect(res.status).toBe(200);
  return res.body.data.turn;
}
const materials = (t: Turn) => t.citations.filter((c) => c.kind === 'material').map((c) => c.title);

describe('equivalents in every system asked', () => {
  it('answers "06Cr19Ni10 对应的美标、欧标和日标牌号" with ASTM, EN and JIS grades', async () => {
    const t = await ask('06Cr19Ni10 对应的美标、欧标和日标牌号分别是什么？', 'zh');
    expect(t.intent).toBe('equivalent');
    for (const s of ['ASTM：', 'EN：', 'JIS：', '304', 'X5CrNi18-10', 'SUS304']) expect(t.answer).toContain(s);
  });
  it('answers "What is the European equivalent of AISI 304?" with the EN grade', async () => {
    const t = await ask('What is the European equivalent of AISI 304?', 'en');
    expect(t.answer).toContain('X5CrNi18-10');
    expect(t.answer).not.toContain('SUS304');
  });
  it('keeps a structural steel\'s equivalents to the stored rows: S355JR → Q355B, no reinforcing bars', async () => {
    const t = await ask('S355JR 对应的国标牌号', 'zh');
    expect(t.answer).toContain('Q355B');
    expect(t.answer).not.toMatch(/HPB300|HRB400/);
  });
  it('cites only what the answer used: 45 → 1045', async () => {
    const t = await ask('45 对应的美标牌号', 'zh');
    expect(t.answer).toContain('1045');
    expect(t.answer).not.toMatch(/A537|\bO1\b|\bW1\b/);
    for (const c of materials(t)) expect(['45', '1045']).toContain(c);
  });
});

describe('a grade and a property ask for the value with its condition', () => {
  it('gives the tensile strength of S355JR with its thickness bands', async () => {
    const t = await ask('What is the tensile strength of S355JR?', 'en');
    expect(t.intent).toBe('value');
    expect(t.answer).toContain('thickness 3–100 mm: 470–630 MPa');
    expect(t.answer).toContain('thickness < 3 mm: 510–680 MPa');
    expect(t.answer).not.toContain('the highest stress');
    expect(materials(t)).toEqual(['S355JR']);
  });
  it('gives the yield strength of Q355B per thickness band', async () => {
    const t = await ask('Q355B 的屈服强度是多少？', 'zh');
    expect(t.answer).toContain('厚度 ≤ 16 mm：≥ 355 MPa');
    expect(t.answer).toContain('厚度 > 16–40 mm：≥ 345 MPa');
    expect(t.answer).toContain('厚度 > 200–250 mm：≥ 275 MPa');
  });
  it('shows labels, never internal codes', async () => {
    const t = await ask('Q355B 的力学性能', 'zh');
    expect(t.answer).toContain('低合金高强度结构钢');
    expect(t.answer).not.toMatch(/hsla|cehe_/);
  });
});

describe('filters and refusals', () => {
  it('reads "a minimum … of at least 460 MPa" as a bound, not as grade A', async () => {
    const t = await ask('Which steels have a minimum yield strength of at least 460 MPa?', 'en');
    expect(t.intent).toBe('filter');
    expect(t.answer).toContain('Yield strength ≥ 460 MPa');
    expect(t.answer).not.toMatch(/Grade A:|shipbuilding/);
  });
  it('reads 不低于 as a lower bound', async () => {
    const t = await ask('屈服强度不低于 460 MPa 的钢有哪些？', 'zh');
    expect(t.answer).toContain('屈服强度 ≥ 460 MPa');
  });
  it('says the portal holds no fatigue data in seawater, names what it holds and cites only that record', async () => {
    const en = await ask('What is the fatigue limit of S355JR at 2 million cycles in seawater?', 'en');
    expect(en.intent).toBe('unsupported');
    expect(en.answer).toContain('holds no data on fatigue');
    expect(en.answer).toContain('Yield strength');
    expect(en.answer).not.toMatch(/MPa|≥/);
    expect(materials(en)).toEqual(['S355JR']);
    const zh = await ask('S355JR 在海水中 200 万次循环的疲劳极限是多少？', 'zh');
    expect(zh.intent).toBe('unsupported');
    expect(zh.answer).toContain('本站没有 S355JR 的');
    expect(zh.answer).not.toContain('MPa');
  });
});

describe('follow-ups keep the conversation\'s grade', () => {
  it('compares the previous grade with Q235B in Chinese and in English', async () => {
    const first = await ask('Q355B 的屈服强度是多少？', 'zh');
    const zh = await ask('和 Q235B 比较一下', 'zh', first.conversationId);
    expect(zh.intent).toBe('comparison');
    expect(zh.answer).toContain('Q355B ≥ 355 MPa');
    expect(zh.answer).toContain('Q235B ≥ 235 MPa');
    const start = await ask('What is the tensile strength of S355JR?', 'en');
    const en = await ask('Compare it with Q235B', 'en', start.conversationId);
    expect(en.answer).toContain('S355JR 470–630 MPa');
    expect(en.answer).toContain('Q235B 370–500 MPa');
    expect(materials(en).sort()).toEqual(['Q235B', 'S355JR']);
  });
  it('does not carry the grade into an unrelated question', async () => {
    const first = await ask('Q355B 的力学性能', 'zh');
    const next = await ask('今天天气怎么样', 'zh', first.conversationId);
    expect(next.intent).toBe('unknown');
    expect(next.citations).toEqual([]);
  });
});

describe('welding fillers by the published selection rules', () => {
  // A reader of their own: the questions above used most of the first one's per-minute allowance (aiQuestion).
  let welder: string;
  beforeAll(async () => {
    const [user] = await handle.db.insert(users).values({ userName: `w${Math.random().toString(36).slice(2, 8)}`, role: 'individual' }).returning();
    welder = (await createSession(handle.db, user.id)).token;
  });
  it('gives Q345R pressure vessel plate E5015 / E5016 (J507 / J506) low-hydrogen electrodes, not Cr-Mo ones, in both languages', async () => {
    const zh = await ask('Q345R 压力容器钢板焊条电弧焊应该用什么焊条？', 'zh', undefined, welder);
    expect(zh.intent).toBe('welding');
    for (const s of ['• E5015', 'J507', '• E5016', 'J506', '选用规则 WSR02', '低氢型，压力容器需要']) expect(zh.answer).toContain(s);
    expect(zh.answer).not.toMatch(/• E5515|• E8018|-1CM \(/);
    expect(zh.citations.filter((c) => c.kind === 'rule').map((c) => c.title)).toEqual(['焊材选用规则 WSR02', '焊材选用规则 WSR03', '焊材选用规则 WSR04']);
    const en = await ask('Which electrode should I use to weld Q345R pressure vessel plate by SMAW?', 'en', undefined, welder);
    for (const s of ['• E5015', 'J507', '• E5016', 'J506', 'selection rule WSR02']) expect(en.answer).toContain(s);
    expect(en.answer).not.toMatch(/[\u4e00-\u9fff]/);
  });
  it('gives a Cr-Mo steel Cr-Mo fillers, 06Cr19Ni10 E308-type ones and Q235 to 06Cr19Ni10 an over-alloyed E309-type one', async () => {
    expect((await ask('15CrMoR 焊接用什么焊条', 'zh', undefined, welder)).answer).toContain('• E5515-1CM (GB/T 5118) / R307');
    const s304 = await ask('06Cr19Ni10 焊接用什么焊材', 'zh', undefined, welder);
    expect(s304.answer).toContain('• E308-16');
    expect(s304.answer).not.toContain('• E309');
    const joint = await ask('Which electrode for welding Q235 to 06Cr19Ni10?', 'en', undefined, welder);
    expect(joint.answer).toContain('• E309L-16 (AWS A5.4) / A062');
    expect(joint.answer).toMatch(/Avoid: E308-16/);
  });
});

