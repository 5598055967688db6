'use client';
import { useId, useRef, type ToggleEvent } from 'react';
import { DataText } from '@/components/ui/data-text';
import { useTranslations } from 'next-intl';

interface Props {
  datasetTitle: string;
  datasetCode: string;
  sourceRow?: number | null;
  sourceRef?: string | null;
  citation?: string | null;
  confidence: string | null;
}

const CONFIDENCE_TAG = { A: 'tag--green', B: 'tag--blue', C: 'tag--orange' } as const;

/**
 * The provenance of a number: data set, original row, citation and confidence. The chip opens a
 * native popover (the browser handles opening, Escape and clicks outside; the text is in the HTML),
 * placed under the chip when it opens.
 */
export function SourceCell({ datasetTitle, datasetCode, sourceRow, sourceRef, citation, confidence }: Props) {
  const t = useTranslations('MaterialPages.detail');
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const level = confidence && ['A', 'B', 'C'].includes(confidence) ? (confidence as 'A' | 'B' | 'C') : null;

  function place(event: ToggleEvent<HTMLDivElement>) {
    const panel = event.currentTarget;
    const anchor = button.current;
    if (event.newState !== 'open' || !anchor) return;
    const r = anchor.getBoundingClientRect();
    const width = Math.min(420, window.innerWidth - 16);
    // Document coordinates (the panel is absolutely placed in the top layer): it scrolls with the page.
    panel.style.left = `${window.scrollX + Math.max(8, Math.min(r.left, window.innerWidth - width - 8))}px`;
    panel.style.top = `${window.scrollY + r.bottom + 6}px`;
    panel.style.maxWidth = `${width}px`;
  }

  return (
    <>
      <button ref={button} type="button" className="mat-chip mat-source-chip" data-testid="source-cell" title={datasetTitle} popoverTarget={id}>
        <span className="mat-source-chip__text">{datasetTitle}</span>
        {level ? <span className={`tag mat-confidence ${CONFIDENCE_TAG[level]}`}>{level}</span> : null}
      </button>
      <div id={id} popover="auto" className="mat-popover" onToggle={place}>
        <div className="mat-source">
          <div>
            <span className="mat-source__label">{t('dataset')}: </span>
            {datasetTitle} <code>{datasetCode}</code>
          </div>
          {sourceRow ? (
            <div>
              <span className="mat-source__label">{t('sourceRow')}: </span>
              {sourceRow}
              {sourceRef ? ` (${sourceRef})` : ''}
            </div>
          ) : null}
          {citation ? (
            <div>
              <span className="mat-source__label">{t('citation')}: </span>
              <DataText text={citation} />
            </div>
          ) : null}
          <div>
            <span className="mat-source__label">{t('confidence')}: </span>
            {t(`confidenceLevels.${level ?? 'unknown'}`)}
          </div>
        </div>
      </div>
    </>
  );
}
