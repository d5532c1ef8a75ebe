// Bundles the functions (and the domain workspace they import from source) into lib/index.js,
// next to the web app's shell that the pages function fills and its server render
// (web/dist-ssr/prerender.js, one file with its dependencies) that renders product pages.
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

// The pages function fills the SPA's shell for product pages with the page the SPA's own
// render makes: it ships the built web app's.
const copies = [
  ['dist/product.html', 'app-shell.html'],
  ['dist-ssr/prerender.js', 'prerender.js'],
];
for (const [file, copy] of copies) {
  const source = new URL(`../web/${file}`, import.meta.url);
  if (!existsSync(source)) {
    console.error(`web/${file} is missing: build the web app first (npm run build -w web).`);
    process.exit(1);
  }
  copyFileSync(source, new URL(`./lib/${copy}`, import.meta.url));
}
