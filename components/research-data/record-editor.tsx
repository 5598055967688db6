'use client';
import { Button, Form, Input, InputNumber, Select, Space, Tabs } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tabs.css';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FileUpload } from '@/components/files/file-upload';
import { ShareForm } from './share-form';
import { toast } from '@/components/ui/plain/toast';
import { zodRule } from '@/components/ui/zod-rule';
import { researchDataCalls } from '@/lib/api/calls/research-data';
import { researchDataApi } from '@/lib/api/research-data';
import { useCall } from '@/lib/api/use-call';
import type { StoredFile } from '@/lib/files/contract';
import { compositionRowSchema } from '@/lib/research-data/contract';
import { EXPERIMENT_TYPES } from '@/lib/research-data/contract-enums';
import type { ResearchDataDetail } from '@/lib/research-data/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { useLocale } from 'next-intl';
import { idParam } from '@/lib/id-param';
import { NavLink } from '@/components/layout/nav-link';

const TABS = ['basic', 'composition', 'performance', 'structure', 'dataSet', 'myStandardList', 'other', 'permission'] as const;
type Tab = (typeof TABS)[number];

interface FormValues {
  dataName: string;
  materialName?: string;
  project?: string;
  dataSource?: string;
  experimentType?: string;
  composition?: { element: string; value: number }[];
  performance?: { property: string; unit?: string; kind: 'typical' | 'range'; value?: number; min?: number; max?: number; condition?: string }[];
  process?: string;
  structure?: string;
  phaseStructure?: string;
  externalIds?: { type: string; name: string; doi?: string }[];
  files?: StoredFile[];
  standardGradeIds?: number[];
}

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
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`rd-tab-${key}`}>{t(`editor.tabs.${key}`)}</span>,
          disabled: key !== 'basic' && !id,
          forceRender: key !== 'permission',
        }))}
      />
      <FieldsForm key={data?.id ?? 'new'} tab={tab} detail={data ?? null} onSaved={(newId) => (newId !== id ? setIdParam(String(newId)) : void mutate())} />
      {tab === 'permission' && data && <ShareForm detail={data} onSaved={() => void mutate()} />}
    </section>
  );
}

function FieldsForm({ tab, detail, onSaved }: { tab: Tab; detail: ResearchDataDetail | null; onSaved: (id: number) => void }) {
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
    if (!v.dataName?.trim()) {
      setTabError(t('nameRequired'));
      return;
    }
    const body = {
      ...(detail ? { id: detail.id } : {}),
      dataName: v.dataName,
      materialName: v.materialName ?? '',
      project: v.project ?? '',
      dataSource: v.dataSource ?? '',
      ...(v.experimentType ? { experimentType: v.experimentType as never } : {}),
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
      const saved = draft ? await researchDataApi.saveDraft(body) : await researchDataApi.save(body);
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
    <Form form={form} layout="vertical" initialValues={{ composition: [], performance: [], externalIds: [], files: [] }} data-testid="rd-form">
      <div {...show('basic')}>
        <Form.Item name="dataName" label={t('fields.dataName')} rules={[{ required: true, message: t('nameRequired') }]}>
          <Input maxLength={200} data-testid="rd-dataName" />
        </Form.Item>
        <Form.Item name="materialName" label={t('fields.materialName')}>
          <Input maxLength={200} data-testid="rd-materialName" />
        </Form.Item>
        <Form.Item name="project" label={t('fields.project')}>
          <Input maxLength={200} data-testid="rd-project" />
        </Form.Item>
        <Form.Item name="dataSource" label={t('fields.dataSource')}>
          <Input maxLength={200} data-testid="rd-dataSource" />
        </Form.Item>
        <Form.Item name="experimentType" label={t('fields.experimentType')}>
          <Select allowClear options={EXPERIMENT_TYPES.map((v) => ({ value: v, label: t(`experimentTypes.${v}`) }))} data-testid="rd-experimentType" />
        </Form.Item>
      </div>
      <div {...show('composition')}>
        <Form.List name="composition">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item name={[f.name, 'element']} label={t('editor.element')} rules={[zodRule(compositionRowSchema.shape.element, tAll)]}>
                    <Input maxLength={2} style={{ width: 80 }} data-testid="rd-element" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'value']} label={t('editor.massPercent')} rules={[zodRule(compositionRowSchema.shape.value, tAll)]}>
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
        <Form.List name="performance">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item name={[f.name, 'property']} label={t('editor.property')}>
                    <Input maxLength={60} data-testid="rd-property" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'unit']} label={t('editor.unit')}>
                    <Input maxLength={20} style={{ width: 90 }} data-testid="rd-unit" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'kind']} label={t('editor.kind')}>
                    <Select style={{ width: 130 }} options={[{ value: 'typical', label: t('editor.typical') }, { value: 'range', label: t('editor.range') }]} data-testid="rd-kind" />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['performance', f.name, 'kind']) === 'range' ? (
                        <>
                          <Form.Item name={[f.name, 'min']} label={t('editor.min')}>
                            <InputNumber data-testid="rd-min" />
                          </Form.Item>
                          <Form.Item name={[f.name, 'max']} label={t('editor.max')}>
                            <InputNumber data-testid="rd-max" />
                          </Form.Item>
                        </>
                      ) : (
                        <Form.Item name={[f.name, 'value']} label={t('editor.value')}>
                          <InputNumber data-testid="rd-value" />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Form.Item name={[f.name, 'condition']} label={t('editor.condition')}>
                    <Input maxLength={200} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>{t('editor.remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ property: '', unit: '', kind: 'typical' })} data-testid="rd-add-property">
                {t('editor.addProperty')}
              </Button>
            </>
          )}
        </Form.List>
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
        <Form.Item name="files" valuePropName="value">
          <FileUpload kind="attachment" max={5} testId="rd-files" onBusyChange={setUploading} />
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

/**
 * The myStandardList tab: grades of the caller's own standard system and of approved standards
 * (researchData/standardOptions; the server checks every id again). The links are saved with the
 * record and signed in its version.
 */
function StandardLinks({ detail }: { detail: ResearchDataDetail | null }) {
  const t = useTranslations('ResearchData');
  const [keyword, setKeyword] = useState('');
  const options = useCall(researchDataCalls.standardOptions, { keyword: keyword || undefined });
  const linked = detail?.standards ?? [];
  const label = (l: { standard: string; year: number; grade: string; system: string }) => t('detail.standardLink', l);
  const choices = [
    ...linked.flatMap((l) => (l.gradeId !== null ? [{ value: l.gradeId, label: label(l) }] : [])),
    ...(options.data?.list ?? []).map((g) => ({
      value: g.gradeId,
      label: `${label({ standard: g.standard, year: g.year, grade: g.grade, system: g.systemCode })} · ${g.own ? t('editor.standardOwn') : t('editor.standardPublic')}`,
    })),
  ].filter((c, i, all) => all.findIndex((x) => x.value === c.value) === i);
  const gone = linked.filter((l) => l.gradeId === null);
  return (
    <div data-testid="rd-standard-links">
      <p className="rd-note">{t('editor.standardsHint')}</p>
      {options.error && <p role="alert">{options.error.message}</p>}
      {options.data && !options.data.hasSystem && (
        <p className="rd-note" data-testid="rd-no-standard-system">
          {t('editor.noStandardSystem')} <NavLink href="/my/enterpriseInformationManagement/enterpriseStandardManagement">{t('editor.createStandardSystem')}</NavLink>
        </p>
      )}
      <Form.Item name="standardGradeIds" label={t('fields.standards')}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={options.isLoading}
          options={choices}
          notFoundContent={options.isLoading ? t('loading') : t('editor.noStandardOptions')}
          data-testid="rd-standards-select"
        />
      </Form.Item>
      {gone.map((l) => (
        <p key={`${l.system}|${l.standard}|${l.year}|${l.grade}`} className="rd-note">
          {t('editor.standardGone', { name: label(l) })}
        </p>
      ))}
    </div>
  );
}
