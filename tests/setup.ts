import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

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
