/** Types of cluster.mjs for the TypeScript callers (tests/unit/cluster-config.test.ts). */
export function haproxyConfig(options: { port: number; instances: { index: number; port: number }[] }): string;
