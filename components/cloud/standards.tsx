import { useLocale } from 'next-intl';
import type { ItemStandard } from '@/lib/cloud/types';

/** The standards an item follows: number and title in the reader's language. */
export function Standards({ standards }: { standards: ItemStandard[] }) {
  const locale = useLocale();
  if (!standards.length) return null;
  return (
    <ul className="cl-standards" data-testid="item-standards">
      {standards.map((s) => (
        <li key={s.code}>
          <strong>{s.code}</strong> {locale === 'zh' ? s.titleZh : s.titleEn}
        </li>
      ))}
    </ul>
  );
}
