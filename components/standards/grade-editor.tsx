'use client';
import { Alert, Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FormRule } from 'antd';
import { NavLink } from '@/components/layout/nav-link';
import { Spinner } from '@/components/ui/spinner';
import { zodRule } from '@/components/ui/zod-rule';
import { standardCalls } from '@/lib/api/calls/standards';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { gradeSaveSchema, type Grade, type MechanicalProperty } from '@/lib/standards/contract';
import { DELIVERY_STATUSES, SHAPES } from '@/lib/standards/enums';
import { propertyColumns } from './property-columns';
import { bandValid } from '@/lib/standards/rules';
import { StateTag } from './state-tag';
import { useRun } from './use-run';
import { toast } from '@/components/ui/plain/toast';
import { DataTable } from '@/components/ui/plain/data-table';

type PropertyForm = Omit<MechanicalProperty, 'id' | 'gradeId'>;

const NUMBER_FIELDS = [
  ['specMin', 0, 10000],
  ['specMax', 0, 10000],
  ['tensileMin', 0, 5000],
  ['tensileMax', 0, 5000],
  ['elongation', 0, 100],
  ['reductionOfArea', 0, 100],
  ['impactEnergy', 0, 1000],
  ['impactTemperature', -273, 1000],
  ['bendingAngle', 0, 360],
] as const;

/** The grades of one standard and each grade's mechanical properties, edited by its owner side. */
export function GradeEditor({ standardId }: { standardId: number }) {
  const t = useTranslations('Standards');
  const tr = useTranslations();
  const tc = useTranslations('Common');
  const format = useFormatter();
  const { data, error, mutate } = useCall(standardCalls.get, { id: standardId });
  const [gradeName, setGradeName] = useState('');
  const [renaming, setRenaming] = useState<Grade | null>(null);
  const [property, setProperty] = useState<{ gradeId: number; row: MechanicalProperty | null } | null>(null);
  const { busy, run } = useRun(mutate);
  const [propertyForm] = Form.useForm<PropertyForm>();
  const [renameForm] = Form.useForm<{ name: string }>();
  const num = (n: number) => format.number(n, { maximumFractionDigits: 3 });

  if (error && !data) return <Alert type="error" title={t('manage.loadFailed')} />;
  if (!data) return <Spinner />;
  const locked = data.state === 'repealed';

  const maxRule = (minField: 'specMin' | 'tensileMin'): FormRule => ({ getFieldValue }) => ({
    validator: async (_r, value) => {
      if (!bandValid(getFieldValue(minField) ?? null, value ?? null)) throw new Error(t('maxBelowMin'));
    },
  });

  function openProperty(gradeId: number, row: MechanicalProperty | null) {
    propertyForm.resetFields();
    if (row) propertyForm.setFieldsValue(row);
    setProperty({ gradeId, row });
  }

  async function saveProperty() {
    const values = await propertyForm.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    const body = { ...values, gradeId: property!.gradeId, id: property!.row?.id };
    for (const [name] of NUMBER_FIELDS) if (body[name] === undefined) body[name] = null;
    if (await run(() => request(standardCalls.mechanicalProperty, body), t('manage.saved'))) setProperty(null);
  }

  async function addGrade() {
    const parsed = gradeSaveSchema.shape.name.safeParse(gradeName);
    if (!parsed.success) {
      toast.error(tr(parsed.error.issues[0].message as 'Standards.gradeRequired'));
      return;
    }
    if (await run(() => request(standardCalls.grade, { standardId, name: parsed.data }), t('manage.saved'))) setGradeName('');
  }

  async function rename() {
    const values = await renameForm.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    const { name } = values;
    if (await run(() => request(standardCalls.grade, { standardId, id: renaming!.id, name }), t('manage.saved'))) setRenaming(null);
  }

  return (
    <div data-testid="grade-editor">
      <p>
        <strong>
          {data.number}-{data.year} {data.name}
        </strong>{' '}
        <StateTag state={data.state} />
      </p>
      {!locked && (
        <Space.Compact style={{ width: '100%', maxWidth: 420, marginBottom: 16 }}>
          <Input value={gradeName} onChange={(e) => setGradeName(e.target.value)} maxLength={60} placeholder={t('fields.grade')} onPressEnter={addGrade} data-testid="grade-name" />
          <Button type="primary" onClick={addGrade} loading={busy} data-testid="grade-add">
            {t('manage.addGrade')}
          </Button>
        </Space.Compact>
      )}
      {data.grades.length === 0 && <p className="auth-muted">{t('manage.noGrades')}</p>}
      {data.grades.map((g) => (
        <section key={g.id} className="std-grade" data-testid="grade-block" style={{ marginBottom: 24 }}>
          <Space wrap style={{ marginBottom: 8 }}>
            <strong data-testid="grade-title">{g.name}</strong>
            {data.state === 'approved' && <NavLink href={`/allServer/brandDetail?id=${g.id}`}>{t('manage.view')}</NavLink>}
            {!locked && (
              <>
                <Button size="small" onClick={() => openProperty(g.id, null)} data-testid="property-add">
                  {t('manage.addProperty')}
                </Button>
                <Button size="small" onClick={() => { renameForm.setFieldsValue({ name: g.name }); setRenaming(g); }}>
                  {t('manage.renameGrade')}
                </Button>
                <Popconfirm title={t('manage.deleteConfirm')} onConfirm={() => run(() => request(standardCalls.deleteGrade, { id: g.id }), t('manage.deleted'))} okText={tc('confirm')} cancelText={tc('cancel')}>
                  <Button size="small" danger>
                    {t('manage.delete')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Space>
          <DataTable<MechanicalProperty>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={g.properties}
            scroll={{ x: true }}
            locale={{ emptyText: t('manage.noProperties') }}
            columns={[
              ...propertyColumns((key) => t(key as never), num),
              {
                key: 'actions',
                title: t('fields.actions'),
                render: (_, p) =>
                  locked ? null : (
                    <Space size={4}>
                      <Button size="small" onClick={() => openProperty(g.id, p)}>
                        {t('manage.edit')}
                      </Button>
                      <Popconfirm title={t('manage.deleteConfirm')} onConfirm={() => run(() => request(standardCalls.deleteMechanicalProperty, { id: p.id }), t('manage.deleted'))} okText={tc('confirm')} cancelText={tc('cancel')}>
                        <Button size="small" danger>
                          {t('manage.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
              },
            ]}
          />
        </section>
      ))}

      <Modal open={renaming !== null} title={t('manage.renameGrade')} onCancel={() => setRenaming(null)} onOk={rename} confirmLoading={busy} okText={tc('save')} cancelText={tc('cancel')} forceRender>
        <Form form={renameForm} layout="vertical" requiredMark={false}>
          <Form.Item name="name" label={t('fields.grade')} rules={[zodRule(gradeSaveSchema.shape.name, tr)]}>
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal open={property !== null} title={property?.row ? t('manage.editProperty') : t('manage.addProperty')} onCancel={() => setProperty(null)} onOk={saveProperty} confirmLoading={busy} okText={tc('save')} cancelText={tc('cancel')} width={720} forceRender>
        <Form form={propertyForm} layout="vertical" requiredMark={false} data-testid="property-form" className="std-property-form">
          <Space wrap align="start">
            <Form.Item name="shape" label={t('fields.shape')} rules={[{ required: true, message: t('shapeRequired') }]}>
              <Select style={{ width: 200 }} options={SHAPES.map((s) => ({ value: s, label: t(`shapes.${s}`) }))} data-testid="property-shape" />
            </Form.Item>
            <Form.Item name="deliveryStatus" label={t('fields.deliveryStatus')} rules={[{ required: true, message: t('deliveryRequired') }]}>
              <Select style={{ width: 240 }} options={DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`delivery.${s}`) }))} data-testid="property-delivery" />
            </Form.Item>
          </Space>
          <Space wrap align="start">
            {NUMBER_FIELDS.map(([name, min, max]) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`fields.${name}`)}
                dependencies={name === 'specMax' ? ['specMin'] : name === 'tensileMax' ? ['tensileMin'] : undefined}
                rules={name === 'specMax' ? [maxRule('specMin')] : name === 'tensileMax' ? [maxRule('tensileMin')] : undefined}
              >
                <InputNumber min={min} max={max} style={{ width: 200 }} data-testid={`property-${name}`} />
              </Form.Item>
            ))}
          </Space>
          <Space wrap align="start">
            <Form.Item name="hardness" label={t('fields.hardness')} initialValue="">
              <Input maxLength={40} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="bendingRadius" label={t('fields.bendingRadius')} initialValue="">
              <Input maxLength={40} style={{ width: 200 }} />
            </Form.Item>
          </Space>
          <Form.Item name="remarks" label={t('fields.remarks')} initialValue="">
            <Input.TextArea maxLength={500} rows={2} data-testid="property-remarks" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
