'use client';
import { Checkbox, InputNumber } from 'antd';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/input-number.css';
import { useTranslations } from 'next-intl';
import type { OrderFormOptions } from '@/lib/cloud/order-contract';
import type { ParamValues } from '@/lib/cloud/types';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { loose } from '@/components/ui/zod-rule';

/** The chosen items with their parameter values, by item id. */
export type ChosenItems = Record<number, ParamValues>;

/**
 * The items of the catalogue to tick, grouped into testing and preparation, with each ticked item's
 * parameters (impact temperature, analysis method …; labels from the catalogue's `Cloud.params.*`).
 * A controlled form control (value / onChange) for antd's Form.Item.
 */
export function ItemPicker({ options, value = {}, onChange }: { options: OrderFormOptions; value?: ChosenItems; onChange?: (v: ChosenItems) => void }) {
  const t = useTranslations('CloudOrders');
  const tc = loose(useTranslations('Cloud'));
  const set = (next: ChosenItems) => onChange?.(next);
  const toggle = (id: number, on: boolean) => {
    const next = { ...value };
    if (on) next[id] = Object.fromEntries((options.items.find((i) => i.id === id)?.params ?? []).filter((p) => p.default !== undefined).map((p) => [p.key, p.default!]));
    else delete next[id];
    set(next);
  };
  return (
    <div className="cloud-items" data-testid="item-picker">
      {(['detection', 'preparation'] as const).map((kind) => (
        <fieldset key={kind} className="cloud-items__group">
          <legend>{t(`kinds.${kind}`)}</legend>
          {options.items
            .filter((i) => i.kind === kind)
            .map((item) => {
              const on = Object.hasOwn(value, item.id);
              return (
                <div key={item.id} className="cloud-items__item">
                  <Checkbox checked={on} onChange={(e) => toggle(item.id, e.target.checked)} data-testid={`item-${item.id}`}>
                    {item.name}
                    {item.standard ? <span className="cloud-order__std"> {item.standard}</span> : null}
                  </Checkbox>
                  {on &&
                    item.params.map((p) => (
                      <label key={p.key} className="cloud-items__param">
                        <span>{tc(`params.${p.key}`)}</span>
                        {p.type === 'choice' ? (
                          <NativeSelect<string>
                            small
                            value={String(value[item.id][p.key] ?? '')}
                            onChange={(v) => set({ ...value, [item.id]: { ...value[item.id], [p.key]: v ?? '' } })}
                            options={(p.options ?? []).map((o) => ({ value: o, label: tc(`options.${p.key}.${o}`) }))}
                          />
                        ) : (
                          <InputNumber<number>
                            size="small"
                            min={p.min}
                            max={p.max}
                            value={value[item.id][p.key] === undefined ? null : Number(value[item.id][p.key])}
                            onChange={(v) => set({ ...value, [item.id]: { ...value[item.id], [p.key]: v ?? '' } })}
                            addonAfter={p.unit}
                            data-testid={`param-${item.id}-${p.key}`}
                          />
                        )}
                      </label>
                    ))}
                </div>
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}
