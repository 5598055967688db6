'use client';
import { Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { BagCard } from '@/lib/cloud/contract';
import { BAG_TYPES, type BagType } from '@/lib/cloud/types';

type Values = { nameZh?: string; nameEn?: string; type: BagType; isPublic: boolean; descriptionZh?: string; descriptionEn?: string; items: { itemId: number; samples: number }[] };

/** The test bag's dialog of /my/checkBag (my-bags.tsx loads it when first opened): names, type, public flag, descriptions, items with quantities. */
export function BagEditor({ bag, onClose, onSaved }: { bag: BagCard | null; onClose: () => void; onSaved: (b: BagCard) => void }) {
  const t = useTranslations('Cloud');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { data: items } = useCall(cloudCalls.listItems, {});
  const initial: Values = bag
    ? { nameZh: bag.nameZh ?? '', nameEn: bag.nameEn ?? '', type: bag.type, isPublic: bag.isPublic, descriptionZh: bag.descriptionZh ?? '', descriptionEn: bag.descriptionEn ?? '', items: bag.items.map((i) => ({ itemId: i.itemId, samples: i.samples })) }
    : { type: 'incoming', isPublic: false, items: [{ itemId: undefined as unknown as number, samples: 1 }] };
  const params = new Map((bag?.items ?? []).map((i) => [i.itemId, i.params]));

  async function submit(v: Values) {
    setBusy(true);
    try {
      const saved = await request(cloudCalls.saveBag, {
        ...(bag ? { id: bag.id } : {}),
        nameZh: v.nameZh ?? '',
        nameEn: v.nameEn ?? '',
        type: v.type,
        isPublic: !!v.isPublic,
        descriptionZh: v.descriptionZh ?? '',
        descriptionEn: v.descriptionEn ?? '',
        items: (v.items ?? []).map((i) => ({ itemId: i.itemId, samples: i.samples, ...(params.has(i.itemId) ? { params: params.get(i.itemId) } : {}) })),
      });
      onSaved(saved);
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={bag ? t('myBags.edit') : t('myBags.new')} onCancel={onClose} onOk={() => form.submit()} okText={t('myBags.save')} confirmLoading={busy} width={760} destroyOnHidden>
      {bag?.isPublic && bag.state === 'approved' && <p className="cl-note">{t('myBags.reReviewNote')}</p>}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} data-testid="bag-form">
        <Space wrap align="start">
          <Form.Item name="nameZh" label={t('myBags.nameZh')}>
            <Input maxLength={100} style={{ width: 300 }} data-testid="bag-nameZh" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('myBags.nameEn')}>
            <Input maxLength={160} style={{ width: 300 }} data-testid="bag-nameEn" />
          </Form.Item>
        </Space>
        <Space wrap align="start">
          <Form.Item name="type" label={t('bags.type')}>
            <Select style={{ width: 200 }} options={BAG_TYPES.map((b) => ({ value: b, label: t(`bagTypes.${b}`) }))} />
          </Form.Item>
          <Form.Item name="isPublic" valuePropName="checked" label=" ">
            <Checkbox data-testid="bag-public">{t('myBags.makePublic')}</Checkbox>
          </Form.Item>
        </Space>
        <Form.Item name="descriptionZh" label={t('myBags.descriptionZh')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('myBags.descriptionEn')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.List name="items">
          {(rows, { add, remove }) => (
            <>
              {rows.map(({ key, name }) => (
                <Space key={key} align="start" wrap>
                  <Form.Item name={[name, 'itemId']} rules={[{ required: true, message: t('errors.noItems') }]}>
                    <Select
                      style={{ width: 360 }}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('lab.item')}
                      options={(['detection', 'preparation'] as const).map((k) => ({ label: t(`kinds.${k}`), options: (items ?? []).filter((i) => i.kind === k).map((i) => ({ value: i.id, label: i.name })) }))}
                      data-testid="bag-item"
                    />
                  </Form.Item>
                  <Form.Item name={[name, 'samples']} rules={[{ required: true, type: 'integer', min: 1, max: 1000, message: t('errors.badSamples') }]}>
                    <InputNumber min={1} max={1000} precision={0} addonBefore={t('estimate.quantityHead')} data-testid="bag-samples" />
                  </Form.Item>
                  {rows.length > 1 && <Button onClick={() => remove(name)}>{t('settle.remove')}</Button>}
                </Space>
              ))}
              <Button onClick={() => add({ samples: 1 })} disabled={rows.length >= 30} data-testid="bag-add-item">
                {t('myBags.addItem')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
