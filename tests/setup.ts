import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { resetEnvCache } from '@/lib/env';
import { INITIAL_ENV } from './helpers/initial-env';

// Endpoint test files share a worker's modules (vitest.config.ts, project `endpoint`): each file starts from the
// environment the worker started with and a configuration read anew (a file's DATA_DIR is its own).
for (const key of Object.keys(process.env)) if (!(key in INITIAL_ENV)) delete process.env[key];
Object.assign(process.env, INITIAL_ENV);
resetEnvCache();

// Screens load their dialogs and form rules on first use (dynamic imports, issue 30): on a busy machine the first
// import takes more than testing-library's default second, so `findBy…` and `waitFor` wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that antd relies on.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  if (!window.getComputedStyle) {
    Object.defineProperty(window, 'getComputedStyle', { value: () => ({ getPropertyValue: () => '' }) });
  }
}
