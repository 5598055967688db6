'use client';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Accessible tabs without a UI kit (WAI-ARIA tabs pattern, automatic activation): every panel is
 * in the HTML (search engines and the browser's find see all of them), the inactive ones hidden.
 * Arrow keys, Home and End move between tabs.
 */
export function Tabs({ items, defaultKey, onChange, label, className }: { items: TabItem[]; defaultKey?: string; onChange?: (key: string) => void; label?: string; className?: string }) {
  const [active, setActive] = useState(defaultKey ?? items[0]?.key);
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function select(key: string) {
    setActive(key);
    onChange?.(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const i = items.findIndex((t) => t.key === active);
    const next =
      event.key === 'ArrowRight' ? (i + 1) % items.length : event.key === 'ArrowLeft' ? (i - 1 + items.length) % items.length : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    select(items[next].key);
    refs.current[items[next].key]?.focus();
  }

  return (
    <div className={`tabs${className ? ` ${className}` : ''}`}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.key}`}
            aria-controls={`${base}-panel-${t.key}`}
            aria-selected={t.key === active}
            tabIndex={t.key === active ? 0 : -1}
            className={`tabs__tab${t.key === active ? ' tabs__tab--active' : ''}`}
            data-tab={t.key}
            onClick={() => select(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t) => (
        <div key={t.key} role="tabpanel" id={`${base}-panel-${t.key}`} aria-labelledby={`${base}-tab-${t.key}`} hidden={t.key !== active} className="tabs__panel" tabIndex={0}>
          {t.children}
        </div>
      ))}
    </div>
  );
}
