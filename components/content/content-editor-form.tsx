'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileUpload } from '@/components/files/file-upload';
import { toast } from '@/components/ui/plain/toast';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { contentCalls } from '@/lib/api/calls/content';
import { request } from '@/lib/api/client';
import type { ContentEditorItem } from '@/lib/content/contract';
import { CONTENT_KINDS, type ContentKind } from '@/lib/content/rules';
import type { StoredFile } from '@/lib/files/contract';

type Lang = 'Zh' | 'En';
interface Draft {
  kind: ContentKind;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
  demo: boolean;
  cover: StoredFile[];
  attachments: StoredFile[];
}

const fromItem = (item: ContentEditorItem | null, kind: ContentKind): Draft =>
  item
    ? { kind: item.kind, titleZh: item.titleZh, titleEn: item.titleEn, summaryZh: item.summaryZh, summaryEn: item.summaryEn, bodyZh: item.bodyZh, bodyEn: item.bodyEn, demo: item.demo, cover: item.cover, attachments: item.attachments }
    : { kind, titleZh: '', titleEn: '', summaryZh: '', summaryEn: '', bodyZh: '', bodyEn: '', demo: false, cover: [], attachments: [] };

/**
 * One item, Chinese and English side by side (titles, summaries, bodies in the rich-text editor), the cover and attachments through
 * the one upload field; the preview shows the bodies as the server cleaned them on save (content/save answers them).
 */
export function ContentEditorForm({ item, kind, onSaved, onCancel }: { item: ContentEditorItem | null; kind: ContentKind; onSaved: (item: ContentEditorItem) => void; onCancel: () => void }) {
  const t = useTranslations('Content');
  const [draft, setDraft] = useState<Draft>(() => fromItem(item, kind));
  const [saved, setSaved] = useState<ContentEditorItem | null>(item);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    setBusy(true);
    try {
      const { cover, attachments, ...rest } = draft;
      const answer = await request(contentCalls.save, { ...(saved ? { id: saved.id } : {}), ...rest, coverFileIds: cover.map((f) => f.id), attachmentFileIds: attachments.map((f) => f.id) });
      setSaved(answer);
      setDraft(fromItem(answer, answer.kind));
      toast.success(t('editor.saved'));
      onSaved(answer);
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  };

  const column = (lang: Lang) => (
    <fieldset className="content-editor__lang" data-testid={`content-editor-${lang.toLowerCase()}`}>
      <legend id={`content-legend-${lang}`}>{t(lang === 'Zh' ? 'editor.zh' : 'editor.en')}</legend>
      <label>
        {t('editor.titleLabel')}
        <input name={`title${lang}`} value={draft[`title${lang}`]} maxLength={200} onChange={(e) => set(`title${lang}`, e.target.value)} />
      </label>
      <label>
        {t('editor.summaryLabel')}
        <textarea name={`summary${lang}`} rows={2} value={draft[`summary${lang}`]} maxLength={500} onChange={(e) => set(`summary${lang}`, e.target.value)} />
      </label>
      <span className="content-editor__label" id={`content-body-${lang}-label`}>
        {t('editor.bodyLabel')}
      </span>
      <RichTextEditor
        id={`content-body-${lang}`}
        name={`body${lang}`}
        aria-labelledby={`content-legend-${lang} content-body-${lang}-label`}
        value={draft[`body${lang}`]}
        onChange={(html) => set(`body${lang}`, html)}
        testId={`content-body-${lang.toLowerCase()}`}
      />
    </fieldset>
  );

  return (
    <form
      className="content-editor"
      data-testid="content-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label>
        {t('editor.kind')}
        <select name="kind" value={draft.kind} onChange={(e) => set('kind', e.target.value as ContentKind)}>
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="content-editor__langs">
        {column('Zh')}
        {column('En')}
      </div>
      <div className="content-editor__files">
        <FileUpload kind="image" max={1} replace value={draft.cover} onChange={(files) => set('cover', files)} label={t('editor.cover')} testId="content-cover" onBusyChange={setBusy} />
        <FileUpload kind="attachment" max={5} value={draft.attachments} onChange={(files) => set('attachments', files)} label={t('editor.attachments')} testId="content-attachments" onBusyChange={setBusy} />
      </div>
      <label className="content-editor__check">
        <input type="checkbox" name="demo" checked={draft.demo} onChange={(e) => set('demo', e.target.checked)} />
        {t('editor.demoFlag')}
      </label>
      <div className="content-editor__actions">
        <button type="submit" disabled={busy} data-testid="content-save">
          {t('editor.save')}
        </button>
        <button type="button" disabled={!saved} onClick={() => setPreview((p) => !p)} data-testid="content-preview">
          {t(preview ? 'editor.closePreview' : 'editor.preview')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
      {preview && saved ? (
        <div className="content-editor__langs" data-testid="content-preview-pane">
          {(['Zh', 'En'] as const).map((lang) => (
            <article key={lang} className="content-article">
              <h2>{saved[`title${lang}`]}</h2>
              {/* The server's cleaned markup (sanitizeRichText on save): the answer of content/save. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: saved[`body${lang}`] }} />
            </article>
          ))}
        </div>
      ) : null}
    </form>
  );
}
