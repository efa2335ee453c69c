import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The web project of the root vitest config (`projects: ['./web/vitest.config.ts']`). */
export default defineProject({
  root,
  plugins: [react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    isolate: false,
    // In `npm test` this suite runs beside the browser suite on a 2-core machine: a screen's first
    // render with its lazy parts can take longer than vitest's default 5 s there. A ceiling, not a
    // measure (speed is measured by `npm run bench`).
    testTimeout: 20_000,
  },
});
