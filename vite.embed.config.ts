/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The element build: `dist/embed.js`, a small ES module (no React) defining `<stalled-recovery-view>`
 * (src/embed/element.ts), with React, every view's CSS (mountElement.tsx) and the views, which it
 * loads only for an element near the viewport, in `dist/embed/`. Run after the page build (`npm run build`),
 * into the same folder. Every chunk is imported relative to embed.js (`import('./embed/…')`
 * resolves against the module's own URL), so embed.js works from any origin or prefix that sends
 * CORS headers. Its CSS reaches the shadow roots as text (src/embed/shadowStyles.ts), so a view's
 * plain `import './x.css'` is dropped here: it would otherwise land in the host page's <head>.
 */
const cssOnlyInShadow: Plugin = {
  name: 'stalled-recovery:css-only-in-shadow',
  enforce: 'pre',
  load(id) {
    return /\.css$/.test(id) ? '' : null;
  },
};

export default defineConfig({
  plugins: [cssOnlyInShadow, react()],
  base: './',
  publicDir: false,
  // A library build keeps process.env for its consumers; this module runs as is in a browser.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    lib: { entry: 'src/embed/embed.ts', formats: ['es'], fileName: () => 'embed.js' },
    rollupOptions: {
      output: { chunkFileNames: 'embed/[name]-[hash].js', assetFileNames: 'embed/[name]-[hash][extname]' },
    },
  },
});
