import 'server-only';
import { and, eq } from 'drizzle-orm';
import { minuteOf } from '@/lib/cloud/appointment-slots';
import type { Db } from '@/lib/server/db/client';
import { readSeedData } from '@/lib/server/db/seed-data';
import type { SeedStep } from '@/lib/server/ports/seed';
import { cloudEquipment, cloudLaboratories, equipmentSettings } from '@/lib/server/db/schema';

interface BookableSeed {
  lab: string;
  model: string;
  kind: string;
  hourlyPriceFen: number;
  slotMinutes: number;
  open: string;
  close: string;
  minMinutes: number;
  maxMinutes: number;
  magnification: [number, number] | null;
}

/**
 * Demo booking settings (seed-data/cloud/appointments.json): instruments of the demo laboratories
 * made bookable, among them the inverted metallurgical microscope of `hugang-testing-center`
 * (managed by `demo_lab`). Runs after the cloud seed; settings already present are left alone.
 */
export async function seedAppointments(db: Db): Promise<string> {
  const { equipment } = readSeedData<{ equipment: BookableSeed[] }>('cloud/appointments.json');
  let n = 0;
  for (const e of equipment) {
    const [row] = await db
      .select({ id: cloudEquipment.id })
      .from(cloudEquipment)
      .innerJoin(cloudLaboratories, eq(cloudLaboratories.id, cloudEquipment.labId))
      .where(and(eq(cloudLaboratories.slug, e.lab), eq(cloudEquipment.model, e.model)))
      .limit(1);
    if (!row) continue;
    const inserted = await db
      .insert(equipmentSettings)
      .values({
        equipmentId: row.id,
        bookable: true,
        kind: e.kind,
        hourlyPriceFen: e.hourlyPriceFen,
        slotMinutes: e.slotMinutes,
        openMinute: minuteOf(e.open)!,
        closeMinute: minuteOf(e.close)!,
        minMinutes: e.minMinutes,
        maxMinutes: e.maxMinutes,
        magnificationMin: e.magnification?.[0] ?? null,
        magnificationMax: e.magnification?.[1] ?? null,
        demo: true,
      })
      .onConflictDoNothing()
      .returning({ id: equipmentSettings.equipmentId });
    n += inserted.length;
  }
  return `${n} bookable instruments`;
}

export const appointmentsSeedStep: SeedStep = { name: 'cloud-appointments-v1', run: seedAppointments };
