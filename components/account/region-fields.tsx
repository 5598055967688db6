'use client';
import { AutoComplete, Form, Select } from 'antd';
import '@/styles/antd/auto-complete.css';
import '@/styles/antd/form.css';
import '@/styles/antd/select.css';
import { useTranslations } from 'next-intl';
import type { Region } from '@/lib/account/contract';
import { DataText } from '@/components/ui/data-text';
import { useRegionChildren } from './use-region-children';

type Mode = 'idle' | 'loading' | 'pick' | 'type';

/**
 * How a level is entered: picked from the server's list once the level above is known; typed in
 * only where the server has no list (Hong Kong, Macao, Taiwan) or the stored value above is not a
 * known region (an address saved in the other language or before the full data set), so old
 * addresses stay editable.
 */
function modeOf(parentValue: unknown, parentList: Region[] | undefined, parentCode: string | undefined, list: Region[] | undefined): Mode {
  if (!parentValue) return 'idle';
  if (!parentList) return 'loading';
  if (!parentCode) return 'type';
  if (!list) return 'loading';
  return list.length ? 'pick' : 'type';
}

/** Province / city / county picker that cascades through user/address/listRegions. */
export function RegionFields() {
  const t = useTranslations('Account.address');
  const form = Form.useFormInstance();
  const province = Form.useWatch('province', form);
  const city = Form.useWatch('city', form);
  const provinces = useRegionChildren(null);
  const provinceCode = provinces?.find((p) => p.name === province)?.code;
  const cities = useRegionChildren(provinceCode);
  const cityCode = cities?.find((c) => c.name === city)?.code;
  const counties = useRegionChildren(cityCode);
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const cityMode = modeOf(province, provinces, provinceCode, cities);
  const countyMode = modeOf(city, cities, cityCode, counties);
  // A list is chosen from ("请选择城市"), a free field typed in ("请输入城市"): the message says which (issue 29 item 4).
  const message = (mode: Mode, level: 'city' | 'county') => (mode === 'type' ? t(`${level}Typed`) : t(`${level}Required`));

  const control = (mode: Mode, list: Region[] | undefined, label: string, testId: string, onChange?: () => void) =>
    mode === 'type' ? (
      <AutoComplete placeholder={label} maxLength={50} onChange={onChange} data-testid={testId} />
    ) : (
      <Select
        showSearch
        placeholder={label}
        loading={mode === 'loading'}
        disabled={mode === 'idle'}
        // A name with no English version is shown as data, labelled "Chinese only" (issue 29 item 6).
        options={(list ?? []).map((r) => ({ value: r.name, label: r.nameLang ? <DataText text={r.name} lang={r.nameLang} /> : r.name }))}
        onChange={onChange}
        data-testid={testId}
      />
    );

  return (
    <div className="region-fields" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
      <Form.Item name="province" label={t('province')} rules={required(t('provinceRequired'))}>
        {control(provinces ? 'pick' : 'loading', provinces, t('province'), 'address-province', () =>
          form.setFieldsValue({ city: undefined, county: undefined }),
        )}
      </Form.Item>
      <Form.Item name="city" label={t('city')} rules={required(message(cityMode, 'city'))}>
        {control(cityMode, cities, t('city'), 'address-city', () => form.setFieldValue('county', undefined))}
      </Form.Item>
      <Form.Item name="county" label={t('county')} rules={required(message(countyMode, 'county'))}>
        {control(countyMode, counties, t('county'), 'address-county')}
      </Form.Item>
    </div>
  );
}
