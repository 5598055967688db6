'use client';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import { COOLING_METHODS, ELEMENTS, FURNACE_TYPES, SMELTING_MODES } from '@/lib/cloud/order-form-enums';
import { sortElements } from '@/lib/elements';

/**
 * The preparation part of the order (spec section 3): smelting target composition (element, min,
 * max), furnace type, ingot weight, smelting mode, number of furnaces; forging and rolling
 * temperatures and thicknesses; heat treatment; cooling. Numbers are typed as text so the spec's
 * "numeric-only" and "maximum not below minimum" messages come from the same schema as the server's.
 */
export function PreparationFields() {
  const t = useTranslations('CloudOrders');
  const num = (name: (string | number)[], label: string, unit?: string) => (
    <Form.Item name={['preparation', ...name]} label={label}>
      <Input inputMode="decimal" maxLength={12} suffix={unit} data-testid={`prep-${name.join('-')}`} />
    </Form.Item>
  );
  return (
    <fieldset className="cloud-form__prep" data-testid="preparation-fields">
      <legend>{t('ui.preparation')}</legend>
      <Form.List name={['preparation', 'components']}>
        {(fields, { add, remove }) => (
          <div className="cloud-form__components">
            <span className="cloud-form__label">{t('ui.targetComposition')}</span>
            {fields.map((field) => (
              <div key={field.key} className="cloud-form__component" data-testid="component-row">
                <Form.Item name={[field.name, 'element']} noStyle>
                  <Select<string> placeholder={t('ui.element')} style={{ width: 110 }} options={[{ value: '', label: t('ui.element') }, ...sortElements(ELEMENTS).map((e) => ({ value: e, label: e }))]} />
                </Form.Item>
                <Form.Item name={[field.name, 'min']} noStyle>
                  <Input inputMode="decimal" maxLength={12} placeholder={t('ui.min')} suffix="%" style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'max']} noStyle>
                  <Input inputMode="decimal" maxLength={12} placeholder={t('ui.max')} suffix="%" style={{ width: 120 }} />
                </Form.Item>
                <Button type="text" danger onClick={() => remove(field.name)} aria-label={t('ui.removeComponent')}>
                  ✕
                </Button>
              </div>
            ))}
            {fields.length < ELEMENTS.length ? (
              <Button size="small" onClick={() => add({ element: '', min: '', max: '' })} data-testid="component-add">
                {t('ui.addComponent')}
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
      <div className="cloud-form__row">
        <Form.Item name={['preparation', 'furnaceType']} label={t('ui.furnaceType')}>
          <Select<string> allowClear options={FURNACE_TYPES.map((f) => ({ value: f, label: t(`furnaceTypes.${f}`) }))} style={{ minWidth: 200 }} />
        </Form.Item>
        {num(['ingotWeightKg'], t('ui.ingotWeight'), 'kg')}
        <Form.Item name={['preparation', 'smeltingMode']} label={t('ui.smeltingMode')}>
          <Select<string> allowClear options={SMELTING_MODES.map((m) => ({ value: m, label: t(`smeltingModes.${m}`) }))} style={{ minWidth: 140 }} />
        </Form.Item>
        <Form.Item name={['preparation', 'furnaces']} label={t('ui.furnaces')}>
          <InputNumber<number> min={1} max={99} precision={0} />
        </Form.Item>
      </div>
      {(['forging', 'rolling'] as const).map((step) => (
        <div key={step} className="cloud-form__row">
          <span className="cloud-form__label">{t(`ui.${step}`)}</span>
          {num([step, 'startTemp'], t('ui.startTemp'), '°C')}
          {num([step, 'finishTemp'], t('ui.finishTemp'), '°C')}
          {num([step, 'thicknessFrom'], t('ui.thicknessFrom'), 'mm')}
          {num([step, 'thicknessTo'], t('ui.thicknessTo'), 'mm')}
        </div>
      ))}
      <div className="cloud-form__row">
        <Form.Item name={['preparation', 'heatTreatment']} label={t('ui.heatTreatment')}>
          <Input maxLength={200} placeholder={t('ui.heatTreatmentPlaceholder')} style={{ minWidth: 280 }} />
        </Form.Item>
        <Form.Item name={['preparation', 'cooling']} label={t('ui.cooling')}>
          <Select<string> allowClear options={COOLING_METHODS.map((c) => ({ value: c, label: t(`cooling.${c}`) }))} style={{ minWidth: 140 }} />
        </Form.Item>
      </div>
    </fieldset>
  );
}
