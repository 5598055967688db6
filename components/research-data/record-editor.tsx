'use client';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { TabBar } from '@/components/ui/plain/tab-bar';
import dynamic from 'next/dynamic';
import { toast } from '@/components/ui/plain/toast';
import { lazyModule, lazyZodRule } from '@/components/ui/lazy-zod-rule';
import { researchDataCalls } from '@/lib/api/calls/research-data';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { StoredFile } from '@/lib/files/contract';
import type { researchDataFieldsSchema } from '@/lib/research-data/contract';
import { duplicateElementRow, EXPERIMENT_TYPES } from '@/lib/research-data/contract-enums';
import type { ResearchDataDetail } from '@/lib/research-data/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { useLocale } from 'next-intl';
import { idParam } from '@/lib/id-param';
import type { z } from 'zod';
import { PerformanceRows } from './performance-rows';
import { StandardLinks } from './standard-links';

/**
 * The contract's schemas (with zod) for the composition rows' checks, loaded when the editor is
 * first worked in instead of with the page (issue 30: /allServer/allServerAdd was 412 KB of JS gz).
 */
const schemas = lazyModule(() => import('@/lib/research-data/contract'));

/** The permission tab's form (its radios and checkboxes), loaded when that tab is first shown. */
const ShareForm = dynamic(() => import('./share-form').then((m) => m.ShareForm));

const TABS = ['basic', 'composition', 'performance', 'structure', 'dataSet', 'myStandardList', 'other', 'permission'] as const;
type Tab = (typeof TABS)[number];

/**
 * What the form holds: the contract's input of researchData/save and saveDraft (`z.input`, so the
 * numbers a field may still hold as text are allowed), with the uploaded files in place of their ids.
 */
type FormValues = Omit<z.input<typeof researchDataFieldsSchema>, 'id' | 'fileIds'> & { files?: StoredFile[] };

/**
 * /allServer/allServerAdd (issue 16, screens): the record's editor with the tabs composition,
 * performance, structure, dataSet, myStandardList (links to grades of standards), other and permission. The basic information is saved first
 * (a draft any time: "save the basic information first"), then the other tabs open; "Save" needs
 * at least one data file (the server checks everything again and answers in the caller's language).
 */
export function RecordEditor() {
  const t = useTranslations('ResearchData');
  const params = useSearchParams();
  const router = useRouter();
  const id = idParam(params.get('id'));
  const setIdParam = (next: string) => router.replace(`?id=${next}`);
  const { data, error, mutate } = useCall(researchDataCalls.get, id ? { id } : null);
  const [tab, setTab] = useState<Tab>('basic');
  if (id && error) return <p role="alert">{error.message}</p>;
  if (id && !data) return <p>{t('loading')}</p>;
  return (
    <section className="page rd-editor" data-testid="rd-editor">
      <h1 className="section-title">{id ? t('editor.editTitle') : t('editor.addTitle')}</h1>
      {!id && <p className="rd-note">{t('editor.saveBasicFirst')}</p>}
      <TabBar
        label={id ? t('editor.editTitle') : t('editor.addTitle')}
        active={tab}
        onChange={(k) => setTab(k as Tab)}
        items={TABS.map((key) => ({ key, label: <span data-testid={`rd-tab-${key}`}>{t(`editor.tabs.${key}`)}</span>, disabled: key !== 'basic' && !id }))}
      />
      <FieldsForm key={data?.id ?? 'new'} tab={tab} onTab={setTab} detail={data ?? null} onSaved={(newId) => (newId !== id ? setIdParam(String(newId)) : void mutate())} />
      {tab === 'permission' && data && <ShareForm detail={data} onSaved={() => void mutate()} />}
    </section>
  );
}

function FieldsForm({ tab, onTab, detail, onSaved }: { tab: Tab; onTab: (tab: Tab) => void; detail: ResearchDataDetail | null; onSaved: (id: number) => void }) {
  const t = useTranslations('ResearchData');
  const tAll = useTranslations();
  const router = useRouter();
  const locale = useLocale();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [tabError, setTabError] = useState<string | null>(null);
  // A file still uploading is not in the form's list yet: saving waits for it.
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (!detail) return;
    form.setFieldsValue({
      dataName: detail.dataName,
      materialName: detail.materialName,
      project: detail.project,
      dataSource: detail.dataSource,
      experimentType: detail.experimentType ?? undefined,
      composition: detail.composition ?? [],
      performance: (detail.performance ?? []).map((p) => ({ ...p, condition: p.condition ?? '' })),
      process: detail.process ?? '',
      structure: detail.structure ?? '',
      phaseStructure: detail.phaseStructure ?? '',
      externalIds: detail.externalIds,
      files: detail.files ?? [],
      standardGradeIds: (detail.standards ?? []).flatMap((l) => (l.gradeId !== null ? [l.gradeId] : [])),
    });
  }, [detail, form]);
  const save = async (draft: boolean) => {
    const v = form.getFieldsValue(true) as FormValues;
    // Say what is missing beside the field, on its tab, before asking the server (which checks again).
    const missing: { name: (string | number)[]; tab: Tab; error: string }[] = [];
    if (!v.dataName?.trim()) missing.push({ name: ['dataName'], tab: 'basic', error: t('nameRequired') });
    const twice = duplicateElementRow(v.composition ?? []);
    if (twice !== null) {
      const element = v.composition![twice].element!.trim();
      const first = (v.composition ?? []).findIndex((c) => c?.element?.trim() === element);
      missing.push({ name: ['composition', twice, 'element'], tab: 'composition', error: t('editor.duplicateElementRow', { element, row: first + 1 }) });
    }
    if (!draft) {
      if (!v.materialName?.trim()) missing.push({ name: ['materialName'], tab: 'basic', error: t('materialRequired') });
      if (!v.experimentType) missing.push({ name: ['experimentType'], tab: 'basic', error: t('badExperimentType') });
      if (!(v.files ?? []).length) missing.push({ name: ['files'], tab: 'dataSet', error: t('fileRequired') });
    }
    if (missing.length) {
      form.setFields(missing.map((m) => ({ name: m.name as never, errors: [m.error] })));
      setTabError(missing[0].error);
      onTab(missing[0].tab);
      return;
    }
    setTabError(null);
    const body = {
      ...(detail ? { id: detail.id } : {}),
      dataName: v.dataName,
      materialName: v.materialName ?? '',
      project: v.project ?? '',
      dataSource: v.dataSource ?? '',
      ...(v.experimentType ? { experimentType: v.experimentType } : {}),
      composition: (v.composition ?? []).filter((c) => c?.element),
      performance: (v.performance ?? []).filter((p) => p?.property).map((p) => ({ ...p, unit: p.unit ?? '', condition: p.condition ?? '' })),
      process: v.process ?? '',
      structure: v.structure ?? '',
      phaseStructure: v.phaseStructure ?? '',
      externalIds: (v.externalIds ?? []).filter((e) => e?.type || e?.name).map((e) => ({ type: e.type ?? '', name: e.name ?? '', doi: e.doi ?? '' })),
      fileIds: (v.files ?? []).map((f) => f.id),
      standardGradeIds: v.standardGradeIds ?? [],
    };
    setBusy(true);
    try {
      const saved = draft ? await request(researchDataCalls.saveDraft, body) : await request(researchDataCalls.save, body);
      toast.success(draft ? t('editor.draftSaved') : t('editor.saved', { version: saved.version ?? 1 }));
      if (!draft) router.push(localizePath(`/allServer/${saved.id}`, locale as never));
      else onSaved(saved.id);
    } catch {
      /* the client's toaster shows the server's reason */
    } finally {
      setBusy(false);
    }
  };
  const show = (k: Tab) => ({ style: { display: tab === k ? undefined : 'none' } });
  const saved = !!detail;
  const isDraft = !detail || detail.state === 'draft';
  return (
    <Form form={form} layout="vertical" initialValues={{ composition: [], performance: [], externalIds: [], files: [] }} onFocus={() => void schemas().catch(() => undefined)} data-testid="rd-form">
      <div {...show('basic')}>
        <p className="rd-note" data-testid="rd-required-hint">
          {t('editor.requiredHint')}
        </p>
        <Form.Item name="dataName" label={t('fields.dataName')} rules={[{ required: true, message: t('nameRequired') }]}>
          <Input maxLength={200} data-testid="rd-dataName" />
        </Form.Item>
        <Form.Item name="materialName" label={t('fields.materialName')} required>
          <Input maxLength={200} data-testid="rd-materialName" />
        </Form.Item>
        <Form.Item name="project" label={t('fields.project')}>
          <Input maxLength={200} data-testid="rd-project" />
        </Form.Item>
        <Form.Item name="dataSource" label={t('fields.dataSource')}>
          <Input maxLength={200} data-testid="rd-dataSource" />
        </Form.Item>
        <Form.Item name="experimentType" label={t('fields.experimentType')} required>
          <Select allowClear options={EXPERIMENT_TYPES.map((v) => ({ value: v, label: t(`experimentTypes.${v}`) }))} data-testid="rd-experimentType" />
        </Form.Item>
      </div>
      <div {...show('composition')}>
        <Form.List name="composition">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item
                    name={[f.name, 'element']}
                    label={t('editor.element')}
                    rules={[
                      lazyZodRule(schemas, (m) => m.compositionRowSchema.shape.element, tAll),
                      {
                        // Each element once: the second row of an element says which row has it already.
                        validator: (_, value?: string) => {
                          const rows = (form.getFieldValue('composition') ?? []) as { element?: string }[];
                          const element = value?.trim();
                          const first = element ? rows.findIndex((c) => c?.element?.trim() === element) : -1;
                          return first !== -1 && first < f.name ? Promise.reject(new Error(t('editor.duplicateElementRow', { element: element!, row: first + 1 }))) : Promise.resolve();
                        },
                      },
                    ]}
                  >
                    <Input maxLength={2} style={{ width: 80 }} data-testid="rd-element" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'value']} label={t('editor.massPercent')} rules={[lazyZodRule(schemas, (m) => m.compositionRowSchema.shape.value, tAll)]}>
                    <InputNumber min={0} max={100} step={0.01} data-testid="rd-element-value" />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>{t('editor.remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ element: '', value: undefined })} data-testid="rd-add-element">
                {t('editor.addElement')}
              </Button>
            </>
          )}
        </Form.List>
      </div>
      <div {...show('performance')}>
        <PerformanceRows />
      </div>
      <div {...show('structure')}>
        <Form.Item name="process" label={t('fields.process')}>
          <Input.TextArea maxLength={4000} rows={3} data-testid="rd-process" />
        </Form.Item>
        <Form.Item name="structure" label={t('fields.structure')}>
          <Input.TextArea maxLength={4000} rows={3} />
        </Form.Item>
        <Form.Item name="phaseStructure" label={t('fields.phaseStructure')}>
          <Input.TextArea maxLength={4000} rows={3} />
        </Form.Item>
      </div>
      <div {...show('dataSet')}>
        <p className="rd-note">{t('editor.filesHint')}</p>
        <Form.Item name="files" valuePropName="value" label={t('fields.files')} required>
          <FileField kind="attachment" max={5} testId="rd-files" onBusyChange={setUploading} />
        </Form.Item>
      </div>
      <div {...show('myStandardList')}>
        <StandardLinks detail={detail} />
      </div>
      <div {...show('other')}>
        <Form.List name="externalIds">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item name={[f.name, 'type']} label={t('editor.idType')}>
                    <Input maxLength={40} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'name']} label={t('editor.idName')}>
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'doi']} label="DOI">
                    <Input maxLength={200} placeholder="10.1000/xyz" />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>{t('editor.remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ type: '', name: '', doi: '' })}>{t('editor.addId')}</Button>
            </>
          )}
        </Form.List>
      </div>
      {tab !== 'permission' && (
        <Space className="rd-editor__buttons">
          {tabError && <span role="alert">{tabError}</span>}
          {isDraft && (
            <Button onClick={() => save(true)} loading={busy} disabled={uploading} data-testid="rd-save-draft">
              {saved ? t('editor.saveDraft') : t('editor.saveBasic')}
            </Button>
          )}
          {saved && (
            <Button type="primary" onClick={() => save(false)} loading={busy} disabled={uploading} data-testid="rd-save">
              {t('editor.save')}
            </Button>
          )}
        </Space>
      )}
    </Form>
  );
}
