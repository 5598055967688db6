'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_UNITS, type UnitChoice } from '@/lib/materials/units';

const STORAGE_KEY = 'materialUnits';
const EVENT = 'atsteel:units';

function readUnits(): UnitChoice {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return DEFAULT_UNITS;
    const parsed = JSON.parse(raw) as Partial<UnitChoice>;
    return {
      strength: parsed.strength === 'ksi' ? 'ksi' : 'MPa',
      temperature: parsed.temperature === 'F' ? 'F' : 'C',
    };
  } catch {
    return DEFAULT_UNITS;
  }
}

let cacheKey = '';
let cacheValue: UnitChoice = DEFAULT_UNITS;
function snapshot(): UnitChoice {
  const next = readUnits();
  const key = `${next.strength}|${next.temperature}`;
  if (key !== cacheKey) {
    cacheKey = key;
    cacheValue = next;
  }
  return cacheValue;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

interface UnitContextValue {
  units: UnitChoice;
  setUnits: (next: UnitChoice) => void;
}

const UnitContext = createContext<UnitContextValue>({ units: DEFAULT_UNITS, setUnits: () => undefined });

/**
 * The reader's unit choice (MPa/ksi, °C/°F), kept in localStorage so it follows them from the
 * search to the detail pages. The server renders the stored base units (MPa, °C); lists rendered in
 * both units (`StaticQuantity`) follow the `data-strength-unit` / `data-temperature-unit` attributes
 * this provider sets on <html>.
 */
export function UnitProvider({ children }: { children: ReactNode }) {
  const units = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_UNITS);
  const setUnits = useCallback((next: UnitChoice) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    cacheKey = '';
    window.dispatchEvent(new Event(EVENT));
  }, []);
  // Values rendered on the server in both units (StaticQuantity) follow these attributes by CSS.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.strengthUnit = units.strength;
    root.dataset.temperatureUnit = units.temperature;
  }, [units]);
  const value = useMemo(() => ({ units, setUnits }), [units, setUnits]);
  return <UnitContext.Provider value={value}>{children}</UnitContext.Provider>;
}

export function useUnits(): UnitContextValue {
  return useContext(UnitContext);
}
