#!/usr/bin/env node
// The phase clock of `.ci/run` (docs/TESTING.md):
//   node scripts/phase.mjs run <name> -- <command> [args…]   runs the command as one timed phase, exits with its code
//   node scripts/phase.mjs add <name> <seconds>                records a phase the caller timed
//   node scripts/phase.mjs report                             prints the table of PHASES_FILE and the total since
//                                                             RUN_STARTED (epoch seconds); exits 1 past the limit
import { TOTAL_LIMIT, TOTAL_TARGET, phaseTable, readPhases, recordPhase, runPhase } from './lib/phases.mjs';

const [verb, name, ...rest] = process.argv.slice(2);
if (verb === 'run' && name && rest[0] === '--' && rest.length > 1) {
  process.exit(await runPhase(name, rest[1], rest.slice(2)));
} else if (verb === 'add' && name && Number.isFinite(Number(rest[0]))) {
  // A phase timed by the caller (the shell's install steps): `add <name> <seconds> [failed]`.
  recordPhase(name, Number(rest[0]), rest[1] !== 'failed');
} else if (verb === 'report') {
  const started = Number(process.env.RUN_STARTED || 0);
  const total = started ? Date.now() / 1000 - started : undefined;
  const { text, total: seconds } = phaseTable(readPhases(), { title: 'the whole run', total });
  console.log(text);
  if (seconds > TOTAL_LIMIT) {
    console.error(`[phase] the run took ${(seconds / 60).toFixed(1)} min, over its limit of ${TOTAL_LIMIT / 60} min: find the phase that grew (docs/TESTING.md)`);
    process.exit(1);
  }
  if (seconds > TOTAL_TARGET) console.warn(`[phase] the run took ${(seconds / 60).toFixed(1)} min, over its target of ${TOTAL_TARGET / 60} min (it fails past ${TOTAL_LIMIT / 60}): find the phase that grew (docs/TESTING.md)`);
  process.exit(0);
} else {
  console.error('usage: node scripts/phase.mjs run <name> -- <command> [args…] | add <name> <seconds> | report');
  process.exit(2);
}
