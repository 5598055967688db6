import 'server-only';
import type { NoteDocument } from './pdf';

/**
 * The portal's own method notes (issue 14, content): how similarity, grade matching, welding matching
 * and intelligent matching work, as implemented in lib/intelligence (docs/INTELLIGENCE.md). The
 * portal wrote them, so it may publish them; they are generated as PDFs at seed time.
 */
export interface MethodNote {
  code: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  keywords: string[];
  doc: NoteDocument;
}

const FOOTER = 'atsteel portal - method note, written from the portal source (lib/intelligence, docs/INTELLIGENCE.md). Free to share with attribution.';

export const METHOD_NOTES: MethodNote[] = [
  {
    code: 'method:similarity',
    titleZh: '成分相似度的计算方法',
    titleEn: 'How composition similarity is computed',
    summaryZh: '相似材料搜索如何把元素限值化为数值、按元素加权计算距离，并与力学性能接近度合成 0–100 分。',
    summaryEn: 'How the similar-materials search turns element limits into numbers, weighs per-element distances and combines them with property nearness into a 0-100 score.',
    keywords: ['相似度', 'similarity', '化学成分', 'composition', '权重'],
    doc: {
      title: 'How composition similarity is computed',
      subtitle: 'Similar materials and computed counterparts on the portal',
      footer: FOOTER,
      sections: [
        {
          heading: '1. One number per element',
          paragraphs: [
            'Each element limit of a record becomes one number: the middle of a range, half of a bare maximum (a residual limit is rarely reached), and a bare minimum itself.',
          ],
        },
        {
          heading: '2. Distance per element',
          paragraphs: [
            'For two records the distance of one element is d = |a - b| / max(a, b, floor), capped at 1. The floor (for example C 0.05, Mn and Si 0.2, Cr and Ni 0.3, Mo 0.1, P and S 0.03 wt %) keeps trace amounts from looking like large relative differences.',
            'An element present in one record only counts (as 0 in the other) when it exceeds the floor and is deliberately added there, i.e. a minimum is specified. A residual cap such as "Mo <= 0.75" is no evidence of a difference.',
          ],
        },
        {
          heading: '3. Weights and the score',
          paragraphs: [
            'Weights say how much an element defines a grade: C, Cr and Ni 3; Mo 2.5; Mn 2; W and Co 2; Si 1.5; V, Nb, Ti, Cu, N and B 1; Al, P and S 0.5; for aluminium alloys Mg and Zn 3, Fe and Zr 1; all others 1.',
            'Composition score = 100 x (1 - sum of w_i d_i / sum of w_i). Every element\'s penalty (100 w_i d_i / sum w) is returned with the result, so the points lost add up to 100 minus the score.',
          ],
        },
        {
          heading: '4. Property nearness',
          paragraphs: [
            'Optionally (on by default) the same formula runs over the guaranteed minima of yield strength (weight 3), tensile strength (3), elongation (2), impact energy, hardness and reduction of area (1), relative to the larger value.',
            'The combined score is 70 % composition and 30 % properties when both exist, otherwise whichever exists. A filter to one standard system (ASTM, AISI, SAE and UNS count as one American family) answers questions such as "the nearest ASTM grade to Q355B".',
          ],
        },
      ],
    },
  },
  {
    code: 'method:grade-matching',
    titleZh: '牌号对照与匹配等级',
    titleEn: 'Grade matching and match classes',
    summaryZh: '牌号对照中“已列出”与“计算得出”两类对应牌号的来源、排序和逐元素、逐性能的判定。',
    summaryEn: 'Where listed and computed counterparts of a grade come from, how they are ranked, and the per-element and per-property verdicts shown instead of "equal".',
    keywords: ['牌号对照', 'grade matching', 'equivalent', '对应牌号'],
    doc: {
      title: 'Grade matching and match classes',
      subtitle: 'Steel-grade matching on the portal',
      footer: FOOTER,
      sections: [
        {
          heading: 'Listed counterparts',
          paragraphs: [
            'A counterpart is listed when it appears in the same row of a cross-reference source (the hand-compiled equivalents tables of the reference data), shown with that row\'s sources and confidence grade (A, B or C). Names are normalised: "A572 Grade 50" equals "A572 Gr.50"; a former name such as Q345B counts for Q355B; UNS numbers and aliases count.',
          ],
        },
        {
          heading: 'Computed counterparts',
          paragraphs: ['A grade that is not listed but whose composition and property nearness score at least 60 is shown as computed, with its score (see the note on composition similarity).'],
        },
        {
          heading: 'Order and verdicts',
          paragraphs: [
            'Listed counterparts come first, ordered by confidence, then computed ones by score. Standards are never exactly equivalent, so each counterpart carries verdicts instead of "equal".',
            'Composition: stricter (a narrower range or a lower maximum), looser, same, shifted (ranges overlap differently), not specified (the counterpart sets no limit), additional limit. Properties: a higher guaranteed minimum is stricter.',
          ],
        },
      ],
    },
  },
  {
    code: 'method:welding',
    titleZh: '焊接材料匹配规则',
    titleEn: 'How welding consumables are matched',
    summaryZh: '按母材成分选择焊材的规则：碳钢与低合金钢强度匹配、奥氏体不锈钢成分匹配、铬钼钢、异种钢与铝合金。',
    summaryEn: 'The rules that choose consumables from the base metal: strength matching for carbon and HSLA steels, composition matching for austenitic stainless, Cr-Mo steels, dissimilar joints and aluminium.',
    keywords: ['焊材', 'welding', '焊接匹配', 'consumable', 'SMAW', 'GMAW'],
    doc: {
      title: 'How welding consumables are matched',
      subtitle: 'Welding-grade matching on the portal',
      footer: FOOTER,
      sections: [
        {
          heading: 'Carbon and HSLA steel: strength matching',
          paragraphs: ['The deposit\'s tensile strength must be at least that of the base metal (the weaker base of a joint). Low-hydrogen electrodes are preferred from 450 MPa. Under-matched consumables are avoided.'],
        },
        {
          heading: 'Austenitic stainless steel: composition matching',
          paragraphs: ['Composition is matched on Cr, Ni, Mo, C and Nb; a Nb-stabilised filler is chosen for Ti-stabilised grades. Fillers without Mo on Mo-bearing grades and carbon-steel fillers are avoided.'],
        },
        {
          heading: 'Cr-Mo steels and dissimilar joints',
          paragraphs: [
            'Cr-Mo steels (Cr >= 0.5, Mo >= 0.2) get a filler of the same Cr-Mo class with tensile strength at least that of the base, with a preheat and post-weld heat treatment warning; carbon-steel fillers are avoided.',
            'Carbon steel joined to stainless steel gets an over-alloyed 309L-class filler (Cr >= 21, Ni >= 11) that survives dilution; 308/308L and carbon-steel fillers are avoided.',
          ],
        },
        {
          heading: 'Aluminium alloys',
          paragraphs: ['By series: 1xxx ER1100 (ER4043); 3xxx, 4xxx and 6xxx ER4043 (ER5356 as an alternative for 6xxx); 5xxx with at least 2.5 % Mg ER5356, 5083 and 5456 ER5183; 7xxx ER5356; 2xxx not recommended. ER4043 on high-Mg 5xxx alloys is avoided (Mg2Si hot cracking).'],
        },
        {
          heading: 'Processes and evidence',
          paragraphs: ['Processes: SMAW (covered electrodes), GMAW and GTAW (solid wires and rods) and SAW (wires whose strength depends on the flux, taken from the matching table). Every choice carries its rule with the numbers, the Chinese brand next to the GB/AWS classification, the consumable\'s sources and, where the table lists it, the table row with its sources and confidence.'],
        },
      ],
    },
  },
  {
    code: 'method:requirements',
    titleZh: '按性能要求智能选材',
    titleEn: 'Choosing materials by requirements',
    summaryZh: '智能匹配如何按屈服、抗拉、伸长率、冲击和碳当量要求评估候选材料并排序。',
    summaryEn: 'How intelligent matching checks candidates against yield, tensile, elongation, impact and carbon-equivalent requirements and ranks them.',
    keywords: ['智能匹配', 'requirements', '碳当量', 'CEV', '选材'],
    doc: {
      title: 'Choosing materials by requirements',
      subtitle: 'Intelligent matching on the portal',
      footer: FOOTER,
      sections: [
        {
          heading: 'Requirements',
          paragraphs: ['A requirement is a property, an operator and a value, with a test temperature for impact: yield, tensile strength, elongation, reduction of area, hardness, impact energy and CEV. The defaults are yield >= 345 MPa, A >= 20 %, KV at -20 C >= 34 J and CEV <= 0.45.'],
        },
        {
          heading: 'Carbon equivalent',
          paragraphs: ['CEV (IIW) = C + Mn/6 + (Cr + Mo + V)/5 + (Ni + Cu)/15, from the upper composition limits (the worst case), or the standard\'s stated CEV maximum for the thinnest band when there is one.'],
        },
        {
          heading: 'Ranking',
          paragraphs: [
            'Impact tested only at a warmer temperature than required counts as no data. The margin of a requirement is (actual - required) / required, reversed for upper limits.',
            'Candidates are ranked by the fewest failures, then the fewest unknowns, then the largest smallest margin.',
          ],
        },
      ],
    },
  },
];
