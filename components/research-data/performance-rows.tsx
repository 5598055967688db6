'use client';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';

/** The editor's performance tab: each property as a typical value or a range (lib/research-data/contract.ts `performanceRowSchema`). */
export function PerformanceRows() {
  const t = useTranslations('ResearchData');
  const form = Form.useFormInstance();
  return (
    <Form.List name="performance">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => (
            <Space key={f.key} align="baseline" wrap>
              <Form.Item name={[f.name, 'property']} label={t('editor.property')}>
                <Input maxLength={60} data-testid="rd-property" />
              </Form.Item>
              <Form.Item name={[f.name, 'unit']} label={t('editor.unit')}>
                <Input maxLength={20} style={{ width: 90 }} data-testid="rd-unit" />
              </Form.Item>
              <Form.Item name={[f.name, 'kind']} label={t('editor.kind')}>
                <Select style={{ width: 130 }} options={[{ value: 'typical', label: t('editor.typical') }, { value: 'range', label: t('editor.range') }]} data-testid="rd-kind" />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {() =>
                  form.getFieldValue(['performance', f.name, 'kind']) === 'range' ? (
                    <>
                      <Form.Item name={[f.name, 'min']} label={t('editor.min')}>
                        <InputNumber data-testid="rd-min" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'max']} label={t('editor.max')}>
                        <InputNumber data-testid="rd-max" />
                      </Form.Item>
                    </>
                  ) : (
                    <Form.Item name={[f.name, 'value']} label={t('editor.value')}>
                      <InputNumber data-testid="rd-value" />
                    </Form.Item>
                  )
                }
              </Form.Item>
              <Form.Item name={[f.name, 'condition']} label={t('editor.condition')}>
                <Input maxLength={200} />
              </Form.Item>
              <Button onClick={() => remove(f.name)}>{t('editor.remove')}</Button>
            </Space>
          ))}
          <Button onClick={() => add({ property: '', unit: '', kind: 'typical' })} data-testid="rd-add-property">
            {t('editor.addProperty')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
