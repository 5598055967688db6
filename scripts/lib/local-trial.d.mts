/** Types of local-trial.mjs for the TypeScript callers (tests/unit/local-trial.test.ts). */
export function localTrialEnv(env: Record<string, string | undefined>, port: string): { extra: Record<string, string>; notes: string[] };
