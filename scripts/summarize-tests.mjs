// Adds up the Vitest and Playwright JSON reports and prints one plain line: "N passed, M failed".
// A missing report counts as one failure, so a runner that crashed before reporting cannot pass.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
} else { console.error(`no Vitest report at ${vitestFile}`); failed += 1; }

if (existsSync(playwrightFile)) {
  const r = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) + (r.errors?.length ?? 0);
  skipped += r.stats?.skipped ?? 0;
} else { console.error(`no Playwright report at ${playwrightFile}`); failed += 1; }

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
