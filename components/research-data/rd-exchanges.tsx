'use client';
import { Button, Input, Modal, Radio, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { toast } from '@/components/ui/plain/toast';
import { usePageParam } from '@/components/ui/use-page-param';
import { useQueryParam } from '@/components/ui/use-query-param';
import { rddaExchangeCalls } from '@/lib/api/calls/research-data';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { ExchangeRow } from '@/lib/research-data/contract';
import { useDateTime } from '@/components/ui/use-date-time';
import { DataTable } from '@/components/ui/plain/data-table';

const BOXES = ['received', 'sent'] as const;
type Box = (typeof BOXES)[number];

/**
 * The data exchanges tab of /allServer/myAllServer (`rdda/exchange/*`): received (accept until a date,
 * decline with a reason) and sent (withdraw while pending), with the history of both sides. The box and
 * the page are in the address; the server decides every action.
 */
export function RdExchanges() {
  const t = useTranslations('ResearchData');
  const dateText = useDateTime();
  const [box, setBox] = useQueryParam<Box>('box', BOXES, 'received');
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, mutate } = useCall(rddaExchangeCalls.page, { box, page, pageSize: 10 });
  const [deciding, setDeciding] = useState<{ row: ExchangeRow; decision: 'accept' | 'decline' } | null>(null);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const run = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      toast.success(t('exchange.done'));
      await mutate();
      return true;
    } catch {
      /* shown by the client's toaster */
      return false;
    }
  };
  const submit = async () => {
    if (!deciding) return;
    const ok = await run(() =>
      request(rddaExchangeCalls.decide, { exchangeId: deciding.row.id, decision: deciding.decision, ...(until && deciding.decision === 'accept' ? { until } : {}), reason }),
    );
    if (ok) {
      setDeciding(null);
      setUntil('');
      setReason('');
    }
  };
  return (
    <div data-testid="rd-exchanges">
      <Radio.Group value={box} onChange={(e) => setBox(e.target.value as Box)} optionType="button" style={{ marginBottom: 12 }}>
        {BOXES.map((b) => (
          <Radio.Button key={b} value={b} data-testid={`rd-exchanges-${b}`}>
            {t(`exchange.${b}Box`)}
          </Radio.Button>
        ))}
      </Radio.Group>
      <DataTable<ExchangeRow>
        scroll={{ x: 'max-content' }}
        rowKey="id"
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: error ? error.message : t('exchange.empty') }}
        pagination={{ current: page, pageSize: 10, total: data?.total ?? 0, onChange: setPage }}
        data-testid={`rd-exchanges-table-${box}`}
        columns={[
          { title: t('exchange.asked'), key: 'asked', render: (_, r) => <NavLink href={`/allServer/${r.record.id}`}>{r.record.dataName}</NavLink> },
          { title: t('exchange.offered'), key: 'offered', render: (_, r) => <NavLink href={`/allServer/${r.offered.id}`}>{r.offered.dataName}</NavLink> },
          { title: box === 'sent' ? t('exchange.owner') : t('exchange.proposer'), key: 'who', render: (_, r) => (box === 'sent' ? r.owner : r.proposer) },
          { title: t('exchange.messageColumn'), dataIndex: 'message' },
          {
            title: t('exchange.status'),
            key: 'status',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Tag data-testid="rd-exchange-state">{t(`exchange.statuses.${r.effective}`)}</Tag>
                {r.until && <span>{t('exchange.until')}: {r.until}</span>}
                {r.decisionReason && <span>{t('exchange.reason')}: {r.decisionReason}</span>}
              </Space>
            ),
          },
          { title: t('exchange.createdAt'), key: 'createdAt', render: (_, r) => dateText(r.createdAt, 'day') },
          {
            title: t('my.actions'),
            key: 'actions',
            render: (_, r) =>
              r.status !== 'pending' ? null : box === 'received' ? (
                <Space>
                  <Button size="small" type="primary" onClick={() => setDeciding({ row: r, decision: 'accept' })} data-testid="rd-exchange-accept">
                    {t('exchange.accept')}
                  </Button>
                  <Button size="small" onClick={() => setDeciding({ row: r, decision: 'decline' })} data-testid="rd-exchange-decline">
                    {t('exchange.decline')}
                  </Button>
                </Space>
              ) : (
                <Button size="small" onClick={() => run(() => request(rddaExchangeCalls.withdraw, { exchangeId: r.id }))} data-testid="rd-exchange-withdraw">
                  {t('exchange.withdraw')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={!!deciding}
        title={deciding?.decision === 'accept' ? t('exchange.acceptTitle') : t('exchange.declineTitle')}
        okText={deciding?.decision === 'accept' ? t('exchange.accept') : t('exchange.decline')}
        cancelText={t('actions.cancel')}
        okButtonProps={{ 'data-testid': 'rd-exchange-confirm' } as React.ComponentProps<typeof Button>}
        onOk={submit}
        onCancel={() => setDeciding(null)}
      >
        {deciding?.decision === 'accept' ? (
          <label className="rd-field">
            {t('exchange.untilHint')}
            <Input type="date" value={until} onChange={(e) => setUntil(e.target.value)} data-testid="rd-exchange-until" />
          </label>
        ) : (
          <label className="rd-field">
            {t('exchange.declineReason')}
            <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="rd-exchange-reason" />
          </label>
        )}
      </Modal>
    </div>
  );
}
