import type { InputHTMLAttributes, ReactNode } from 'react';
import { bandText, MAX_THICKNESS_MM, type BandChoice } from '@/lib/intelligence/thickness';
import type { RecordSummary } from '@/lib/intelligence/outputs';
import { formatNumber } from '@/lib/materials/units';
import { useIntelT } from './use-intel-t';

/** A record's band beside its grade: "band >16-40 mm", or "outside the standard's bands". */
export function BandTag({ band, locale }: { band: BandChoice | null | undefined; locale: string }) {
  const t = useIntelT();
  if (!band) return null;
  return (
    <small className="intel-muted intel-band" data-testid="band-tag">
      {band.outside ? t('thickness.bandOutside') : t('thickness.band', { band: bandText(band, locale) })}
    </small>
  );
}

/**
 * The sentence that says which thickness band the values come from (issue 13, item 4): the thinnest
 * band when no thickness was given, the asked thickness otherwise, and that values outside every band
 * are left out. Nothing when none of the records has bands.
 */
export function ThicknessNote({ thickness, records, locale }: { thickness: number | null; records: RecordSummary[]; locale: string }) {
  const t = useIntelT();
  const bands = records.map((r) => r.band).filter((b): b is BandChoice => !!b);
  if (!bands.length) return null;
  let text: string;
  if (thickness === null) {
    const first = bands.find((b) => !b.outside);
    text = t('thickness.defaulted', { band: first ? bandText(first, locale) : '' });
  } else if (bands.every((b) => b.outside)) {
    text = t('thickness.outside', { thickness: formatNumber(thickness, locale, 2) });
  } else {
    text = t('thickness.at', { thickness: formatNumber(thickness, locale, 2) });
  }
  return (
    <p className="intel-notice" data-testid="thickness-note">
      {text}
    </p>
  );
}

/**
 * The thickness field (mm) with its hint or refusal: controlled in the client panels (`value`,
 * `onChange`), uncontrolled in the GET form (`name`, `defaultValue`).
 */
export function ThicknessField({
  id,
  error,
  testId,
  ...input
}: { id: string; error?: boolean; testId?: string } & Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'defaultValue' | 'onChange'>) {
  const t = useIntelT();
  return (
    <>
      <label htmlFor={id}>{t('thickness.label')}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        max={MAX_THICKNESS_MM}
        step="any"
        aria-describedby={`${id}-hint`}
        aria-invalid={error || undefined}
        data-testid={testId}
        {...input}
      />
      <small id={`${id}-hint`} className="intel-muted">
        {error ? <span role="alert">{t('thickness.invalid')}</span> : t('thickness.hint')}
      </small>
    </>
  );
}

/**
 * A plain GET form (no script) that asks for a thickness and keeps the page's other parameters, for
 * the pages rendered on the server.
 */
export function ThicknessForm({ keep, thickness, error }: { keep: Record<string, string | undefined>; thickness: number | null; error?: boolean }): ReactNode {
  const t = useIntelT();
  return (
    <form method="get" className="intel-thickness" data-testid="thickness-form">
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <ThicknessField id="thickness-input" name="thickness" defaultValue={thickness ?? ''} error={error} />
      <button type="submit" className="button button--primary">
        {t('thickness.apply')}
      </button>
    </form>
  );
}
