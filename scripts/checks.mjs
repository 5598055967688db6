#!/usr/bin/env node
// `npm run checks`: the type check and the lint side by side (each mostly uses one core; together they take the time of
// the longer one, about a minute less than one after the other on this 2-core machine). Each one's output is printed
// whole when it ends, so the two never interleave; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const jobs = [
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
];

const results = await Promise.all(
  jobs.map(
    ([name, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => {
          process.stdout.write(`[checks] ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
