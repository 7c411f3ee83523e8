import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromiumPath.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CHROMIUM = chromiumPath();
// Where the e2e build goes: `dist` unless E2E_DIST names another folder (two suites at once on one checkout).
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // E2E_RESULTS: a results folder of its own for a second suite on the same checkout.
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.PW_JSON
    ? [['line'], ['json', { outputFile: process.env.PW_JSON }]]
    : process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never `playwright install` (no download reaches this network).
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    // Plain vite build (no tsc): a type error would otherwise hide behind "webServer was not able to start".
    // The second build is the element (dist/embed.js), which e2e/embed.spec.ts loads from a host page; the
    // third is frames.js, the host-side helper for our iframes (e2e/frames.spec.ts).
    command: `node node_modules/vite/bin/vite.js build --outDir ${DIST} && node node_modules/vite/bin/vite.js build -c vite.embed.config.ts --outDir ${DIST} && node node_modules/vite/bin/vite.js build -c vite.frames.config.ts --outDir ${DIST} && node node_modules/vite/bin/vite.js preview --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
