import type { ReactNode } from 'react';

export interface HotItem {
  key: string;
  href: string;
  label: ReactNode;
  meta: string;
}

/** A ranked list of one hot-data call (server-rendered), with an optional note on what it ranks. */
export function HotList({ title, note, items, empty, testId, LinkAs }: {
  title: string;
  note?: string;
  items: HotItem[];
  empty: string;
  testId: string;
  LinkAs: (p: { href: string; className?: string; children: ReactNode }) => ReactNode;
}) {
  return (
    <section className="mat-card" data-testid={testId}>
      <h2 className="mat-card__title">{title}</h2>
      {note ? <p className="mat-chip__count">{note}</p> : null}
      {items.length ? (
        <ol className="mat-rank">
          {items.map((item) => (
            <li key={item.key}>
              <LinkAs href={item.href} className="mat-rank__main">
                {item.label}
              </LinkAs>
              <span className="mat-rank__meta">{item.meta}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mat-state">{empty}</p>
      )}
    </section>
  );
}
