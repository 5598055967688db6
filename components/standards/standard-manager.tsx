'use client';
import { Alert, Button, Descriptions, Drawer, Popconfirm, Space } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/drawer.css';
import '@/styles/antd/popconfirm.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { NavLink } from '@/components/layout/nav-link';
import { Spinner } from '@/components/ui/spinner';
import { useOpened } from '@/components/ui/use-opened';
import { standardCalls } from '@/lib/api/calls/standards';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { StandardRow, StandardSaveInput, SystemSaveInput } from '@/lib/standards/contract';
import { RepealButton } from './repeal-button';
import { StandardState } from './state-tag';
import { useRun } from './use-run';
import { DataTable } from '@/components/ui/plain/data-table';

/** A standard's grades load when its drawer is first opened (issue 30: the editor's forms and property dialog were in the list's first load). */
const GradeEditor = dynamic(() => import('./grade-editor').then((m) => m.GradeEditor));
/** The system's and a standard's dialogs (antd Form, Modal, InputNumber and the schemas) load when first opened (issue 30). */
const SystemDialog = dynamic(() => import('./standard-dialogs').then((m) => m.SystemDialog));
const StandardDialog = dynamic(() => import('./standard-dialogs').then((m) => m.StandardDialog));

/**
 * /my/enterpriseInformationManagement/enterpriseStandardManagement: the company user's standard system
 * (one per user), its standards with their review state, and (in a drawer) each standard's grades and
 * mechanical properties. Submitting sends a standard to the public administrator; approved ones can be
 * repealed. Every rule is the server's; failures are toasted by the API client.
 */
export function StandardManager() {
  const t = useTranslations('Standards');
  const tc = useTranslations('Common');
  const { data, error, mutate, isLoading } = useCall(standardCalls.mySystem, {});
  const [systemOpen, setSystemOpen] = useState(false);
  const [editing, setEditing] = useState<StandardRow | 'new' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const { busy, run } = useRun(mutate);
  const systemOpened = useOpened(systemOpen);
  const standardOpened = useOpened(editing !== null);

  async function saveSystem(values: SystemSaveInput) {
    if (await run(() => request(standardCalls.saveSystem, { ...values, id: data?.system?.id }), t('manage.saved'))) setSystemOpen(false);
  }

  async function saveStandard(values: StandardSaveInput) {
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
          <Button type="primary" onClick={() => setSystemOpen(true)} data-testid="std-add-system">
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
                <Button size="small" onClick={() => setSystemOpen(true)} data-testid="std-edit-system">
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
            <Button type="primary" onClick={() => setEditing('new')} data-testid="std-add-standard">
              {t('manage.addStandard')}
            </Button>
          </div>
          <DataTable<StandardRow>
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
                      <Button size="small" onClick={() => setEditing(r)} data-testid="std-edit-standard">
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

      {systemOpened && <SystemDialog open={systemOpen} initial={data.system} busy={busy} onCancel={() => setSystemOpen(false)} onSave={saveSystem} />}
      {standardOpened && <StandardDialog open={editing !== null} initial={editing === 'new' ? null : editing} busy={busy} onCancel={() => setEditing(null)} onSave={saveStandard} />}

      <Drawer open={opened !== null} onClose={() => { setOpened(null); void mutate(); }} title={t('manage.grades')} size="large" destroyOnHidden>
        {opened !== null && <GradeEditor standardId={opened} />}
      </Drawer>
    </section>
  );
}
