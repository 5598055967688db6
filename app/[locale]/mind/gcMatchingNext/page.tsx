import { GradeResults } from '@/components/intelligence/grade-results';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { screen } from '@/components/layout/screen';
import { intelligenceCalls } from '@/lib/intelligence/contract';
import { thicknessSchema } from '@/lib/intelligence/board-schemas';
import { translate } from '@/lib/i18n/messages';
import { publicGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

const one = (v: string | string[] | undefined) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 120) : undefined);

/**
 * Counterparts of one grade across standard systems, with differences, and its similar materials:
 * both read on the server (the same public calls the browser would make), so the page arrives whole.
 */
const page = screen({
  metadata: async ({ locale: loc, searchParams }) => {
    const grade = one((await searchParams).grade);
    const title = translate(loc, 'Intelligence.matching.nextTitle');
    return pageMetadata(loc, '/mind/gcMatchingNext', grade ? `${grade} · ${title}` : title, translate(loc, 'Intelligence.matching.description'));
  },
  messages: ['Materials', 'Intelligence'],
  render: async ({ locale: loc, searchParams }) => {
    const q = await searchParams;
    const id = one(q.id);
    const grade = one(q.grade);
    const system = one(q.system);
    // A thickness that is not one (text, 0, > 1000) is said beside the field; the values then use the thinnest band.
    const asked = thicknessSchema.safeParse(one(q.thickness));
    const thickness = asked.success ? (asked.data ?? null) : null;
    const matches =
      id || grade
        ? await publicGet(loc, intelligenceCalls.gradeMatching, { id: id && /^\d+$/.test(id) ? id : undefined, grade, system, thickness: thickness ?? undefined })
        : null;
    const similar = matches?.ok ? await publicGet(loc, intelligenceCalls.similar, { id: matches.data.reference.id, useProperties: true, limit: 10 }) : null;
    return (
      <>
        {/* The introduction ("standards are never exactly equivalent") is said once, above the results. */}
        <IntelligenceHeader title={translate(loc, 'Intelligence.matching.nextTitle')} description={translate(loc, 'Intelligence.matching.description')} />
        {!matches ? (
          <p className="intel-page">{translate(loc, 'Intelligence.matching.chooseGrade')}</p>
        ) : matches.ok ? (
          <GradeResults
            data={matches.data}
            system={system}
            similar={similar?.ok ? similar.data : null}
            thicknessForm={{ keep: { id, grade, system }, error: !asked.success }}
          />
        ) : (
          <p className="intel-page intel-empty" data-testid="grade-results-empty">
            {translate(loc, 'Intelligence.common.noData')}
          </p>
        )}
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
