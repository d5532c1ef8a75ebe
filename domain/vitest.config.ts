import { defineConfig } from 'vitest/config';

// The domain is pure: no module keeps state a test could leak into another file, and no test
// mocks a module. Its files share one module cache instead of one each (about a third of the
// CPU: 7 s instead of 21 s here).
export default defineConfig({ test: { isolate: false } });
