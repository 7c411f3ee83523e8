/// <reference types="node" />
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import embed from './vite.embed.config.ts';

/**
 * The npm package's build (`npm run build:package`, package/README.md): the element build
 * (vite.embed.config.ts: its plugins, the views' CSS only in the shadow roots, production React)
 * with two entries into package/dist:
 * - `index.js` (package/src/index.ts): the loader, src/embed/element.ts, and
 *   `defineStalledRecoveryView`; React and the views stay in `chunks/`, imported relative to the
 *   module, so the consumer's bundler (Vite, webpack in Docusaurus and Next) follows them, and the
 *   workers in `assets/` as `new URL(…, import.meta.url)`, which those bundlers copy;
 * - `react.js` (package/src/react.ts): the React component; `react` there is the consumer's (a peer
 *   dependency), while the views inside the element keep their own React (as embed.js does), so the
 *   element entry works on a page with no React at all. It starts with `'use client'` (Next).
 * The root LICENSE is copied beside package.json for `npm pack`, and the root's version written into
 * package/package.json (the package is the course's release, under the same number).
 */
const isPackageSource = (importer: string | undefined) => !!importer && /[\\/]package[\\/]src[\\/]/.test(importer);

const licenseAndVersion: Plugin = {
  name: 'stalled-recovery:package-license-version',
  closeBundle() {
    copyFileSync('LICENSE', 'package/LICENSE');
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const manifest = readFileSync('package/package.json', 'utf8');
    const updated = manifest.replace(/"version": "[^"]*"/, `"version": ${JSON.stringify(version)}`);
    if (updated !== manifest) writeFileSync('package/package.json', updated);
  },
};

export default defineConfig({
  ...embed,
  plugins: [...(embed.plugins ?? []), licenseAndVersion],
  build: {
    outDir: 'package/dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    lib: {
      entry: { index: 'package/src/index.ts', react: 'package/src/react.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      external: (id, importer) => (id === 'react' || id.startsWith('react/')) && isPackageSource(importer),
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Next's App Router renders a module with hooks only as a client component; a bundle drops a
        // source file's directives, so the React entry gets it here.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
      },
    },
  },
});
