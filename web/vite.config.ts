import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { planFromChunks, type ChunkGroup } from './build/chunk-plan';

const gateway = process.env.STEADY_GATEWAY ?? 'http://localhost:3000';
// The year a prerendered footer shows until it is hydrated (components/layouts/public-layout.tsx):
// the app's build and the prerender's (`vite build --ssr`, src/prerender/entry.tsx) each read it, a
// second apart in `npm run build -w web`. (A build across midnight on New Year's Eve would leave them a
// year apart: React then re-renders the page on hydration instead of adopting it, and says so.)
const buildYear = new Date().getFullYear();

const configFile = fileURLToPath(import.meta.url);
const PLAN_PASS = 'STEADY_CHUNK_PLAN_PASS';

/**
 * The signed-in app's first screen in a few chunks instead of dozens (build/chunk-plan.ts): a first
 * build, in memory and unminified, shows where the default split puts each module; the real build
 * then groups the first screen's modules by that plan.
 */
async function signedInChunkPlan(): Promise<Map<string, ChunkGroup>> {
  process.env[PLAN_PASS] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, minify: false, sourcemap: false, manifest: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    return planFromChunks(chunks, {
      routes: /\/src\/app\/(guarded-app|routes\/[^/]+)\.tsx$/,
      // The pages a signed-out visitor arrives on (src/app/router.tsx). The support page and the
      // invite links, also open signed out, share most of their code with the signed-in app and may
      // load its chunk.
      publicRoutes: /\/src\/app\/routes\/(landing|login|register|privacy-policy|terms-of-service|terms-of-use|not-found)\.tsx$/,
      firstVisitRoutes: /\/src\/app\/routes\/(landing|login)\.tsx$/,
      firstScreen: /\/src\/app\/(guarded-app|routes\/dashboard)\.tsx$/,
    });
  } finally {
    delete process.env[PLAN_PASS];
  }
}

export default defineConfig(async ({ command, isSsrBuild }) => {
  const plan = command === 'build' && !isSsrBuild && !process.env[PLAN_PASS] ? await signedInChunkPlan() : null;
  return {
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
      rolldownOptions: plan
        ? {
            output: {
              codeSplitting: {
                // A group takes only the modules the plan names, not their imports: those are public
                // chunks or already in the group (build/chunk-plan.ts).
                includeDependenciesRecursively: false,
                groups: [{ name: (id: string) => plan.get(id) ?? null }],
              },
            },
          }
        : {},
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
  };
});
