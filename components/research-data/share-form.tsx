'use client';
import { Button, Checkbox, Form, Radio, Select } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { authCalls } from '@/lib/api/calls/auth';
import { researchDataCalls } from '@/lib/api/calls/research-data';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { AUDIENCES, DEFAULT_PARTS, PARTS, VISIBILITIES } from '@/lib/research-data/contract-enums';
import type { ResearchDataDetail } from '@/lib/research-data/contract';

interface ShareValues {
  visibility: string;
  userNames?: string[];
  companyIds?: number[];
  internal: string[];
  enterprises: string[];
  persons: string[];
  public: string[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The record editor's permission tab: visibility, the selected users or companies and the parts each
 * audience reads. The share call answers alike whether a name exists or not (issue 27: no user
 * enumeration), so each name the owner adds is checked here through the rate-limited lookup
 * (gateway/verifyUserNameIsExist, per client address); a name that is not a user is taken out again
 * with the reason on the field.
 */
export function ShareForm({ detail, onSaved }: { detail: ResearchDataDetail; onSaved: () => void }) {
  const t = useTranslations('ResearchData');
  const [form] = Form.useForm<ShareValues>();
  const [keyword, setKeyword] = useState('');
  const companies = useCall(researchDataCalls.companies, { keyword: keyword || undefined, page: 1, pageSize: 50 });
  const [busy, setBusy] = useState(false);
  const sharing = detail.sharing;
  // Names known to be users: the current audience, and every name the lookup confirmed.
  const [known, setKnown] = useState<string[]>(sharing?.userNames ?? []);
  const [checking, setChecking] = useState(false);
  const visibility = Form.useWatch('visibility', form) ?? detail.visibility;

  const checkNames = async (names: string[]) => {
    const added = names.filter((n) => !known.some((k) => same(k, n)));
    if (added.length === 0) return;
    setChecking(true);
    const found: string[] = [];
    const missing: string[] = [];
    const unchecked: string[] = [];
    try {
      for (const name of added) {
        // A refused lookup (too many in 10 minutes, not a login name) is shown by the client's toaster.
        const exists = await request(authCalls.verifyUserNameIsExist, { userName: name }).then(
          (r) => r.exist,
          () => null,
        );
        (exists === null ? unchecked : exists ? found : missing).push(name);
      }
    } finally {
      setChecking(false);
    }
    setKnown((k) => [...k, ...found]);
    const dropped = [...missing, ...unchecked];
    const kept = (form.getFieldValue('userNames') as string[] | undefined)?.filter((n) => !dropped.includes(n)) ?? [];
    form.setFields([{ name: 'userNames', value: kept, errors: missing.map((name) => t('noSuchUser', { name })) }]);
  };

  const submit = async () => {
    const v = form.getFieldsValue(true) as ShareValues;
    setBusy(true);
    try {
      await request(researchDataCalls.share, {
        id: detail.id,
        visibility: v.visibility as never,
        userNames: (v.userNames ?? []).filter((n) => known.some((k) => same(k, n))),
        companyIds: v.companyIds ?? [],
        parts: { internal: v.internal as never, enterprises: v.enterprises as never, persons: v.persons as never, public: v.public as never },
      });
      toast.success(v.visibility === 'public' && detail.state !== 'draft' ? t('editor.publishSent') : t('editor.shareSaved'));
      onSaved();
    } catch {
      /* the client's toaster shows the server's reason */
    } finally {
      setBusy(false);
    }
  };
  const partOptions = PARTS.map((p) => ({ value: p, label: t(`parts.${p}`) }));
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="rd-share-form"
      initialValues={{
        visibility: detail.visibility,
        userNames: sharing?.userNames ?? [],
        companyIds: sharing?.companies.map((c) => c.id) ?? [],
        ...(sharing?.parts ?? DEFAULT_PARTS),
      }}
    >
      <Form.Item name="visibility" label={t('fields.visibility')}>
        <Radio.Group options={VISIBILITIES.map((v) => ({ value: v, label: <span data-testid={`rd-visibility-${v}`}>{t(`visibility.${v}`)}</span> }))} />
      </Form.Item>
      {visibility === 'public' && <p className="rd-note">{t('editor.publicNeedsReview')}</p>}
      {visibility === 'selected' && (
        <Form.Item name="userNames" label={t('editor.userNames')} extra={t('editor.userNamesHint')}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，', ' ']}
            loading={checking}
            onChange={(names: string[]) => void checkNames(names)}
            data-testid="rd-userNames"
          />
        </Form.Item>
      )}
      {visibility === 'directional' && (
        <Form.Item name="companyIds" label={t('editor.companies')}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={companies.isLoading}
            options={[...(sharing?.companies ?? []), ...(companies.data ?? [])].filter((c, i, all) => all.findIndex((x) => x.id === c.id) === i).map((c) => ({ value: c.id, label: c.name }))}
            data-testid="rd-companies"
          />
        </Form.Item>
      )}
      <fieldset className="rd-parts">
        <legend>{t('editor.partsTitle')}</legend>
        {AUDIENCES.map((a) => (
          <Form.Item key={a} name={a} label={t(`audiences.${a}`)} extra={t(`audienceHints.${a}`)}>
            <Checkbox.Group options={partOptions} data-testid={`rd-parts-${a}`} />
          </Form.Item>
        ))}
      </fieldset>
      <Button type="primary" onClick={submit} loading={busy || checking} data-testid="rd-share-save">
        {t('editor.saveShare')}
      </Button>
    </Form>
  );
}
