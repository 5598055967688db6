'use client';
import { Popover, Tag } from 'antd';
import '@/styles/antd/popover.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';

interface Props {
  datasetTitle: string;
  datasetCode: string;
  sourceRow?: number | null;
  sourceRef?: string | null;
  citation?: string | null;
  confidence: string | null;
}

/** The provenance of a number: data set, original row, citation and confidence, in a popover. */
export function SourceCell({ datasetTitle, datasetCode, sourceRow, sourceRef, citation, confidence }: Props) {
  const t = useTranslations('MaterialPages.detail');
  const level = confidence && ['A', 'B', 'C'].includes(confidence) ? (confidence as 'A' | 'B' | 'C') : null;
  const content = (
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
          {citation}
        </div>
      ) : null}
      <div>
        <span className="mat-source__label">{t('confidence')}: </span>
        {t(`confidenceLevels.${level ?? 'unknown'}`)}
      </div>
    </div>
  );
  return (
    <Popover content={content} trigger={['hover', 'click']}>
      <button type="button" className="mat-chip mat-source-chip" data-testid="source-cell" title={datasetTitle}>
        <span className="mat-source-chip__text">{datasetTitle}</span>
        {level ? <Tag className="mat-confidence" color={level === 'A' ? 'green' : level === 'B' ? 'blue' : 'orange'}>{level}</Tag> : null}
      </button>
    </Popover>
  );
}
