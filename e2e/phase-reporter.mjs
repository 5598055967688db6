// A Playwright reporter beside `list`: the time of each spec file (from its first test's start to its last test's end,
// retries included), printed as a table when the suite ends and appended to PHASES_FILE as `e2e › <file>` rows
// (scripts/lib/phases.mjs, docs/TESTING.md). Files run two at a time, so the rows add up to more than the e2e phase.
import path from 'node:path';
import { recordPhase } from '../scripts/lib/phases.mjs';

export default class PhaseReporter {
  files = new Map();
  suite = undefined;

  onBegin(config, suite) {
    this.suite = suite;
  }

  onTestBegin(test, result) {
    const file = path.basename(test.location.file);
    const entry = this.files.get(file) ?? { start: Infinity, end: 0, failed: false };
    entry.start = Math.min(entry.start, result.startTime.getTime());
    this.files.set(file, entry);
  }

  onTestEnd(test, result) {
    const entry = this.files.get(path.basename(test.location.file));
    if (!entry) return;
    entry.end = Math.max(entry.end, result.startTime.getTime() + result.duration);
  }

  onEnd() {
    // Judged on each test's final outcome: a test that passed on its retry is flaky (its row says so), not failed.
    for (const test of this.suite?.allTests() ?? []) {
      const entry = this.files.get(path.basename(test.location.file));
      if (!entry) continue;
      if (test.outcome() === 'unexpected') entry.failed = true;
      if (test.outcome() === 'flaky') entry.flaky = (entry.flaky ?? 0) + 1;
    }
    const rows = [...this.files].filter(([, e]) => e.end > 0).sort((a, b) => b[1].end - b[1].start - (a[1].end - a[1].start));
    for (const [file, entry] of rows) recordPhase(`e2e › ${file}${entry.flaky ? ` (${entry.flaky} passed on retry)` : ''}`, (entry.end - entry.start) / 1000, !entry.failed);
  }

  printsToStdio() {
    return false;
  }
}
