'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { toast } from '@/components/ui/plain/toast';
import { rankingReportCalls } from '@/lib/api/calls/ranking';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import type { StoredFile } from '@/lib/files/contract';
import type { ReportAuthor, ReportItem } from '@/lib/ranking/contract';

/**
 * The reports part of /my/administration/qualityRanking (issue 33 behaviour 6): for each report item, upload the PDF
 * buyers get instead of the generated one (file kind `report`: PDF by content, ≤ 500 KB, checked by the file service)
 * and name its expert author (qc/saveReport).
 */
export function ReportAdminPanel() {
  const t = useTranslations('Ranking');
  const tc = useTranslations('Common');
  const reports = useCall(rankingReportCalls.reportCategory, {});
  const experts = useCall(rankingReportCalls.reportExperts, {});
  if (reports.error || experts.error) return <p role="alert">{(reports.error ?? experts.error)?.message}</p>;
  if (!reports.data || !experts.data) return <p aria-busy="true">{tc('loading')}</p>;
  const items = reports.data.flatMap((c) => c.reports);
  return (
    <div data-testid="report-admin">
      <p>{t('admin.reportsLead')}</p>
      {items.map((r) => (
        <ReportRow key={r.id} report={r} experts={experts.data!} onSaved={() => void reports.mutate()} />
      ))}
    </div>
  );
}

function ReportRow({ report, experts, onSaved }: { report: ReportItem; experts: ReportAuthor[]; onSaved: () => void }) {
  const t = useTranslations('Ranking');
  const save = useCallMutation(rankingReportCalls.saveReport);
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [expert, setExpert] = useState(report.author ? String(report.author.id) : '');
  const [busy, setBusy] = useState(false);
  const run = async (input: { fileId?: string | null; expertId?: number | null }) => {
    try {
      await save.trigger({ id: report.id, ...input });
      toast.success(t('admin.reportSaved'));
      setFiles([]);
      onSaved();
    } catch {
      /* the toast shows the server's reason */
    }
  };
  const disabled = busy || save.isMutating;
  return (
    <form
      className="rk-form"
      data-testid="report-admin-row"
      data-report={report.id}
      onSubmit={(e) => {
        e.preventDefault();
        void run({ expertId: expert ? Number(expert) : null, ...(files[0] ? { fileId: files[0].id } : {}) });
      }}
    >
      <h3>
        {report.title} · {report.uploaded ? t('admin.reportUploaded') : t('admin.reportGenerated')}
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`rk-expert-${report.id}`}>
          {t('admin.reportExpert')}
        </label>
        <select id={`rk-expert-${report.id}`} value={expert} onChange={(e) => setExpert(e.target.value)} data-testid="report-admin-expert">
          <option value="">{t('admin.noExpert')}</option>
          {experts.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name} · {x.org}
              {x.demo ? ` ${t('report.demoPerson')}` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <span className="field__label">{t('admin.reportFile')}</span>
        <FileField kind="report" max={1} value={files} onChange={setFiles} onBusyChange={setBusy} testId="report-admin-file" />
      </div>
      <button type="submit" className="button button--primary" disabled={disabled} data-testid="report-admin-save">
        {t('admin.reportSave')}
      </button>{' '}
      {report.uploaded ? (
        <button type="button" className="button" disabled={disabled} onClick={() => void run({ fileId: null })} data-testid="report-admin-generated">
          {t('admin.reportRemoveUpload')}
        </button>
      ) : null}
    </form>
  );
}
