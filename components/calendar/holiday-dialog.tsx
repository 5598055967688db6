'use client';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { loose } from '@/components/ui/zod-rule';
import { HOLIDAY_FESTIVALS, HOLIDAY_KINDS, saveHolidayYearSchema, type HolidayYearRow, type SaveHolidayYearInput } from '@/lib/calendar/contract';

interface Props {
  open: boolean;
  /** The year edited, or null for a new one. */
  initial: HolidayYearRow | null;
  busy: boolean;
  onCancel: () => void;
  onSave: (values: SaveHolidayYearInput) => Promise<boolean>;
}

const EMPTY: SaveHolidayYearInput = { year: new Date().getFullYear() + 1, noticeNumber: '', publishedOn: '', sourceUrl: '', days: [{ day: '', kind: 'holiday', festival: 'newYear' }] };

/**
 * A year's arrangement as the notice gives it: the notice (number, date, link) and its days, each a day off or a
 * make-up working day of one holiday. Checked on OK with the endpoint's own schema (a day outside the year, a day
 * twice, a make-up working day on a weekday…), its messages put on the fields they name; the server checks again.
 */
export function HolidayDialog({ open, initial, busy, onCancel, onSave }: Props) {
  const t = useTranslations('Calendar');
  const tr = loose(useTranslations());
  const tc = useTranslations('Common');
  const format = useFormatter();
  const [form] = Form.useForm<SaveHolidayYearInput>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial ? { year: initial.year, noticeNumber: initial.noticeNumber, publishedOn: initial.publishedOn, sourceUrl: initial.sourceUrl, days: initial.days } : EMPTY);
  }, [open, initial, form]);

  async function submit() {
    const values = form.getFieldsValue(true) as SaveHolidayYearInput;
    const parsed = saveHolidayYearSchema.safeParse(values);
    if (!parsed.success) {
      const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const issue of parsed.error.issues) {
        const name = issue.path.length ? (issue.path as (string | number)[]) : ['days'];
        const key = name.join('.');
        if (!byField.has(key)) byField.set(key, { name, errors: [tr(issue.message)] });
      }
      form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
      return;
    }
    await onSave(parsed.data);
  }

  const kindOptions = HOLIDAY_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }));
  const festivalOptions = HOLIDAY_FESTIVALS.map((f) => ({ value: f, label: t(`festivals.${f}`) }));

  return (
    <Modal
      open={open}
      width={720}
      title={initial ? t('admin.editTitle', { year: initial.year }) : t('admin.addTitle')}
      onCancel={onCancel}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={tc('save')}
      cancelText={tc('cancel')}
      okButtonProps={{ 'data-testid': 'holiday-save' } as never}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="holiday-form">
        <Space wrap align="start">
          <Form.Item name="year" label={t('admin.fields.year')}>
            <InputNumber min={2000} max={2100} precision={0} disabled={initial !== null} data-testid="holiday-year" />
          </Form.Item>
          <Form.Item name="publishedOn" label={t('admin.fields.publishedOn')}>
            <Input type="date" data-testid="holiday-published-on" />
          </Form.Item>
          <Form.Item name="noticeNumber" label={t('admin.fields.noticeNumber')}>
            <Input maxLength={60} data-testid="holiday-notice-number" />
          </Form.Item>
        </Space>
        <Form.Item name="sourceUrl" label={t('admin.fields.sourceUrl')}>
          <Input type="url" maxLength={500} placeholder="https://www.gov.cn/" data-testid="holiday-source-url" />
        </Form.Item>
        <Form.Item label={t('admin.fields.days')} style={{ marginBottom: 0 }}>
          <Form.List name="days">
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, i) => (
                  <Space key={field.key} wrap align="start" data-testid={`holiday-day-row-${i}`}>
                    <Form.Item name={[field.name, 'day']} aria-label={t('admin.fields.day')}>
                      <Input type="date" aria-label={t('admin.fields.day')} data-testid={`holiday-day-${i}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'kind']}>
                      <Select options={kindOptions} style={{ minWidth: 170 }} aria-label={t('admin.fields.kind')} data-testid={`holiday-kind-${i}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'festival']}>
                      <Select options={festivalOptions} style={{ minWidth: 170 }} aria-label={t('admin.fields.festival')} data-testid={`holiday-festival-${i}`} />
                    </Form.Item>
                    <Button onClick={() => remove(field.name)} disabled={fields.length === 1}>
                      {t('admin.removeDay')}
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ day: '', kind: 'holiday', festival: form.getFieldValue(['days', fields.length - 1, 'festival']) ?? 'newYear' })} data-testid="holiday-add-day">
                  {t('admin.addDay')}
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
      {initial && (
        <section style={{ marginTop: 16 }} data-testid="holiday-history">
          <h3>{t('admin.history')}</h3>
          {initial.history.length ? (
            <ul>
              {initial.history.map((h) => (
                <li key={`${h.at}-${h.action}`}>
                  {t('admin.historyEntry', {
                    at: format.dateTime(new Date(h.at), { dateStyle: 'medium', timeStyle: 'short' }),
                    by: h.by ?? t('admin.unknownUser'),
                    action: t(`admin.actions.${h.action}`),
                    holidays: h.holidays,
                    workdays: h.workdays,
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="auth-muted">{t('admin.noHistory')}</p>
          )}
        </section>
      )}
    </Modal>
  );
}
