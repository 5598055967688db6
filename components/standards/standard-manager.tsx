'use client';
import { Alert, Button, Descriptions, Drawer, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/drawer.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/space.css';
import '@/styles/antd/table.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { Spinner } from '@/components/ui/spinner';
import { zodRule } from '@/components/ui/zod-rule';
import { standardCalls } from '@/lib/api/calls/standards';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { standardSaveSchema, systemSaveSchema, type StandardRow } from '@/lib/standards/contract';
import { GradeEditor } from './grade-editor';
import { RepealButton } from './repeal-button';
import { StandardState } from './state-tag';
import { useRun } from './use-run';

/**
 * /my/enterpriseInformationManagement/enterpriseStandardManagement: the company user's standard system
 * (one per user), its standards with their review state, and (in a drawer) each standard's grades and
 * mechanical properties. Submitting sends a standard to the public administrator; approved ones can be
 * repealed. Every rule is the server's; failures are toasted by the API client.
 */
export function StandardManager() {
  const t = useTranslations('Standards');
  const tc = useTranslations('Common');
  const tr = useTranslations();
  const { data, error, mutate, isLoading } = useCall(standardCalls.mySystem, {});
  const [systemOpen, setSystemOpen] = useState(false);
  const [editing, setEditing] = useState<StandardRow | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const { busy, run } = useRun(mutate);
  const [systemForm] = Form.useForm();
  const [standardForm] = Form.useForm();
  const sys = systemSaveSchema.shape;
  const std = standardSaveSchema.shape;

  function openSystem() {
    systemForm.resetFields();
    if (data?.system) systemForm.setFieldsValue(data.system);
    setSystemOpen(true);
  }

  async function saveSystem() {
    const values = await systemForm.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    if (await run(() => request(standardCalls.saveSystem, { ...values, id: data?.system?.id }), t('manage.saved'))) setSystemOpen(false);
  }

  function openStandard(target: StandardRow | 'new') {
    standardForm.resetFields();
    if (target !== 'new') standardForm.setFieldsValue(target);
    setEditing(target);
  }

  async function saveStandard() {
    const values = await standardForm.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    if (await run(() => request(standardCalls.save, { ...values, id: editing !== 'new' && editing ? editing.id : undefined }), t('manage.saved'))) setEditing(null);
  }

  if (error && !data) {
    return (
      <Alert
        type="error"
        title={t('manage.loadFailed')}
        action={<Button size="small" onClick={() => void mutate()}>{tc('retry')}</Button>}
        data-testid="std-load-failed"
      />
    );
  }
  if (isLoading || !data) return <Spinner />;

  return (
    <section className="my-panel" data-testid="standard-manager">
      <div className="my-panel__head">
        <h1 className="my-panel__title">{t('manage.title')}</h1>
        {!data.system && data.mayCreate && (
          <Button type="primary" onClick={openSystem} data-testid="std-add-system">
            {t('manage.addSystem')}
          </Button>
        )}
      </div>
      <p className="auth-muted">{t('manage.intro')}</p>
      {!data.system && !data.mayCreate && <Alert type="info" title={t('manage.noCompany')} data-testid="std-no-company" />}
      {data.system && (
        <>
          <Descriptions
            title={t('manage.systemTitle')}
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            data-testid="std-system"
            extra={
              <Space>
                <Button size="small" onClick={openSystem} data-testid="std-edit-system">
                  {t('manage.editSystem')}
                </Button>
                <Popconfirm title={t('manage.deleteSystemConfirm')} onConfirm={() => run(() => request(standardCalls.deleteSystem, {}), t('manage.deleted'))} okText={tc('confirm')} cancelText={tc('cancel')}>
                  <Button size="small" danger>
                    {t('manage.deleteSystem')}
                  </Button>
                </Popconfirm>
              </Space>
            }
            items={[
              { key: 'name', label: t('fields.systemName'), children: <span data-testid="std-system-name">{data.system.name}</span> },
              { key: 'code', label: t('fields.systemCode'), children: data.system.code },
              { key: 'country', label: t('fields.country'), children: data.system.country },
              { key: 'issuer', label: t('fields.issuer'), children: data.system.issuer },
            ]}
          />
          {data.system.demo && <p className="auth-muted">{t('demoNote')}</p>}
          <div className="my-panel__head" style={{ marginTop: 24 }}>
            <h2 className="my-panel__title">{t('manage.standards')}</h2>
            <Button type="primary" onClick={() => openStandard('new')} data-testid="std-add-standard">
              {t('manage.addStandard')}
            </Button>
          </div>
          <Table<StandardRow>
            rowKey="id"
            size="small"
            dataSource={data.standards}
            pagination={false}
            locale={{ emptyText: t('manage.noStandards') }}
            data-testid="std-standards"
            scroll={{ x: true }}
            columns={[
              { key: 'number', title: t('fields.number'), render: (_, r) => `${r.number}-${r.year}` },
              { key: 'name', title: t('fields.name'), dataIndex: 'name' },
              { key: 'issuer', title: t('fields.issuer'), dataIndex: 'issuer' },
              { key: 'grades', title: t('fields.grades'), dataIndex: 'gradeCount' },
              { key: 'state', title: t('fields.state'), render: (_, r) => <StandardState row={r} /> },
              {
                key: 'actions',
                title: t('fields.actions'),
                render: (_, r) => (
                  <Space wrap size={4}>
                    <Button size="small" onClick={() => setOpened(r.id)} data-testid="std-open-grades">
                      {t('manage.grades')}
                    </Button>
                    {r.state !== 'repealed' && (
                      <Button size="small" onClick={() => openStandard(r)} data-testid="std-edit-standard">
                        {t('manage.edit')}
                      </Button>
                    )}
                    {(r.state === 'notSubmitted' || r.state === 'failed') && (
                      <Button size="small" type="primary" loading={busy} onClick={() => run(() => request(standardCalls.audit, { id: r.id }), t('manage.submitted'))} data-testid="std-submit">
                        {r.state === 'failed' ? t('manage.resubmit') : t('manage.submit')}
                      </Button>
                    )}
                    {r.state === 'approved' && <RepealButton standard={r} onDone={() => void mutate()} />}
                    <Popconfirm title={t('manage.deleteConfirm')} onConfirm={() => run(() => request(standardCalls.delete, { id: r.id }), t('manage.deleted'))} okText={tc('confirm')} cancelText={tc('cancel')}>
                      <Button size="small" danger data-testid="std-delete-standard">
                        {t('manage.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        </>
      )}
      <p className="auth-muted" style={{ marginTop: 16 }}>
        <NavLink href="/mind/standard">{t('brand.mindLink')}</NavLink>
      </p>

      <Modal open={systemOpen} title={data.system ? t('manage.editSystem') : t('manage.addSystem')} onCancel={() => setSystemOpen(false)} onOk={saveSystem} confirmLoading={busy} okText={tc('save')} cancelText={tc('cancel')} forceRender>
        <Form form={systemForm} layout="vertical" requiredMark={false} data-testid="std-system-form">
          <Form.Item name="name" label={t('fields.systemName')} rules={[zodRule(sys.name, tr)]}>
            <Input maxLength={100} data-testid="std-system-name-input" />
          </Form.Item>
          <Form.Item name="code" label={t('fields.systemCode')} rules={[zodRule(sys.code, tr)]}>
            <Input maxLength={40} data-testid="std-system-code" />
          </Form.Item>
          <Form.Item name="country" label={t('fields.country')} rules={[zodRule(sys.country, tr)]}>
            <Input maxLength={60} data-testid="std-system-country" />
          </Form.Item>
          <Form.Item name="issuer" label={t('fields.issuer')} rules={[zodRule(sys.issuer, tr)]}>
            <Input maxLength={100} data-testid="std-system-issuer" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal open={editing !== null} title={editing === 'new' ? t('manage.addStandard') : t('manage.editStandard')} onCancel={() => setEditing(null)} onOk={saveStandard} confirmLoading={busy} okText={tc('save')} cancelText={tc('cancel')} forceRender>
        <Form form={standardForm} layout="vertical" requiredMark={false} data-testid="std-standard-form">
          <Form.Item name="number" label={t('fields.number')} rules={[zodRule(std.number, tr)]}>
            <Input maxLength={60} data-testid="std-number" />
          </Form.Item>
          <Form.Item name="name" label={t('fields.name')} rules={[zodRule(std.name, tr)]}>
            <Input maxLength={200} data-testid="std-name" />
          </Form.Item>
          <Form.Item name="year" label={t('fields.year')} rules={[zodRule(std.year, tr)]}>
            <InputNumber min={1900} max={2100} precision={0} style={{ width: '100%' }} data-testid="std-year" />
          </Form.Item>
          <Form.Item name="issuer" label={t('fields.issuer')} rules={[zodRule(std.issuer, tr)]}>
            <Input maxLength={100} data-testid="std-issuer" />
          </Form.Item>
        </Form>
      </Modal>

      <Drawer open={opened !== null} onClose={() => { setOpened(null); void mutate(); }} title={t('manage.grades')} size="large" destroyOnHidden>
        {opened !== null && <GradeEditor standardId={opened} />}
      </Drawer>
    </section>
  );
}
