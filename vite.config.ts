/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderFirstScreen } from './scripts/prerenderPlugin.ts';

export default defineConfig({
  // prerenderFirstScreen: dist/index.html holds the hub's first screen (see scripts/prerenderPlugin.ts).
  plugins: [react(), prerenderFirstScreen()],
  // Relative asset paths so the same build can be dropped into a docs site under any prefix.
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { sourcemap: false, target: 'es2022' },
  // The one-step explorer's Web Worker imports the simulator as an ES module worker.
  worker: { format: 'es' },
  test: {
    // e2e/*.spec.ts belong to Playwright; keep Vitest out of them.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
          // A DOM test that renders the hub and steps it runs 1-3 s alone and near 5 s on 2 loaded cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
