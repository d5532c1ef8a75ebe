import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { startupChunk } from './build/startup-chunk';

const startup = startupChunk(fileURLToPath(new URL('./src/start.tsx', import.meta.url)));

/**
 * The startup code in three files: Vite's preload helper, which the entry itself uses; React,
 * which the entry evaluates first, in a task of its own (src/main.tsx); then the app's startup
 * graph (src/start.tsx, build/startup-chunk.ts).
 */
const startupGroups = [
  { name: 'preload', test: /preload-helper/, priority: 2 },
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
  startup.group,
];

// The dev server proxies /api to the hosting emulator, which rewrites it to the function.
// The server render (`--ssr src/prerender.tsx`) runs in Node at build (build/write-pages.ts)
// and in the pages function, which ships it without the web app's dependencies: one file with
// everything it imports bundled in. Chunking and tree-shaking settings are for what browsers load.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), startup.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    // React's production build only (its packages pick one by NODE_ENV when they load).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        minify: true,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // .vite/manifest.json: which files a module's chunk needs (build/write-pages.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: startupGroups },
          },
          // The domain workspace is pure (no import-time effects), so whatever the SPA does not
          // use, such as the API's zod request schemas, is left out of the bundle.
          // Files that mix pure helpers with zod schemas (reactions, comments) would still drag zod
          // in when the SPA imports only a helper, and icon files keep every icon they define:
          // schema builders and createSvgIcon are declared pure, so what is unused is dropped.
          treeshake: {
            moduleSideEffects: [{ test: /[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
            manualPureFunctions: ['z', 'createSvgIcon'],
          },
        },
      },
}));
