import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { startupChunk } from './build/startup-chunk';

const startup = startupChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url)));

// The dev server proxies /api to the hosting emulator, which rewrites it to the function.
// The build-time render (`--ssr src/prerender.tsx`, see build/write-pages.ts) runs in Node and
// keeps the default output: chunking and tree-shaking settings are for what browsers load.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), startup.plugin],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000' } },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr' }
    : {
        target: 'es2022',
        sourcemap: true,
        // .vite/manifest.json: which files a module's chunk needs (build/write-pages.ts).
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: [startup.group] } },
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
