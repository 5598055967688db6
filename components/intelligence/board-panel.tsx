'use client';
import { Button, Segmented, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/segmented.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BoardItem } from '@/lib/intelligence/board';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family';
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
    <section className="intel-card" aria-label={t('title')} data-testid="board-panel">
      <div className="intel-toolbar">
        <h2 className="intel-h2">
          {t('title')} <small className="intel-muted">{t('count', { n: items.length })}</small>
        </h2>
        <Space wrap>
          <Button onClick={onClear} disabled={items.length === 0} data-testid="board-clear">
            {t('clear')}
          </Button>
          <Button type="primary" onClick={onCompare} data-testid="board-compare">
            {t('compare')}
          </Button>
        </Space>
      </div>
      {items.length === 0 ? (
        <p className="intel-muted" data-testid="board-empty">
          {t('empty')}
        </p>
      ) : (
        <div className="intel-tags" data-testid="board-items">
          {items.map((i) => (
            <Tag key={i.id} closable onClose={() => onRemove(i.id)} data-testid="board-item">
              {i.grade}
              {i.system ? <small className="intel-muted"> · {i.system}</small> : null}
            </Tag>
          ))}
        </div>
      )}
      <div className="intel-toolbar intel-toolbar--left">
        <span>{t('addByGrade')}</span>
        <Segmented
          value={pickFamily}
          disabled={items.length > 0}
          onChange={(v) => setFamily(v as MaterialFamily)}
          options={MATERIAL_FAMILIES.map((f) => ({ value: f, label: tm(f) }))}
        />
        <GradePicker
          family={pickFamily}
          placeholder={t('addPlaceholder')}
          clearOnPick
          testId="board-add-grade"
          onPick={(p) => onAdd({ id: p.id, type: p.family, grade: p.grade, system: p.system ?? null })}
        />
      </div>
      <p className="intel-muted">{signedIn ? t('savedForUser') : t('savedLocally')}</p>
    </section>
  );
}
