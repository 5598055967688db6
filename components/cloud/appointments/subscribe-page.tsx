'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/commerce/money';
import { NavLink } from '@/components/layout/nav-link';
import { FileField } from '@/components/ui/plain/file-field';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { toast } from '@/components/ui/plain/toast';
import { useYearList } from '@/components/ui/year-list';
import { useQueryFilters } from '@/components/ui/use-query-filters';
import { accountCalls } from '@/lib/api/calls/account';
import { appointmentCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { EQUIPMENT_KINDS, MAX_APPOINTMENT_FILES, type EquipmentCard, type EquipmentKind } from '@/lib/cloud/appointment-contract';
import type { StoredFile } from '@/lib/files/contract';
import { useRouter } from '@/lib/i18n/navigation';
import './appointments.css';

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/**
 * /cloud/subscribe (issue 35): pick a bookable instrument, a day of the 60-day calendar (days
 * without free time greyed), a free slot and the duration, then describe the samples (spec section 3
 * "remote research demand"). The server checks all of it again and books the slots; the price comes
 * from the laboratory later.
 */
export function SubscribePage() {
  const t = useTranslations('CloudAppointments');
  const money = useMoney();
  const { values, go } = useQueryFilters();
  const kind = (EQUIPMENT_KINDS as readonly string[]).includes(values.kind) ? (values.kind as EquipmentKind) : undefined;
  const list = useCall(appointmentCalls.page, { page: 1, pageSize: 50, kind });
  const equipmentId = idOf(values.equipmentId);
  const chosen = list.data?.list.find((e) => e.id === equipmentId) ?? null;
  return (
    <section className="cloud-page" data-testid="subscribe">
      <h1 className="section-title">{t('ui.subscribeTitle')}</h1>
      <p className="cloud-page__lead">{t('ui.subscribeLead')}</p>
      <div className="appt-filters">
        <select aria-label={t('ui.kind')} value={kind ?? ''} onChange={(e) => go({ kind: e.target.value, equipmentId: undefined })} data-testid="subscribe-kind">
          <option value="">{t('ui.allKinds')}</option>
          {EQUIPMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {list.error ? (
        <LoadFailed message={t('ui.loadError')} retryLabel={t('ui.retry')} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <p role="status">{t('ui.loading')}</p>
      ) : list.data.list.length === 0 ? (
        <p>{t('ui.noBookable')}</p>
      ) : (
        <div className="appt-equipment">
          {list.data.list.map((e) => (
            <button key={e.id} type="button" aria-pressed={e.id === equipmentId} onClick={() => go({ equipmentId: e.id })} data-testid={`equipment-${e.model}`}>
              <strong>
                {e.name} {e.model}
              </strong>
              {e.settings?.demo && <span className="tag appt-demo">{t('ui.demo')}</span>}
              <br />
              <span className="appt-muted">
                {e.labName} · {e.province}
              </span>
              <br />
              {e.settings && (
                <span>
                  {t(`kinds.${e.settings.kind}`)} · {t('ui.perHour', { price: money(e.settings.hourlyPriceFen) })} · {e.settings.openFrom}–{e.settings.openTo}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      {chosen?.settings && <Booking key={chosen.id} equipment={chosen} />}
    </section>
  );
}

function Booking({ equipment }: { equipment: EquipmentCard }) {
  const t = useTranslations('CloudAppointments');
  const yearList = useYearList();
  const money = useMoney();
  const router = useRouter();
  const s = equipment.settings!;
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [duration, setDuration] = useState(s.minMinutes);
  const calendar = useCall(appointmentCalls.slots, { equipmentId: equipment.id });
  const slots = useCall(appointmentCalls.slots, day ? { equipmentId: equipment.id, day } : null);
  const addresses = useCall(accountCalls.getAddress, {});
  const [form, setForm] = useState({ sampleName: '', sampleCount: '1', magnetic: false, goldSprayed: false, magnification: '', mainContents: '', contactName: '', contactPhone: '', addressId: '', remarks: '' });
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const durations: number[] = [];
  for (let m = s.minMinutes; m <= s.maxMinutes; m += s.slotMinutes) durations.push(m);

  async function submit() {
    if (!day || !start) {
      toast.error(t('noFreeDay'));
      return;
    }
    setBusy(true);
    try {
      const a = await request(appointmentCalls.saveOrder, {
        equipmentId: equipment.id,
        day,
        start,
        durationMinutes: duration,
        sampleName: form.sampleName,
        sampleCount: form.sampleCount,
        magnetic: form.magnetic,
        goldSprayed: form.goldSprayed,
        magnification: form.magnification,
        mainContents: form.mainContents,
        attachmentIds: files.map((f) => f.id),
        contactName: form.contactName,
        contactPhone: form.contactPhone,
        addressId: form.addressId,
        remarks: form.remarks,
      } as never);
      toast.success(t('ui.booked'));
      router.push(`/my/requirementList?tab=appointments&appointment=${a.orderNo}`);
    } catch {
      // shown by the client; a slot taken meanwhile: the calendar is read again
      void calendar.mutate();
      void slots.mutate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="booking">
      <h2>{t('ui.calendar')}</h2>
      <p className="appt-muted">
        {t('ui.calendarLead', { slot: s.slotMinutes, from: s.openFrom, to: s.openTo })} {calendar.data && <small>({calendar.data.calendarVersion})</small>}
      </p>
      {calendar.data && calendar.data.unpublishedYears.length > 0 && (
        <p className="appt-muted" role="note" data-testid="calendar-unpublished">
          {t('ui.holidaysNotPublished', { years: yearList(calendar.data.unpublishedYears) })}
        </p>
      )}
      {calendar.error ? (
        <LoadFailed message={t('ui.loadError')} retryLabel={t('ui.retry')} onRetry={() => void calendar.mutate()} />
      ) : !calendar.data ? (
        <p role="status">{t('ui.loading')}</p>
      ) : (
        <div className="appt-grid" data-testid="calendar">
          {calendar.data.days.map((d) => (
            <button
              key={d.day}
              type="button"
              className="appt-day"
              disabled={d.free === 0}
              aria-pressed={d.day === day}
              title={d.unpublished ? t('ui.dayNotPublished') : d.free === 0 ? t('noFreeDay') : t('ui.freeSlots', { n: d.free })}
              onClick={() => {
                setDay(d.day);
                setStart(null);
              }}
              data-testid={`day-${d.day}`}
            >
              {d.day.slice(5)}
              <small>{d.unpublished ? t('ui.dayNotPublished') : d.working ? t('ui.freeSlots', { n: d.free }) : t('ui.closed')}</small>
            </button>
          ))}
        </div>
      )}
      {day && (
        <>
          <h3>{t('ui.slotsOf', { day })}</h3>
          {slots.data ? (
            <div className="appt-grid" data-testid="slots">
              {slots.data.slots.map((x) => (
                <button key={x.start} type="button" className="appt-slot" disabled={!x.free} aria-pressed={x.start === start} onClick={() => setStart(x.start)} data-testid={`slot-${x.start}`}>
                  {x.start}
                </button>
              ))}
            </div>
          ) : (
            <p role="status">{t('ui.loading')}</p>
          )}
        </>
      )}
      <form
        className="appt-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="demand-form"
      >
        <label>
          {t('ui.duration')}
          <select value={duration} onChange={(e) => setDuration(Number(e.target.value))} data-testid="demand-duration">
            {durations.map((m) => (
              <option key={m} value={m}>
                {t('ui.minutes', { n: m })}
              </option>
            ))}
          </select>
        </label>
        <p className="appt-muted" data-testid="demand-estimate">
          {t('ui.referencePrice', { price: money(Math.round((s.hourlyPriceFen * duration) / 60)) })}
        </p>
        <label>
          {t('ui.sampleName')} *
          <input value={form.sampleName} maxLength={100} onChange={(e) => set({ sampleName: e.target.value })} data-testid="demand-sample" />
        </label>
        <label>
          {t('ui.sampleCount')} *
          <input type="number" min={1} max={500} value={form.sampleCount} onChange={(e) => set({ sampleCount: e.target.value })} data-testid="demand-count" />
        </label>
        <label className="appt-check">
          <input type="checkbox" checked={form.magnetic} onChange={(e) => set({ magnetic: e.target.checked })} /> {t('ui.magnetic')}
        </label>
        <label className="appt-check">
          <input type="checkbox" checked={form.goldSprayed} onChange={(e) => set({ goldSprayed: e.target.checked })} /> {t('ui.goldSprayed')}
        </label>
        <label>
          {t('ui.magnification')}
          {s.magnificationMin !== null && ` (${s.magnificationMin}–${s.magnificationMax})`}
          <input inputMode="decimal" value={form.magnification} onChange={(e) => set({ magnification: e.target.value })} data-testid="demand-magnification" />
        </label>
        <label className="appt-form__wide">
          {t('ui.mainContents')} *
          <textarea rows={3} maxLength={1000} value={form.mainContents} onChange={(e) => set({ mainContents: e.target.value })} data-testid="demand-contents" />
        </label>
        <div className="appt-form__wide">
          <FileField kind="attachment" max={MAX_APPOINTMENT_FILES} value={files} onChange={setFiles} onBusyChange={setUploading} label={t('ui.attachments')} testId="demand-files" />
        </div>
        <label>
          {t('ui.contactName')} *
          <input value={form.contactName} maxLength={40} onChange={(e) => set({ contactName: e.target.value })} data-testid="demand-contact" />
        </label>
        <label>
          {t('ui.contactPhone')} *
          <input inputMode="tel" value={form.contactPhone} maxLength={11} onChange={(e) => set({ contactPhone: e.target.value })} data-testid="demand-phone" />
        </label>
        <label>
          {t('ui.address')} *
          <select value={form.addressId} onChange={(e) => set({ addressId: e.target.value })} data-testid="demand-address">
            <option value="">{t('ui.chooseAddress')}</option>
            {(addresses.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.consignee} {a.province}
                {a.city}
                {a.county}
                {a.detail}
              </option>
            ))}
          </select>
          <NavLink href="/my/deliveryAddress">{t('ui.manageAddresses')}</NavLink>
        </label>
        <label className="appt-form__wide">
          {t('ui.remarks')}
          <textarea rows={2} maxLength={500} value={form.remarks} onChange={(e) => set({ remarks: e.target.value })} />
        </label>
        <div className="appt-form__wide">
          <button type="submit" className="button button--primary" disabled={busy || uploading} data-testid="demand-submit">
            {t('ui.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
