import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const gateway = process.env.STEADY_GATEWAY ?? 'http://localhost:3000';
// The year a prerendered footer shows until it is hydrated (components/layouts/public-layout.tsx):
// the app's build and the prerender's (`vite build --ssr`, src/prerender/entry.tsx) each read it, a
// second apart in `npm run build -w web`. (A build across midnight on New Year's Eve would leave them a
// year apart: React then re-renders the page on hydration instead of adopting it, and says so.)
const buildYear = new Date().getFullYear();

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  define: { __BUILD_YEAR__: JSON.stringify(buildYear) },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports resolve to its development build; a production build takes the
      // production one (a third of the size, no dev-only checks).
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The build-size test and scripts/spa-size.mjs read which chunks each screen loads from it.
    manifest: true,
  },
  // The prerender bundles react-router, so it takes the same production build through the aliases above.
  ssr: { noExternal: ['react-router', 'react-router-dom'] },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/cognito': { target: gateway, changeOrigin: false },
      '/config.json': { target: gateway, changeOrigin: false },
      '/twilio': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true, changeOrigin: false },
    },
  },
}));
