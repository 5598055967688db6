'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/commerce/money';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { toast } from '@/components/ui/plain/toast';
import { appointmentCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { EQUIPMENT_KINDS, SLOT_LENGTHS, type EquipmentCard, type EquipmentKind } from '@/lib/cloud/appointment-contract';
import { fenOf, yuanOf } from '@/lib/money';
import './appointments.css';

/** The laboratory's instruments and what makes each bookable (equipments/list, equipments/save). */
export function EquipmentSettings() {
  const t = useTranslations('CloudAppointments');
  const money = useMoney();
  const { data, error, isLoading, mutate } = useCall(appointmentCalls.list, {});
  const [editing, setEditing] = useState<number | null>(null);
  if (error) return <LoadFailed message={t('ui.loadError')} retryLabel={t('ui.retry')} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <p role="status">{t('ui.loading')}</p>;
  return (
    <section data-testid="equipment-settings">
      <h2>{t('ui.myEquipment')}</h2>
      {data.length === 0 && <p>{t('ui.noEquipment')}</p>}
      <table className="data-table">
        <thead>
          <tr>
            <th>{t('ui.equipment')}</th>
            <th>{t('ui.bookable')}</th>
            <th>{t('ui.hourlyPrice')}</th>
            <th>{t('ui.openingHours')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {data.map((e) => (
            <tr key={e.id}>
              <td>
                {e.name} {e.model}
              </td>
              <td>{e.settings?.bookable ? t('ui.yes') : t('ui.no')}</td>
              <td>{e.settings ? money(e.settings.hourlyPriceFen) : '—'}</td>
              <td>{e.settings ? `${e.settings.openFrom}–${e.settings.openTo}` : '—'}</td>
              <td>
                <button type="button" className="button button--small" onClick={() => setEditing(editing === e.id ? null : e.id)} data-testid={`equipment-edit-${e.id}`}>
                  {t('ui.edit')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing !== null && (
        <SettingsForm
          key={editing}
          equipment={data.find((e) => e.id === editing)!}
          onSaved={async () => {
            setEditing(null);
            await mutate();
          }}
        />
      )}
    </section>
  );
}

function SettingsForm({ equipment, onSaved }: { equipment: EquipmentCard; onSaved: () => Promise<void> }) {
  const t = useTranslations('CloudAppointments');
  const s = equipment.settings;
  const [v, setV] = useState({
    bookable: s?.bookable ?? true,
    kind: (s?.kind ?? 'other') as EquipmentKind,
    yuan: String(s ? yuanOf(s.hourlyPriceFen) : ''),
    slotMinutes: s?.slotMinutes ?? 60,
    openFrom: s?.openFrom ?? '09:00',
    openTo: s?.openTo ?? '17:00',
    minMinutes: s?.minMinutes ?? 60,
    maxMinutes: s?.maxMinutes ?? 240,
    magnificationMin: s?.magnificationMin == null ? '' : String(s.magnificationMin),
    magnificationMax: s?.magnificationMax == null ? '' : String(s.magnificationMax),
  });
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof v>) => setV({ ...v, ...patch });
  async function save() {
    setBusy(true);
    try {
      await request(appointmentCalls.save, {
        equipmentId: equipment.id,
        bookable: v.bookable,
        kind: v.kind,
        hourlyPriceFen: fenOf(Number(v.yuan)),
        slotMinutes: v.slotMinutes,
        openFrom: v.openFrom,
        openTo: v.openTo,
        minMinutes: v.minMinutes,
        maxMinutes: v.maxMinutes,
        ...(v.magnificationMin && v.magnificationMax ? { magnificationMin: Number(v.magnificationMin), magnificationMax: Number(v.magnificationMax) } : {}),
      });
      toast.success(t('ui.saved'));
      await onSaved();
    } catch {
      // shown by the client
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      className="appt-form"
      data-testid="equipment-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 className="appt-form__wide">
        {equipment.name} {equipment.model}
      </h3>
      <label className="appt-check">
        <input type="checkbox" checked={v.bookable} onChange={(e) => set({ bookable: e.target.checked })} /> {t('ui.bookable')}
      </label>
      <label>
        {t('ui.kind')}
        <select value={v.kind} onChange={(e) => set({ kind: e.target.value as EquipmentKind })}>
          {EQUIPMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('ui.hourlyPriceYuan')}
        <input inputMode="decimal" value={v.yuan} onChange={(e) => set({ yuan: e.target.value })} />
      </label>
      <label>
        {t('ui.slotLength')}
        <select value={v.slotMinutes} onChange={(e) => set({ slotMinutes: Number(e.target.value) })}>
          {SLOT_LENGTHS.map((n) => (
            <option key={n} value={n}>
              {t('ui.minutes', { n })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('ui.openFrom')}
        <input type="time" value={v.openFrom} onChange={(e) => set({ openFrom: e.target.value })} />
      </label>
      <label>
        {t('ui.openTo')}
        <input type="time" value={v.openTo} onChange={(e) => set({ openTo: e.target.value })} />
      </label>
      <label>
        {t('ui.minDuration')}
        <input type="number" min={30} step={30} value={v.minMinutes} onChange={(e) => set({ minMinutes: Number(e.target.value) })} />
      </label>
      <label>
        {t('ui.maxDuration')}
        <input type="number" min={30} step={30} value={v.maxMinutes} onChange={(e) => set({ maxMinutes: Number(e.target.value) })} />
      </label>
      <label>
        {t('ui.magnificationMin')}
        <input inputMode="numeric" value={v.magnificationMin} onChange={(e) => set({ magnificationMin: e.target.value })} />
      </label>
      <label>
        {t('ui.magnificationMax')}
        <input inputMode="numeric" value={v.magnificationMax} onChange={(e) => set({ magnificationMax: e.target.value })} />
      </label>
      <div className="appt-form__wide">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="equipment-save">
          {t('ui.save')}
        </button>
      </div>
    </form>
  );
}
