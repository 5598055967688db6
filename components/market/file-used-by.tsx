'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { knownOwnerKind } from '@/lib/market/file-links';
import type { ManagedFile } from '@/lib/market/contract';

/** Where a file is used: the owner record's kind, as a link to its screen where one exists. */
export function FileUsedBy({ file }: { file: ManagedFile }) {
  const t = useTranslations('Market.files');
  if (!file.usedBy) return <span className="mkt-note">{t('notAttached')}</span>;
  const kind = file.usedBy.ownerKind;
  const label = knownOwnerKind(kind) ? t(`ownerKinds.${kind}` as 'ownerKinds.suggestion') : t('otherOwner', { kind });
  return file.usedBy.href ? (
    <NavLink href={file.usedBy.href} data-testid="file-used-by">
      {label}
    </NavLink>
  ) : (
    <span data-testid="file-used-by">{label}</span>
  );
}
