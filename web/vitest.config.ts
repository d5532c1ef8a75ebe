import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The unit and component tests, with the app's own Vite configuration (the @/ alias). npm test
// runs them beside the emulator pass, which keeps both cores busy: a component test's first
// render (MUI's styles, React's first commit in happy-dom) then took 6.5 s, past vitest's 5 s
// default, where it takes under a second with less running beside it. The tests assert no
// timing of their own (fake timers where time matters), so a longer limit only stops a busy
// machine failing them.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), defineConfig({ test: { testTimeout: 20_000 } })),
);
