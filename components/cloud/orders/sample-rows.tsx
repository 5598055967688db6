'use client';
import { Button, Form, Input, InputNumber, type FormInstance } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/plain/toast';

/**
 * The samples table of the order (spec section 3: sample no., composition, state, processing,
 * quantity). Removing the last row is refused with the spec's "keep at least one item" message.
 * High throughput: many rows share the order's one parameter grid; a row can be added at once.
 */
export function SampleRows({ form, highThroughput }: { form: FormInstance; highThroughput: boolean }) {
  const t = useTranslations('CloudOrders');
  return (
    <fieldset className="cloud-form__samples" data-testid="sample-rows">
      <legend>{t('ui.samples')}</legend>
      <Form.List name="samples">
        {(fields, { add, remove }) => (
          <>
            <div className="cloud-form__sample cloud-form__sample--head" aria-hidden>
              <span>{t('ui.sampleNo')}</span>
              <span>{t('ui.material')}</span>
              <span>{t('ui.state')}</span>
              <span>{t('ui.processing')}</span>
              <span>{t('ui.quantity')}</span>
              <span />
            </div>
            {fields.map((field) => (
              <div key={field.key} className="cloud-form__sample" data-testid="sample-row">
                <Form.Item name={[field.name, 'sampleNo']} noStyle>
                  <Input maxLength={40} aria-label={t('ui.sampleNo')} />
                </Form.Item>
                <Form.Item name={[field.name, 'material']} noStyle>
                  <Input maxLength={60} aria-label={t('ui.material')} placeholder="Q355B" data-testid="sample-material" />
                </Form.Item>
                <Form.Item name={[field.name, 'state']} noStyle>
                  <Input maxLength={60} aria-label={t('ui.state')} placeholder={t('ui.statePlaceholder')} />
                </Form.Item>
                <Form.Item name={[field.name, 'processing']} noStyle>
                  <Input maxLength={100} aria-label={t('ui.processing')} />
                </Form.Item>
                <Form.Item name={[field.name, 'quantity']} noStyle>
                  <InputNumber<number> min={1} max={999} precision={0} aria-label={t('ui.quantity')} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  aria-label={t('ui.removeSample')}
                  onClick={() => (fields.length <= 1 ? toast.warning(t('keepOneSample')) : remove(field.name))}
                  data-testid="sample-remove"
                >
                  ✕
                </Button>
              </div>
            ))}
            <Button
              onClick={() => {
                const rows = (form.getFieldValue('samples') ?? []) as unknown[];
                add({ sampleNo: `S${rows.length + 1}`, material: '', state: '', processing: '', quantity: 1 });
              }}
              data-testid="sample-add"
            >
              {t('ui.addSample')}
            </Button>
            {highThroughput ? <span className="cloud-form__count">{t('ui.sampleCount', { n: fields.length })}</span> : null}
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
