'use client';
import { Alert, Button, Form, Input, InputNumber, Popconfirm, Select, Space } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { StateTag } from '@/components/reviews/state-tag';
import { lazyModule, lazyZodRule } from '@/components/ui/lazy-zod-rule';
import { loose } from '@/components/ui/zod-rule';
import { accountCalls } from '@/lib/api/calls/account';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { ApplicationView } from '@/lib/cloud/contract';
import { QUALIFICATION_KINDS } from '@/lib/cloud/types';
import type { StoredFile } from '@/lib/files/contract';
import { fenOf, MAX_AMOUNT_FEN, yuanOf } from '@/lib/money';
import { toast } from '@/components/ui/plain/toast';
import type { z } from 'zod';

type Values = {
  nameZh: string;
  nameEn: string;
  introZh: string;
  introEn?: string;
  provinceCode?: string;
  cityCode?: string;
  address?: string;
  contactName: string;
  contactPhone: string;
  contactEmail?: string;
  qualifications: { kind: 'cma' | 'cnas' | 'other'; certificateNo: string; name?: string; validUntil?: string }[];
  equipment: { nameZh: string; nameEn: string; model: string; maker?: string }[];
  offerings: { itemId: number; priceYuan: number; cycleDays: number }[];
  logo?: StoredFile[];
  brochure?: StoredFile[];
  qualificationFiles?: StoredFile[];
  capabilityFiles?: StoredFile[];
};

/**
 * The application's schemas (with zod), loaded when the applicant first works in the form instead of
 * with the page (issue 30: /cloud/testerSettled was 396 KB of JS gz); the fields are checked with them
 * as before.
 */
const schemas = lazyModule(() => import('@/lib/cloud/contract-labs'));
type Schemas = Awaited<ReturnType<typeof schemas>>;
type Field = keyof Schemas['saveApplicationSchema']['shape'];

function initialValues(app: ApplicationView | null): Partial<Values> {
  if (!app) return { qualifications: [], equipment: [], offerings: [] };
  return {
    ...app,
    introEn: app.introEn,
    cityCode: app.cityCode ?? undefined,
    address: app.address ?? undefined,
    contactEmail: app.contactEmail ?? undefined,
    qualifications: app.qualifications.map((q) => ({ ...q, name: q.name ?? undefined, validUntil: q.validUntil ?? undefined })),
    equipment: app.equipment.map((e) => ({ ...e, maker: e.maker ?? undefined })),
    offerings: app.offerings.map((o) => ({ itemId: o.itemId, priceYuan: yuanOf(o.priceFen), cycleDays: o.cycleDays })),
    logo: app.logo ? [app.logo] : [],
    brochure: app.brochure ? [app.brochure] : [],
    qualificationFiles: app.qualificationFiles,
    capabilityFiles: app.capabilityFiles,
  };
}

/**
 * /cloud/testerSettled (issue 15 item 2; spec section 3 "laboratory application"): the settlement
 * application with its files, the state of the review, withdraw while pending. Saving submits it;
 * saving an approved one sends it back to review (laboratory/saveApplication decides everything).
 */
export function SettleForm() {
  const { data, isLoading, mutate } = useCall(cloudCalls.myApplication, {});
  if (isLoading && data === undefined) return null;
  const app = data?.application ?? null;
  return <SettleFormBody key={app?.updatedAt ?? 'new'} app={app} onSaved={(a) => mutate({ application: a }, { revalidate: false })} />;
}

function SettleFormBody({ app, onSaved }: { app: ApplicationView | null; onSaved: (a: ApplicationView) => void }) {
  const t = useTranslations();
  const tc = useTranslations('Cloud');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const province = Form.useWatch('provinceCode', form);
  const { data: provinces } = useCall(accountCalls.listRegions, {});
  const { data: cities } = useCall(accountCalls.listRegions, province ? { parentCode: province } : null);
  const { data: items } = useCall(cloudCalls.listItems, {});
  const rule = (pick: (m: Schemas) => z.ZodType) => lazyZodRule(schemas, pick, loose(t));
  const field = (name: Field) => rule((m) => m.saveApplicationSchema.shape[name]);

  async function submit(v: Values) {
    setBusy(true);
    try {
      const saved = await request(cloudCalls.saveApplication, {
        nameZh: v.nameZh,
        nameEn: v.nameEn,
        introZh: v.introZh,
        introEn: v.introEn ?? '',
        provinceCode: v.provinceCode ?? '',
        cityCode: v.cityCode || undefined,
        address: v.address ?? '',
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        contactEmail: v.contactEmail ?? '',
        qualifications: (v.qualifications ?? []).map((q) => ({ ...q, name: q.name || undefined, validUntil: q.validUntil || undefined })),
        equipment: (v.equipment ?? []).map((e) => ({ ...e, maker: e.maker || undefined })),
        offerings: (v.offerings ?? []).map((o) => ({ itemId: o.itemId, priceFen: fenOf(Number(o.priceYuan)), cycleDays: o.cycleDays })),
        logoId: v.logo?.[0]?.id,
        brochureId: v.brochure?.[0]?.id,
        qualificationFileIds: (v.qualificationFiles ?? []).map((f) => f.id),
        capabilityFileIds: (v.capabilityFiles ?? []).map((f) => f.id),
      });
      toast.success(tc('settle.submitted'));
      onSaved(saved);
    } catch {
      /* the client showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  async function withdraw() {
    try {
      onSaved(await request(cloudCalls.withdrawApplication, {}));
      toast.success(tc('settle.withdrawn'));
    } catch {
      /* shown by the client */
    }
  }

  const pending = app?.state === 'submitted' || app?.state === 'underReview';
  return (
    <div data-testid="settle-form">
      {app && (
        <Alert
          type={app.state === 'approved' ? 'success' : app.state === 'failed' ? 'error' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Space wrap>
              {tc('settle.state')}
              <StateTag state={app.state} />
              {app.labId && app.state === 'approved' && <a href={`/cloud/testerDetail?id=${app.labId}`}>{tc('settle.viewLab')}</a>}
            </Space>
          }
          description={tc(`settle.stateHelp.${app.state}`)}
          action={
            pending ? (
              <Popconfirm title={tc('settle.withdrawConfirm')} onConfirm={withdraw}>
                <Button size="small" data-testid="settle-withdraw">
                  {tc('settle.withdraw')}
                </Button>
              </Popconfirm>
            ) : undefined
          }
        />
      )}
      <Form form={form} layout="vertical" initialValues={initialValues(app)} onFinish={submit} onFocus={() => void schemas().catch(() => undefined)} scrollToFirstError>
        <Space wrap align="start" style={{ width: '100%' }}>
          <Form.Item name="nameZh" label={tc('settle.nameZh')} rules={[field('nameZh')]}>
            <Input maxLength={100} style={{ width: 320 }} data-testid="settle-nameZh" />
          </Form.Item>
          <Form.Item name="nameEn" label={tc('settle.nameEn')} rules={[field('nameEn')]}>
            <Input maxLength={200} style={{ width: 320 }} data-testid="settle-nameEn" />
          </Form.Item>
        </Space>
        <Form.Item name="introZh" label={tc('settle.introZh')} rules={[field('introZh')]}>
          <Input.TextArea rows={3} maxLength={4000} data-testid="settle-introZh" />
        </Form.Item>
        <Form.Item name="introEn" label={tc('settle.introEn')}>
          <Input.TextArea rows={3} maxLength={8000} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="provinceCode" label={tc('settle.province')} rules={[{ required: true, message: tc('errors.badRegion') }]}>
            <Select
              style={{ width: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              options={(provinces ?? []).map((r) => ({ value: r.code, label: r.name }))}
              onChange={() => form.setFieldValue('cityCode', undefined)}
              data-testid="settle-province"
            />
          </Form.Item>
          <Form.Item name="cityCode" label={tc('settle.city')}>
            <Select style={{ width: 200 }} allowClear showSearch={{ optionFilterProp: 'label' }} options={(cities ?? []).map((r) => ({ value: r.code, label: r.name }))} data-testid="settle-city" />
          </Form.Item>
          <Form.Item name="address" label={tc('settle.address')}>
            <Input maxLength={200} style={{ width: 320 }} />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="contactName" label={tc('settle.contactName')} rules={[field('contactName')]}>
            <Input maxLength={50} data-testid="settle-contactName" />
          </Form.Item>
          <Form.Item name="contactPhone" label={tc('settle.contactPhone')} rules={[field('contactPhone')]}>
            <Input maxLength={11} data-testid="settle-contactPhone" />
          </Form.Item>
          <Form.Item name="contactEmail" label={tc('settle.contactEmail')} rules={[field('contactEmail')]}>
            <Input maxLength={200} />
          </Form.Item>
        </Space>

        <h3>{tc('settle.qualifications')}</h3>
        <Form.List name="qualifications">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => (
                <Space key={key} wrap align="start">
                  <Form.Item name={[name, 'kind']} rules={[{ required: true, message: tc('errors.chooseQualification') }]}>
                    <Select style={{ width: 170 }} options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: tc(`qualificationKinds.${k}`) }))} data-testid="settle-qual-kind" />
                  </Form.Item>
                  <Form.Item name={[name, 'certificateNo']} rules={[rule((m) => m.qualificationInputSchema.shape.certificateNo)]}>
                    <Input placeholder={tc('settle.certificateNo')} maxLength={60} data-testid="settle-qual-no" />
                  </Form.Item>
                  <Form.Item name={[name, 'validUntil']}>
                    <Input type="date" aria-label={tc('settle.validUntil')} />
                  </Form.Item>
                  <Button onClick={() => remove(name)}>{tc('settle.remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ kind: 'cma' })} disabled={rows.length >= 10} data-testid="settle-add-qual">
                {tc('settle.addQualification')}
              </Button>
            </>
          )}
        </Form.List>

        <h3 style={{ marginTop: 16 }}>{tc('settle.equipment')}</h3>
        <Form.List name="equipment">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => (
                <Space key={key} wrap align="start">
                  <Form.Item name={[name, 'nameZh']} rules={[rule((m) => m.equipmentInputSchema.shape.nameZh)]}>
                    <Input placeholder={tc('settle.equipmentNameZh')} maxLength={100} data-testid="settle-eq-nameZh" />
                  </Form.Item>
                  <Form.Item name={[name, 'nameEn']} rules={[rule((m) => m.equipmentInputSchema.shape.nameEn)]}>
                    <Input placeholder={tc('settle.equipmentNameEn')} maxLength={160} data-testid="settle-eq-nameEn" />
                  </Form.Item>
                  <Form.Item name={[name, 'model']} rules={[rule((m) => m.equipmentInputSchema.shape.model)]}>
                    <Input placeholder={tc('lab.model')} maxLength={100} data-testid="settle-eq-model" />
                  </Form.Item>
                  <Form.Item name={[name, 'maker']}>
                    <Input placeholder={tc('lab.maker')} maxLength={100} />
                  </Form.Item>
                  <Button onClick={() => remove(name)}>{tc('settle.remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({})} disabled={rows.length >= 30} data-testid="settle-add-eq">
                {tc('settle.addEquipment')}
              </Button>
            </>
          )}
        </Form.List>

        <h3 style={{ marginTop: 16 }}>{tc('settle.offerings')}</h3>
        <p className="cl-note">{tc('settle.offeringsHelp')}</p>
        <Form.List name="offerings">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => (
                <Space key={key} wrap align="start">
                  <Form.Item name={[name, 'itemId']} rules={[{ required: true, message: tc('errors.chooseItem') }]}>
                    <Select
                      style={{ width: 300 }}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={tc('lab.item')}
                      options={(['detection', 'preparation'] as const).map((k) => ({
                        label: tc(`kinds.${k}`),
                        options: (items ?? []).filter((i) => i.kind === k).map((i) => ({ value: i.id, label: i.name })),
                      }))}
                      data-testid="settle-offer-item"
                    />
                  </Form.Item>
                  <Form.Item name={[name, 'priceYuan']} rules={[{ required: true, type: 'number', min: 0.01, message: tc('errors.badPrice') }, { type: 'number', max: yuanOf(MAX_AMOUNT_FEN), message: t('Errors.amountTooLarge') }]}>
                    <InputNumber min={0.01} max={yuanOf(MAX_AMOUNT_FEN)} precision={2} prefix="¥" placeholder={tc('settle.priceYuan')} style={{ width: 150 }} data-testid="settle-offer-price" />
                  </Form.Item>
                  <Form.Item name={[name, 'cycleDays']} rules={[{ required: true, type: 'integer', min: 1, max: 365, message: tc('errors.badCycle') }]}>
                    <InputNumber min={1} max={365} precision={0} placeholder={tc('settle.cycleDays')} style={{ width: 170 }} data-testid="settle-offer-cycle" />
                  </Form.Item>
                  <Button onClick={() => remove(name)}>{tc('settle.remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({})} disabled={rows.length >= 60} data-testid="settle-add-offer">
                {tc('settle.addOffering')}
              </Button>
            </>
          )}
        </Form.List>

        <h3 style={{ marginTop: 16 }}>{tc('settle.files')}</h3>
        <Form.Item name="logo" label={tc('settle.logo')}>
          <FileField kind="image" max={1} replace testId="settle-logo" onBusyChange={setUploading} />
        </Form.Item>
        <Form.Item name="brochure" label={tc('settle.brochure')}>
          <FileField kind="attachment" max={1} replace testId="settle-brochure" onBusyChange={setUploading} />
        </Form.Item>
        <Form.Item name="qualificationFiles" label={tc('settle.qualificationFiles')}>
          <FileField kind="attachment" max={5} testId="settle-qual-files" onBusyChange={setUploading} />
        </Form.Item>
        <Form.Item name="capabilityFiles" label={tc('settle.capabilityFiles')} extra={tc('settle.capabilityHelp')}>
          <FileField kind="template" max={5} testId="settle-capability" onBusyChange={setUploading} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} data-testid="settle-submit">
          {app?.state === 'approved' ? tc('settle.resubmit') : tc('settle.submit')}
        </Button>
      </Form>
    </div>
  );
}
