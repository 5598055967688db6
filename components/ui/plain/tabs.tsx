'use client';
import { useId, useState, type ReactNode } from 'react';
import { TabBar } from './tab-bar';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Accessible tabs without a UI kit (WAI-ARIA tabs pattern, automatic activation): every panel is
 * in the HTML (search engines and the browser's find see all of them), the inactive ones hidden.
 * Arrow keys, Home and End move between tabs (the row is `TabBar`). `activeKey` makes it controlled.
 */
export function Tabs({
  items,
  defaultKey,
  activeKey,
  onChange,
  label,
  className,
}: {
  items: TabItem[];
  defaultKey?: string;
  /** The shown tab when the caller keeps it (e.g. in the URL); then `onChange` must change it. */
  activeKey?: string;
  onChange?: (key: string) => void;
  label?: string;
  className?: string;
}) {
  const [own, setActive] = useState(defaultKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const base = useId();
  const select = (key: string) => {
    setActive(key);
    onChange?.(key);
  };
  return (
    <TabBar items={items} active={active ?? ''} onChange={select} label={label} className={className} tabId={(key) => `${base}-tab-${key}`} panelId={(key) => `${base}-panel-${key}`}>
      {items.map((t) => (
        <div key={t.key} role="tabpanel" id={`${base}-panel-${t.key}`} aria-labelledby={`${base}-tab-${t.key}`} hidden={t.key !== active} className="tabs__panel" tabIndex={0}>
          {t.children}
        </div>
      ))}
    </TabBar>
  );
}
