'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { digitalCalls, expertCalls, industrialCalls } from '@/lib/api/calls/directories';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { DirectoryKind } from '@/lib/directories/contract';
import type { StoredFile } from '@/lib/files/contract';
import { toast } from '@/components/ui/plain/toast';
import { EMPTY_VALUES, FORM_FIELDS, type FieldSpec } from './fields';

const SAVE = { expert: expertCalls.save, industrial: industrialCalls.save, digital: digitalCalls.save } as const;

interface Props {
  kind: DirectoryKind;
  /** The entry being edited (its id and stored texts), or null for a new one. */
  entry: { id: number; source: Record<string, unknown>; screenshots?: StoredFile[] } | null;
  onDone: (saved: boolean) => void;
}

/**
 * The edit form of one directory entry, both languages side by side (Chinese and English fields next to each other).
 * The server checks everything (zod schema, sanitising): its refusal names the field in the editor's language and is
 * shown by the API client's toast.
 */
export function EntryForm({ kind, entry, onDone }: Props) {
  const t = useTranslations('Directories');
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...EMPTY_VALUES[kind], ...(entry?.source ?? {}) }));
  const [shots, setShots] = useState<StoredFile[]>(entry?.screenshots ?? []);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const experts = useCall(cloudCalls.profilePage, kind === 'expert' ? { kind: 'expert', pageSize: 100 } : null);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const body = { ...values, ...(kind === 'industrial' ? { screenshotIds: shots.map((f) => f.id) } : {}), ...(entry ? { id: entry.id } : {}) };
      await request(SAVE[kind] as typeof expertCalls.save, body as never);
      toast.success(t('admin.saved'));
      onDone(true);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  }

  const label = (name: string) => t(`admin.fields.${name}` as 'admin.fields.nameZh');
  const input = (f: FieldSpec) => {
    const id = `dir-${kind}-${f.name}`;
    const common = { id, name: f.name, 'data-testid': `dir-field-${f.name}` };
    switch (f.type) {
      case 'rich':
        return <RichTextEditor id={id} name={f.name} aria-labelledby={`${id}-label`} value={String(values[f.name] ?? '')} onChange={(html) => set(f.name, html)} testId={common['data-testid']} />;
      case 'select':
        return (
          <select {...common} value={String(values[f.name] ?? '')} onChange={(e) => set(f.name, e.target.value)}>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {f.labelOf === 'format' ? t(`formats.${o}` as 'formats.online') : t(`categories.${kind}.${o}` as 'categories.expert.consulting')}
              </option>
            ))}
          </select>
        );
      case 'expert':
        return (
          <select {...common} value={String(values.profileId ?? '')} onChange={(e) => set('profileId', e.target.value ? Number(e.target.value) : undefined)}>
            <option value="">{t('admin.chooseExpert')}</option>
            {(experts.data?.list ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.org}
              </option>
            ))}
          </select>
        );
      case 'images':
        return <FileField kind="image" max={5} value={shots} onChange={setShots} onBusyChange={setUploading} testId="dir-screenshots" />;
      default:
        return <input {...common} type={f.type === 'date' ? 'date' : f.type === 'url' ? 'url' : 'text'} maxLength={f.type === 'text' ? f.max : undefined} value={String(values[f.name] ?? '')} onChange={(e) => set(f.name, e.target.value)} />;
    }
  };

  return (
    <form className="dir-form" onSubmit={submit} data-testid="directory-form">
      <div className="dir-form__grid">
        {FORM_FIELDS[kind].map((f) => (
          <div key={f.name} className={`field${f.type === 'rich' || f.type === 'images' ? ' dir-form__wide-half' : ''}`}>
            {f.type === 'rich' ? <span id={`dir-${kind}-${f.name}-label`}>{label(f.name)}</span> : <label htmlFor={`dir-${kind}-${f.name}`}>{label(f.name)}</label>}
            {input(f)}
          </div>
        ))}
      </div>
      <label className="dir-form__check">
        <input type="checkbox" checked={Boolean(values.published)} onChange={(e) => set('published', e.target.checked)} data-testid="dir-field-published" /> {t('admin.publish')}
      </label>
      <div className="dir-form__actions">
        <button className="button button--primary" type="submit" disabled={busy || uploading} data-testid="directory-save">
          {t('admin.save')}
        </button>
        <button className="button" type="button" onClick={() => onDone(false)}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}
