'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BoardItem } from '@/lib/intelligence/board';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family-names';
import { ChoiceGroup } from './choice-group';
import { GradePicker } from './grade-picker';

interface Props {
  items: BoardItem[];
  signedIn: boolean;
  onAdd: (item: BoardItem) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  onCompare: () => void;
}

/** The board: its records as tags, adding by grade, clearing, and the compare button. */
export function BoardPanel({ items, signedIn, onAdd, onRemove, onClear, onCompare }: Props) {
  const t = useTranslations('Intelligence.board');
  const tm = useTranslations('Materials.familySingle');
  const [family, setFamily] = useState<MaterialFamily>('steel');
  const pickFamily = items[0]?.type ?? family;
  return (
    <section className="intel-card" aria-labelledby="board-title" data-testid="board-panel">
      <div className="intel-toolbar">
        <h2 className="intel-h2" id="board-title">
          {t('title')} <small className="intel-muted">{t('count', { n: items.length })}</small>
        </h2>
        <span className="intel-tags">
          <button type="button" className="button" onClick={onClear} disabled={items.length === 0} data-testid="board-clear">
            {t('clear')}
          </button>
          <button type="button" className="button button--primary" onClick={onCompare} data-testid="board-compare">
            {t('compare')}
          </button>
        </span>
      </div>
      {items.length === 0 ? (
        <p className="intel-muted" data-testid="board-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="intel-tags intel-plain-list" data-testid="board-items">
          {items.map((i) => (
            <li key={i.id} className="tag intel-board-tag" data-testid="board-item">
              {i.grade}
              {i.system ? <small className="intel-muted"> · {i.system}</small> : null}
              <button type="button" className="intel-tag-close" onClick={() => onRemove(i.id)} aria-label={`${t('remove')} ${i.grade}`}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="intel-toolbar intel-toolbar--left">
        <ChoiceGroup legend={t('addByGrade')} value={pickFamily} disabled={items.length > 0} onChange={setFamily} options={MATERIAL_FAMILIES.map((f) => ({ value: f, label: tm(f) }))} />
        <GradePicker family={pickFamily} placeholder={t('addPlaceholder')} ariaLabel={t('addByGrade')} clearOnPick testId="board-add-grade" onPick={(p) => onAdd({ id: p.id, type: p.family, grade: p.grade, system: p.system ?? null })} />
      </div>
      <p className="intel-muted">{signedIn ? t('savedForUser') : t('savedLocally')}</p>
    </section>
  );
}
