'use client';
import { AutoComplete, Form, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { accountApi, type Region } from '@/lib/api/account';

/**
 * Province / city / county picker from the regions table. Every province is listed; cities and
 * counties are suggested where the table knows them and can also be typed in.
 */
export function RegionFields() {
  const t = useTranslations('Account.address');
  const form = Form.useFormInstance();
  const province = Form.useWatch('province', form);
  const city = Form.useWatch('city', form);
  const [provinces, setProvinces] = useState<Region[]>([]);
  const [cityList, setCityList] = useState<{ parent: string; list: Region[] }>({ parent: '', list: [] });
  const [countyList, setCountyList] = useState<{ parent: string; list: Region[] }>({ parent: '', list: [] });
  const provinceCode = provinces.find((p) => p.name === province)?.code;
  const cities = provinceCode && cityList.parent === provinceCode ? cityList.list : [];
  const cityCode = cities.find((c) => c.name === city)?.code;
  const counties = cityCode && countyList.parent === cityCode ? countyList.list : [];
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  useEffect(() => {
    accountApi.listRegions().then(setProvinces).catch(() => setProvinces([]));
  }, []);
  useEffect(() => {
    if (!provinceCode) return;
    accountApi
      .listRegions(provinceCode)
      .then((list) => setCityList({ parent: provinceCode, list }))
      .catch(() => setCityList({ parent: provinceCode, list: [] }));
  }, [provinceCode]);
  useEffect(() => {
    if (!cityCode) return;
    accountApi
      .listRegions(cityCode)
      .then((list) => setCountyList({ parent: cityCode, list }))
      .catch(() => setCountyList({ parent: cityCode, list: [] }));
  }, [cityCode]);

  const county = Form.useWatch('county', form);
  const options = (list: Region[], typed: string | undefined) =>
    list.filter((r) => !typed || r.name.toLowerCase().includes(String(typed).toLowerCase())).map((r) => ({ value: r.name }));

  return (
    <div className="region-fields" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
      <Form.Item name="province" label={t('province')} rules={required(t('provinceRequired'))}>
        <Select
          showSearch
          placeholder={t('province')}
          options={provinces.map((p) => ({ value: p.name, label: p.name }))}
          onChange={() => form.setFieldsValue({ city: undefined, county: undefined })}
          data-testid="address-province"
        />
      </Form.Item>
      <Form.Item name="city" label={t('city')} rules={required(t('cityRequired'))}>
        <AutoComplete options={options(cities, city)} placeholder={t('city')} maxLength={50} onChange={() => form.setFieldValue('county', undefined)} data-testid="address-city" />
      </Form.Item>
      <Form.Item name="county" label={t('county')} rules={required(t('countyRequired'))}>
        <AutoComplete options={options(counties, county)} placeholder={t('county')} maxLength={50} data-testid="address-county" />
      </Form.Item>
    </div>
  );
}
