/**
 * How the portal's own error classes are recognised (issue 45 item 3): by a brand, never by
 * `instanceof`. A production build can hold more than one copy of a module — the services built
 * by instrumentation and the route handlers are separate bundles (docs/ARCHITECTURE.md) — so an
 * error thrown by one copy of a class is not an `instanceof` the other copy: a provider's
 * `NotificationRejected` then fell through to the 500 branch. A brand is a `Symbol.for` key, one
 * registry per process whatever the bundle, set on every instance; `Class.is(value)` reads it.
 * The lint (eslint.config.mjs) refuses `instanceof` of our own error classes.
 */
export interface ErrorBrand<T> {
  /** The process-wide key (`Symbol.for('atsteel.error.<name>')`). */
  readonly key: symbol;
  /** Marks an instance; called by the class's constructor. */
  mark(error: T): void;
  /** Whether `value` carries the brand: an instance of any copy of the class. */
  is(value: unknown): value is T;
}

export function errorBrand<T extends Error>(name: string): ErrorBrand<T> {
  const key = Symbol.for(`atsteel.error.${name}`);
  return {
    key,
    mark(error) {
      Object.defineProperty(error, key, { value: true, enumerable: false });
    },
    is(value): value is T {
      return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[key] === true;
    },
  };
}
