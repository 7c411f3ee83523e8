/// <reference types="node" />
import { defineConfig } from 'vite';

/**
 * `dist/frames.js`: the host-side helper for our iframes (src/frames/frames.ts: height and
 * theme), one small self-contained ES module with no React. Run after the page build, into the
 * same folder.
 */
export default defineConfig({
  base: './',
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    lib: { entry: 'src/frames/frames.ts', formats: ['es'], fileName: () => 'frames.js' },
  },
});
