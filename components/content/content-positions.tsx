'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { contentCalls } from '@/lib/api/calls/content';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { PositionConfig } from '@/lib/content/contract';
import { POSITIONS, type Position } from '@/lib/content/rules';

type Texts = Record<Position, string>;

/**
 * The home page's positions (homePage/listLoactionConfig, updateLoactionConfig): item ids for the banner and featured
 * news, `Chinese|English|/path` lines for featured products. Each position is saved on its own; the home page refreshes.
 */
export function ContentPositions() {
  const { data, mutate } = useCall(contentCalls.listPositions, {});
  return data ? <PositionsForm key={JSON.stringify(data)} initial={textsOf(data)} onSaved={() => void mutate()} /> : null;
}

function textsOf(data: PositionConfig): Texts {
  return {
    banner: data.banner.map((e) => e.itemId).join(', '),
    featuredNews: data.featuredNews.map((e) => e.itemId).join(', '),
    // The list answers the label in the reader's language: both labels start from it.
    featuredProducts: data.featuredProducts.map((e) => `${e.label}|${e.label}|${e.href}`).join('\n'),
  };
}

function PositionsForm({ initial, onSaved }: { initial: Texts; onSaved: () => void }) {
  const t = useTranslations('Content');
  const [texts, setTexts] = useState<Texts>(initial);

  const save = async (position: Position) => {
    const text = texts[position].trim();
    const entries =
      position === 'featuredProducts'
        ? text
            .split('\n')
            .filter((l) => l.trim())
            .map((l) => {
              const [labelZh = '', labelEn = '', href = ''] = l.split('|').map((s) => s.trim());
              return { labelZh, labelEn, href };
            })
        : text
            .split(/[,，\s]+/)
            .filter(Boolean)
            .map((id) => ({ itemId: Number(id) }));
    try {
      await request(contentCalls.updatePosition, { position, entries });
      toast.success(t('editor.saved'));
      onSaved();
    } catch {
      /* shown by the client */
    }
  };

  return (
    <section className="content-positions" data-testid="content-positions">
      <h2>{t('editor.positions')}</h2>
      <p className="content-meta">{t('editor.positionsIntro')}</p>
      {POSITIONS.map((p) => (
        <div key={p} className="content-positions__row">
          <label>
            {t(`positions.${p}`)}
            <textarea name={p} rows={p === 'featuredProducts' ? 3 : 1} value={texts[p]} onChange={(e) => setTexts((x) => ({ ...x, [p]: e.target.value }))} data-testid={`position-${p}`} />
          </label>
          <button type="button" onClick={() => void save(p)} data-testid={`position-save-${p}`}>
            {t('editor.savePositions')}
          </button>
        </div>
      ))}
    </section>
  );
}
