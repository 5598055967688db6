'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ReviewQueue } from '@/components/reviews/review-queue';
import { ReportAdminPanel } from './reports/report-admin';
import { FileField } from '@/components/ui/plain/file-field';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { toast } from '@/components/ui/plain/toast';
import { rankingApplicationCalls, rankingCalls } from '@/lib/api/calls/ranking';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import type { StoredFile } from '@/lib/files/contract';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from '@/lib/ranking/contract';
import { kindsReviewedBy } from '@/lib/reviews/kinds';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';

/**
 * /my/administration/qualityRanking (issue 33): publish a year's ranking of a category (qc/publish), write an
 * announcement or news item (qc/saveAnnouncement), upload report PDFs and name expert authors (qc/saveReport) and
 * review the ranking applications (the shared review queue).
 */
export function RankingAdmin() {
  const t = useTranslations('Ranking.admin');
  // The console is open to customer service too (admin:console); report PDFs and authors only to audit:publish
  // (qc/reportExperts, qc/saveReport) and the applications to their reviewers (lib/reviews/kinds.ts, which the audit
  // calls read): those sections are drawn for those who may use them, not asked for and refused.
  const { ready, userType } = useSession();
  const mayPublish = ready && roleHasPermission(userType ?? '', PERMISSIONS.auditPublish);
  const mayReview = ready && kindsReviewedBy(userType ?? '').includes('rankingApplication');
  return (
    <div className="rk-admin" data-testid="ranking-admin">
      <section>
        <h2>{t('publishTitle')}</h2>
        <PublishPanel />
      </section>
      <section>
        <h2>{t('announcementTitle')}</h2>
        <AnnouncementPanel />
      </section>
      {mayPublish && (
        <section>
          <h2>{t('reportsTitle')}</h2>
          <ReportAdminPanel />
        </section>
      )}
      {mayReview && (
        <section>
          <h2>{t('applicationsTitle')}</h2>
          <ReviewQueue kind="rankingApplication" renderDetail={(item) => <ApplicationSummary id={item.subjectId} />} />
        </section>
      )}
    </div>
  );
}

function PublishPanel() {
  const t = useTranslations('Ranking');
  const model = useCall(rankingCalls.introduce, {});
  const publish = useCallMutation(rankingCalls.publish);
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [category, setCategory] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const done = await publish.trigger({ year: Number(year), category: category || model.data?.categories[0]?.code || '' });
      toast.success(t('admin.published', { results: done.results }));
    } catch {
      /* the toast shows the server's reason (already published, no records) */
    }
  }
  return (
    <form className="rk-filter" onSubmit={submit} data-testid="publish-form">
      <label>
        {t('common.year')}
        <input type="number" min={2000} max={2100} value={year} onChange={(e) => setYear(e.target.value)} data-testid="publish-year" />
      </label>
      <label>
        {t('common.category')}
        <select value={category} onChange={(e) => setCategory(e.target.value)} data-testid="publish-category">
          {(model.data?.categories ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={publish.isMutating} data-testid="publish-submit">
        {t('admin.publish')}
      </button>
    </form>
  );
}

/**
 * The announcement form, opened by its button: the two bodies are rich-text editors, whose code (Tiptap) then loads,
 * not with the console. Saved, it empties and closes.
 */
function AnnouncementPanel() {
  const t = useTranslations('Ranking');
  const tc = useTranslations('Common');
  const save = useCallMutation(rankingCalls.saveAnnouncement);
  const empty = { kind: 'announcement' as AnnouncementKind, titleZh: '', titleEn: '', bodyZh: '', bodyEn: '' };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof empty) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const close = () => {
    setValues(empty);
    setFiles([]);
    setOpen(false);
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await save.trigger({ ...values, fileIds: files.map((f) => f.id) });
      toast.success(t('admin.saved'));
      close();
    } catch {
      /* the toast shows the server's reason */
    }
  }
  if (!open) {
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)} data-testid="announcement-new">
        {t('admin.newAnnouncement')}
      </button>
    );
  }
  return (
    <form className="rk-form" onSubmit={submit} data-testid="announcement-form">
      <div className="field">
        <label className="field__label" htmlFor="rk-kind">{t('admin.kind')}</label>
        <select id="rk-kind" value={values.kind} onChange={set('kind')}>
          {ANNOUNCEMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`announcements.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {(['titleZh', 'titleEn'] as const).map((k) => (
        <div className="field" key={k}>
          <label className="field__label" htmlFor={`rk-${k}`}>{t(`admin.${k}`)}</label>
          <input id={`rk-${k}`} className="field__input" value={values[k]} onChange={set(k)} maxLength={300} />
        </div>
      ))}
      {(['bodyZh', 'bodyEn'] as const).map((k) => (
        <div className="field" key={k}>
          <span className="field__label" id={`rk-${k}-label`}>{t(`admin.${k}`)}</span>
          <RichTextEditor id={`rk-${k}`} aria-labelledby={`rk-${k}-label`} value={values[k]} onChange={(html) => setValues((v) => ({ ...v, [k]: html }))} testId={`announcement-${k}`} />
        </div>
      ))}
      <div className="field">
        <span className="field__label">{t('announcements.attachments')}</span>
        <FileField kind="attachment" max={5} value={files} onChange={setFiles} onBusyChange={setBusy} testId="announcement-files" />
      </div>
      <div className="rk-form__actions">
        <button type="submit" className="button button--primary" disabled={busy || save.isMutating}>
          {t('admin.save')}
        </button>
        <button type="button" className="button" onClick={close}>
          {tc('cancel')}
        </button>
      </div>
    </form>
  );
}

function ApplicationSummary({ id }: { id: number }) {
  const t = useTranslations('Ranking.apply');
  const tc = useTranslations('Common');
  const { data, error, isLoading } = useCall(rankingApplicationCalls.applicationGet, { id });
  if (isLoading) return <p>{tc('loading')}</p>;
  if (error || !data) return <p role="alert">{error?.message}</p>;
  const rows: [string, string][] = [
    [t('userType'), t(`userTypes.${data.userType}`)],
    [t('companyName'), data.companyName],
    [t('creditCode'), data.creditCode],
    [t('address'), data.address],
    [t('productName'), data.productName],
    [t('category'), data.category?.name ?? '—'],
    [t('steelmakingLine'), data.steelmakingLine || '—'],
    [t('rollingLine'), data.rollingLine || '—'],
    [t('manufacturer'), data.manufacturer],
    [t('contactName'), data.contactName],
    [t('contactInfo'), data.contactInfo],
    [t('instructions'), data.instructions || '—'],
  ];
  return (
    <div data-testid="application-summary">
      <dl className="rk-dl">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {data.attachments.length ? (
        <ul>
          {data.attachments.map((f) => (
            <li key={f.id}>
              <a href={f.url} download>
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
