'use client';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabBarItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * A controlled row of tabs without a UI kit (WAI-ARIA tabs pattern, automatic activation) for a
 * screen that shows the panels itself (the R&D data editor keeps one form across its tabs):
 * `active` is the shown tab, `onChange` asks for another; disabled tabs are skipped by the arrow
 * keys. Styled as the plain `Tabs` (styles/ui.css `.tabs__*`). `panelId(key)`, when given, links
 * each tab to its panel (aria-controls).
 */
export function TabBar({
  items,
  active,
  onChange,
  label,
  panelId,
  tabId,
  className,
  children,
}: {
  items: TabBarItem[];
  active: string;
  onChange: (key: string) => void;
  label?: string;
  panelId?: (key: string) => string;
  /** The id of each tab (a panel's aria-labelledby). */
  tabId?: (key: string) => string;
  className?: string;
  /** The panels, after the row of tabs (the plain `Tabs` passes them). */
  children?: ReactNode;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const enabled = items.filter((t) => !t.disabled);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const i = enabled.findIndex((t) => t.key === active);
    const n = enabled.length;
    const next = event.key === 'ArrowRight' ? (i + 1) % n : event.key === 'ArrowLeft' ? (i - 1 + n) % n : event.key === 'Home' ? 0 : event.key === 'End' ? n - 1 : -1;
    if (next < 0 || !n) return;
    event.preventDefault();
    onChange(enabled[next].key);
    refs.current[enabled[next].key]?.focus();
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
            aria-selected={t.key === active}
            id={tabId?.(t.key)}
            aria-controls={panelId?.(t.key)}
            tabIndex={t.key === active ? 0 : -1}
            disabled={t.disabled}
            className={`tabs__tab${t.key === active ? ' tabs__tab--active' : ''}`}
            data-tab={t.key}
            onClick={() => onChange(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
