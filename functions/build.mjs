// Bundles the functions (and the domain workspace they import from source) into lib/index.js,
// next to the web app's shell that the pages function fills.
// Runtime dependencies listed in package.json stay external and are installed at deploy.
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS dependencies (express) still call require() for Node built-ins.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// The pages function fills the SPA's shell for product pages: it ships the built web app's.
const shell = new URL('../web/dist/product.html', import.meta.url);
if (!existsSync(shell)) {
  console.error(
    'web/dist/product.html is missing: build the web app first (npm run build -w web).',
  );
  process.exit(1);
}
copyFileSync(shell, new URL('./lib/app-shell.html', import.meta.url));
