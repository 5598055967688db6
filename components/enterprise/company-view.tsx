'use client';
import { Alert, Button, Descriptions } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { useSession } from '@/lib/session/use-session';
import { useDateTime } from '@/components/ui/use-date-time';
import { toast } from '@/components/ui/plain/toast';
import { loose } from '@/components/ui/zod-rule';
import { LoadState } from './list-state';

/** /my/business: the company's information for every member; `?invite=<code>` offers an invitation's acceptance. */
export function CompanyView() {
  const t = useTranslations('Enterprise.screens');
  const tt = useTranslations('Enterprise');
  const invite = useSearchParams().get('invite');
  const { userType } = useSession();
  const member = userType === 'company_admin' || userType === 'employee';
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.company, member ? {} : null);
  const dateText = useDateTime();
  const accept = useCallMutation(enterpriseCalls.acceptInvite);

  async function onAccept() {
    try {
      await accept.trigger({ code: invite! });
      toast.success(t('invite.accepted'));
      window.location.assign(window.location.pathname);
    } catch {
      /* toast shown */
    }
  }

  return (
    <div className="enterprise-screen" data-testid="company-view">
      <h1>{t('company.title')}</h1>
      {invite && !member && (
        <Alert type="info" showIcon message={t('invite.title')} description={t('invite.text')} action={<Button type="primary" loading={accept.isMutating} onClick={onAccept} data-testid="accept-invite">{t('invite.accept')}</Button>} />
      )}
      {member && (
        <LoadState loading={isLoading} error={error} retry={() => mutate()}>
          {data && (
            <Descriptions bordered column={1} size="middle">
              <Descriptions.Item label={t('company.name')}>{data.name}</Descriptions.Item>
              <Descriptions.Item label={t('company.creditCode')}>{data.creditCode || t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('company.industry')}>{data.industry || t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('company.contact')}>{data.contact || t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('company.email')}>{data.email || t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('company.otherContact')}>{data.otherContact || t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('company.enterpriseType')}>{loose(tt)(`enterpriseTypes.${data.enterpriseType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('company.subAccountCount')}>{data.subAccountCount}</Descriptions.Item>
              <Descriptions.Item label={t('company.administrator')}>{data.administrator?.userName ?? t('none')}</Descriptions.Item>
              <Descriptions.Item label={t('company.memberCount')}>{data.memberCount}</Descriptions.Item>
              <Descriptions.Item label={t('company.groupCount')}>{data.groupCount}</Descriptions.Item>
              <Descriptions.Item label={t('company.createdAt')}>{dateText(data.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={t('company.documents')}>
                {data.documents.length
                  ? data.documents.map((d) => (
                      <a key={d.id} href={d.url} download={d.name} style={{ display: 'block' }}>
                        {d.name}
                      </a>
                    ))
                  : t('none')}
              </Descriptions.Item>
            </Descriptions>
          )}
        </LoadState>
      )}
    </div>
  );
}
