import type { DatabaseHandle } from '@/lib/server/db/client';
import { movableClock, type MovableClock, type Services } from '@/lib/server/ports';
import { MemoryRateLimiter } from '@/lib/server/ratelimit';
import { createServices, type ServiceOverrides } from '@/lib/server/services';

/**
 * The services of this test file (each vitest file runs in its own module scope): built by
 * createTestDatabase with the file's database, a movable clock and a fresh in-memory limiter; every
 * other service is the environment's unless the file builds them again with overrides
 * (`rebuildTestServices({ sms, storage, payments, rateLimiter, … })`). Never the process's services.
 */
interface Current {
  services: Services;
  overrides: ServiceOverrides;
  clock: MovableClock;
}

let current: Current | undefined;

/** Builds the services a test file's calls run with, for its database; they become the file's current services. */
export function startTestServices(handle: DatabaseHandle, overrides: ServiceOverrides = {}): Services {
  const clock = movableClock();
  const all: ServiceOverrides = {
    database: async () => handle,
    clock,
    rateLimiter: new MemoryRateLimiter(() => clock.now().getTime()),
    // Never the machine's Redis by accident: test files share a data version ('0') on databases of their own.
    sharedAnswers: null,
    ...overrides,
  };
  current = { services: createServices(all), overrides: all, clock };
  return current.services;
}

/** The file's current services (createTestDatabase builds them). */
export function testServices(): Services {
  if (!current) throw new Error('no test services: call createTestDatabase() first');
  return current.services;
}

/**
 * Rebuilds the file's services with some services replaced (keeping the database, the clock and,
 * unless replaced, the limiter). A key given as undefined goes back to the environment's service.
 */
export function rebuildTestServices(patch: ServiceOverrides): Services {
  if (!current) throw new Error('no test services: call createTestDatabase() first');
  const overrides = { ...current.overrides, ...patch };
  current = { ...current, services: createServices(overrides), overrides };
  return current.services;
}

/** A fresh limiter on the file's clock (a window that has ended, without waiting for it). */
export function freshRateLimiter(): Services {
  const clock = testClock();
  return rebuildTestServices({ rateLimiter: new MemoryRateLimiter(() => clock.now().getTime()) });
}

/** The file's clock: tests move it instead of sleeping. */
export function testClock(): MovableClock {
  if (!current) throw new Error('no test services: call createTestDatabase() first');
  return current.clock;
}
