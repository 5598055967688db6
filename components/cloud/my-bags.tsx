'use client';
import { App, Button, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import '@/styles/antd/table.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StateTag } from '@/components/reviews/state-tag';
import { usePageParam } from '@/components/ui/use-page-param';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { BagCard } from '@/lib/cloud/contract';
import { useMoney } from '@/components/commerce/money';
import { BAG_TYPES, type BagType } from '@/lib/cloud/types';
import { BagLines } from './bag-card';

const PAGE_SIZE = 10;

type Values = { nameZh?: string; nameEn?: string; type: BagType; isPublic: boolean; descriptionZh?: string; descriptionEn?: string; items: { itemId: number; samples: number }[] };

/**
 * /my/checkBag (issue 15 item 1): my test bags. Compose a bag from catalogue items with quantities;
 * a public one goes to review, and saving an approved public bag sends it back to review
 * (testBag/save decides, computes the reference price and duration).
 */
export function MyBags() {
  const t = useTranslations('Cloud');
  const money = useMoney();
  const { message } = App.useApp();
  const [page, setPage] = usePageParam();
  const { data, isLoading, mutate } = useCall(cloudCalls.myBagPage, { page, pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<BagCard | 'new' | null>(null);

  const remove = async (id: number) => {
    try {
      await request(cloudCalls.deleteBag, { id });
      message.success(t('myBags.deleted'));
      await mutate();
    } catch {
      /* shown by the client */
    }
  };

  const columns: ColumnsType<BagCard> = [
    {
      title: t('myBags.name'),
      key: 'name',
      render: (_: unknown, b) => (
        <>
          <strong>{b.name}</strong>
          <BagLines bag={b} />
        </>
      ),
    },
    { title: t('bags.type'), key: 'type', render: (_: unknown, b) => t(`bagTypes.${b.type}`) },
    { title: t('myBags.public'), key: 'public', render: (_: unknown, b) => (b.isPublic ? <Tag color="blue">{t('myBags.isPublic')}</Tag> : <Tag>{t('myBags.private')}</Tag>) },
    { title: t('myBags.state'), key: 'state', render: (_: unknown, b) => (b.isPublic ? <StateTag state={b.state} /> : '—') },
    { title: t('myBags.refPrice'), key: 'price', render: (_: unknown, b) => money(b.refPriceFen) },
    { title: t('myBags.refCycle'), key: 'cycle', render: (_: unknown, b) => t('workingDays', { count: b.refCycleDays }) },
    {
      title: t('myBags.actions'),
      key: 'actions',
      render: (_: unknown, b) => (
        <Space>
          <Button size="small" onClick={() => setEditing(b)} data-testid="bag-edit">
            {t('myBags.edit')}
          </Button>
          <Popconfirm title={t('myBags.deleteConfirm')} onConfirm={() => remove(b.id)}>
            <Button size="small" danger>
              {t('myBags.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="my-panel" data-testid="my-bags">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('myBags.title')}</h1>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="bag-new">
          {t('myBags.new')}
        </Button>
      </div>
      <p className="cl-note">{t('myBags.help')}</p>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isLoading}
        locale={{ emptyText: t('myBags.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      />
      {editing && (
        <BagEditor
          bag={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (b) => {
            setEditing(null);
            message.success(b.isPublic ? t('myBags.savedForReview') : t('myBags.saved'));
            await mutate();
          }}
        />
      )}
    </section>
  );
}

function BagEditor({ bag, onClose, onSaved }: { bag: BagCard | null; onClose: () => void; onSaved: (b: BagCard) => void }) {
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
