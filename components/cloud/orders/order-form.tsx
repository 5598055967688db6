'use client';
import { Alert, Button, Checkbox, Form, Input, Radio, Result, Spin } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/result.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { request } from '@/lib/api/client';
import { useRouter } from '@/lib/i18n/navigation';
import { useMemo, useState } from 'react';
import { AgreementDetails } from '@/components/ui/agreement-details';
import { FileField } from '@/components/ui/plain/file-field';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { NavLink } from '@/components/layout/nav-link';
import { loose } from '@/components/ui/zod-rule';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { useCall } from '@/lib/api/use-call';
import type { OrderFormOptions } from '@/lib/cloud/order-contract';
import { DELIVERY_METHODS, QUALIFICATIONS } from '@/lib/cloud/order-form-enums';
import type { StoredFile } from '@/lib/files/contract';
import { EstimateBox } from './estimate-box';
import { ItemPicker, type ChosenItems } from './item-picker';
import dynamic from 'next/dynamic';
import { readPrefill, type Prefill } from './prefill';
import { SampleRows } from './sample-rows';
import { toast } from '@/components/ui/plain/toast';

/** The preparation part (smelting, forging, heat treatment …), loaded when a preparation item is ticked. */
const PreparationFields = dynamic(() => import('./preparation-fields').then((m) => m.PreparationFields));

/**
 * The order's schema (with zod) is loaded when the visitor first works in the form, at the latest on
 * submit, instead of with the page (issue 30: /cloud/requirementFill was 408 KB of JS gz). A failed
 * load is tried again at the next attempt.
 */
let schemaLoad: Promise<typeof import('@/lib/cloud/order-form-contract')> | undefined;
function loadOrderSchema() {
  schemaLoad ??= import('@/lib/cloud/order-form-contract').catch((error: unknown) => {
    schemaLoad = undefined;
    throw error;
  });
  return schemaLoad;
}

/**
 * /cloud/requirementFill and /cloud/highThroughput's order (issue 15 item 4): the detection order of
 * spec section 3, checked with the endpoint's zod schema (the spec's section 5 messages, in the
 * page's language) before it is sent; the server checks again, prices it with the chosen
 * laboratory's offerings and answers the order, which opens in "my requirements".
 */
export function OrderForm() {
  const { data, error, isLoading } = useCall(cloudOrderCalls.formOptions, {});
  const params = useSearchParams();
  const prefill = useMemo(() => readPrefill(params), [params]);
  if (error && !isLoading) return <Result status="warning" title={error.message} />;
  if (!data) return <Spin />;
  return <OrderFormBody options={data} prefill={prefill} />;
}

interface Values {
  projectName: string;
  labId?: number;
  items: ChosenItems;
  samples: { sampleNo: string; material: string; state?: string; processing?: string; quantity?: number }[];
  executiveStandard?: string;
  qualification: string;
  preparation?: Record<string, unknown>;
  deliveryMethod: string;
  addressId?: number;
  contactName: string;
  contactPhone: string;
  remarks?: string;
  attachments: StoredFile[];
  agreement: boolean;
}

function OrderFormBody({ options, prefill }: { options: OrderFormOptions; prefill: Prefill }) {
  const t = useTranslations('CloudOrders');
  const ta = useTranslations('CloudAppointments');
  const tAll = loose(useTranslations());
  const router = useRouter();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const chosen = Form.useWatch('items', form) ?? prefill.items;
  const labId = Form.useWatch('labId', form) ?? prefill.labId;
  const samples = Form.useWatch('samples', form) ?? [];
  const itemIds = Object.keys(chosen).map(Number);
  const hasPreparation = options.items.some((i) => i.kind === 'preparation' && itemIds.includes(i.id));
  const sampleCount = samples.reduce((sum, s) => sum + (Number(s?.quantity) || 1), 0) || 1;
  const defaultAddress = options.addresses.find((a) => a.isDefault) ?? options.addresses[0];

  function payload(v: Values) {
    return {
      highThroughput: prefill.highThroughput,
      projectName: v.projectName ?? '',
      items: Object.entries(v.items ?? {}).map(([id, p]) => ({ itemId: Number(id), params: p })),
      labId: v.labId,
      samples: (v.samples ?? []).map((s) => ({ sampleNo: s?.sampleNo ?? '', material: s?.material ?? '', state: s?.state ?? '', processing: s?.processing ?? '', quantity: s?.quantity ?? 1 })),
      executiveStandard: v.executiveStandard ?? '',
      qualification: v.qualification,
      ...(hasPreparation && v.preparation ? { preparation: v.preparation } : {}),
      deliveryMethod: v.deliveryMethod,
      addressId: v.addressId,
      contactName: v.contactName ?? '',
      contactPhone: v.contactPhone ?? '',
      remarks: v.remarks ?? '',
      ...(prefill.customOrderNo ? { customOrderNo: prefill.customOrderNo } : {}),
      attachmentIds: (v.attachments ?? []).map((f) => f.id),
      agreement: v.agreement === true ? true : (false as unknown as true),
    };
  }

  async function submit() {
    const v = form.getFieldsValue(true) as Values;
    const body = payload(v);
    setBusy(true);
    const loaded = await loadOrderSchema().catch(() => null);
    setBusy(false);
    if (!loaded) {
      toast.error(tAll('Errors.network'));
      return;
    }
    const parsed = loaded.saveCloudOrderSchema.safeParse(body);
    if (!parsed.success) {
      const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const issue of parsed.error.issues) {
        let name = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
        if (name[0] === 'items') name = ['items'];
        if (name[0] === 'attachmentIds') name = ['attachments'];
        const key = JSON.stringify(name);
        if (!fields.has(key)) fields.set(key, { name, errors: [tAll(issue.message)] });
      }
      form.setFields([...fields.values()]);
      toast.error(tAll(parsed.error.issues[0].message));
      return;
    }
    setBusy(true);
    try {
      const order = await request(cloudOrderCalls.save, parsed.data as never);
      toast.success(t('ui.placed', { orderNo: order.orderNo }));
      router.push(prefill.customOrderNo ? `/custom/customDetectionDetail?orderNo=${prefill.customOrderNo}` : `/my/requirementList?orderNo=${order.orderNo}`);
    } catch {
      // The client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="cloud-form"
      data-testid="order-form"
      initialValues={{
        projectName: '',
        labId: prefill.labId,
        items: prefill.items,
        samples: prefill.samples,
        qualification: prefill.qualification ?? 'any',
        deliveryMethod: 'send',
        addressId: defaultAddress?.id,
        contactName: defaultAddress?.consignee ?? '',
        contactPhone: defaultAddress?.mobile ?? '',
        attachments: [],
        agreement: false,
        preparation: { components: [] },
      }}
      onFinish={() => void submit()}
      onFocus={() => void loadOrderSchema().catch(() => undefined)}
    >
      {prefill.highThroughput ? <Alert type="info" showIcon message={t('ui.highThroughputNote')} className="cloud-form__note" /> : null}
      {prefill.customOrderNo ? <Alert type="info" showIcon message={t('ui.customDetectionNote', { orderNo: prefill.customOrderNo })} className="cloud-form__note" data-testid="order-custom-note" /> : null}
      <Form.Item name="projectName" label={t('ui.projectName')} required>
        <Input maxLength={100} data-testid="order-project" />
      </Form.Item>
      <Form.Item name="items" label={t('ui.items')} required>
        <ItemPicker options={options} />
      </Form.Item>
      <Form.Item name="labId" label={t('ui.laboratory')} required extra={t('ui.labHint')}>
        <NativeSelect<number>
          data-testid="order-lab"
          placeholder={t('ui.chooseLab')}
          options={options.labs.map((l) => {
            const offersAll = itemIds.every((id) => l.itemIds.includes(id));
            const tags = [l.cma ? 'CMA' : '', l.cnas ? 'CNAS' : '', l.demo ? t('ui.demo') : '', l.rating ? `★ ${l.rating}` : ''].filter(Boolean).join(' · ');
            return { value: l.id, label: `${l.name}${tags ? ` (${tags})` : ''}${offersAll ? '' : ` — ${t('ui.labLacks')}`}`, disabled: !offersAll };
          })}
        />
      </Form.Item>
      <EstimateBox labId={labId} items={chosen} sampleCount={sampleCount} />
      <SampleRows form={form} highThroughput={prefill.highThroughput} />
      <p className="cloud-form__note">
        <NavLink href="/cloud/processingDrawings" data-testid="order-drawings-link">
          {ta('drawings.link')}
        </NavLink>
      </p>
      <div className="cloud-form__row">
        <Form.Item name="executiveStandard" label={t('ui.executiveStandard')}>
          <Input maxLength={100} placeholder="GB/T 1591-2018" />
        </Form.Item>
        <Form.Item name="qualification" label={t('ui.qualification')}>
          <Radio.Group options={QUALIFICATIONS.map((q) => ({ value: q, label: t(`qualifications.${q}`) }))} />
        </Form.Item>
      </div>
      {hasPreparation ? <PreparationFields /> : null}
      <Form.Item name="deliveryMethod" label={t('ui.delivery')}>
        <Radio.Group options={DELIVERY_METHODS.map((d) => ({ value: d, label: t(`delivery.${d}`) }))} />
      </Form.Item>
      <Form.Item name="addressId" label={t('ui.address')} required extra={<NavLink href="/my/deliveryAddress">{t('ui.manageAddresses')}</NavLink>}>
        <NativeSelect<number>
          data-testid="order-address"
          placeholder={options.addresses.length ? t('ui.chooseAddress') : t('ui.noAddress')}
          options={options.addresses.map((a) => ({ value: a.id, label: `${a.consignee} ${a.mobile} ${a.province}${a.city}${a.county}${a.detail}` }))}
        />
      </Form.Item>
      <div className="cloud-form__row">
        <Form.Item name="contactName" label={t('ui.contactName')} required>
          <Input maxLength={40} data-testid="order-contact" />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('ui.contactPhone')} required>
          <Input maxLength={11} data-testid="order-phone" />
        </Form.Item>
      </div>
      <Form.Item name="remarks" label={t('ui.remarks')}>
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
      <Form.Item name="attachments" label={t('ui.attachments')}>
        <FileField kind="attachment" max={5} testId="order-attachments" />
      </Form.Item>
      <AgreementDetails kind="technicalService" title={t('ui.agreementTitle')} className="cloud-form__agreement" />
      <Form.Item name="agreement" valuePropName="checked">
        <Checkbox data-testid="order-agreement">{t('ui.agree')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="order-submit">
        {t('ui.submit')}
      </Button>
    </Form>
  );
}
