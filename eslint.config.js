import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import steady from './scripts/eslint-plugin-steady.js';

/** Vendor SDKs: imported only by the adapters (docs/architecture.md, "Request path"). */
const VENDOR_SDKS = {
  regex: '^(?:@aws-sdk/|twilio(?:/|$)|openai(?:/|$)|stripe(?:/|$))',
  message: 'Vendor SDKs are imported only under functions/src/platform/adapters/, behind a port (platform/ports.ts).',
};

/** The web app's features (web/src/features/<name>): each stands alone (docs/architecture.md, "Layout"). */
const WEB_FEATURES = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * A feature never imports another feature, and the shared layers (lib, components) import none:
 * what several features need lives in web/src/lib or web/src/components, and web/src/app composes
 * the features into screens.
 */
const webBoundaries = [
  ...WEB_FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature never imports another feature: move what both need to web/src/lib or web/src/components.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/(features|app)/', message: 'lib and components are shared layers: they import no feature and not the app.' }] },
      ],
    },
  },
];

/**
 * Layers of functions/src over resolved import paths (docs/architecture.md, "Composition root"):
 * platform/ never imports a domain or the composition root; a domain never imports an adapter; a
 * domain reaches the composition root (functions/src/app/) only from its Lambda entries, which is
 * where a Lambda builds its runtime. And, as above, a web feature never imports another feature.
 */
const LAMBDA_ENTRY = '(?:handler|socket|fanout|worker|[^/]*\\.job)\\.ts$';
const layerRules = [
  {
    from: '^functions/src/platform/',
    disallow: '^functions/src/(?!platform/)',
    message: 'platform/ never imports a domain or the composition root: the root (functions/src/app/) registers what platform needs',
  },
  {
    from: '^functions/src/(?!platform/|app/)[^/]+/',
    disallow: '^functions/src/platform/adapters/',
    message: 'Domains use the ports (rt.ports), never an adapter directly',
  },
  {
    from: `^functions/src/(?!platform/|app/)[^/]+/(?!${LAMBDA_ENTRY})`,
    disallow: '^functions/src/app/',
    message: 'Only a Lambda entry (handler.ts, *.job.ts, socket.ts, fanout.ts, worker.ts) takes its runtime from the composition root; services receive `rt`',
  },
  ...WEB_FEATURES.map((feature) => ({
    from: `^web/src/features/${feature}/`,
    disallow: `^web/src/features/(?!${feature}/)`,
    message: 'A feature never imports another feature: move what both need to web/src/lib or web/src/components',
  })),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No browser globals in code that runs on Node: the Node packages and the browser suite are
    // type-checked as one program with the DOM types (tsconfig.node.json), which would otherwise let
    // a Lambda or the local stack reach for `window` or `localStorage`.
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'infra/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'alert', 'confirm', 'HTMLElement', 'Element'].map(
          (name) => ({ name, message: `${name} is a browser global; this code runs on Node.` }),
        ),
      ],
    },
  },
  {
    // Health data never reaches logs: server code logs through the PHI-redacting logger only.
    files: ['functions/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Ports all the way (docs/architecture.md, "Layout"): vendor SDKs are imported only by the adapters,
    // and the domains reach the adapters only through the ports that createPorts() wires.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [VENDOR_SDKS],
        },
      ],
    },
  },
  {
    // The composition root (functions/src/app/) picks adapters; platform holds them; domains use the ports.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/**', 'functions/src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [VENDOR_SDKS, { regex: '/platform/adapters/', message: 'Domains use the ports (rt.ports), never an adapter directly.' }],
        },
      ],
    },
  },
  {
    // Lambda bundles (docs/performance.md, "Lambda bundles"): zod's `z` re-export is a namespace that
    // esbuild cannot tree-shake (every locale and the JSON-schema code, about 370 KB per Lambda);
    // the namespace import, which zod's own docs use, keeps only the schemas used.
    files: ['shared/src/**/*.ts', 'functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Import zod as a namespace: `import * as z from 'zod'` (the named `z` bundles all of zod into every Lambda).",
        },
      ],
    },
  },
  {
    // Entities are constructed on first use (platform/entity.ts): a store defines its entities with defineEntity.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/platform/entity.ts', 'functions/src/platform/db.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Import zod as a namespace: `import * as z from 'zod'` (the named `z` bundles all of zod into every Lambda).",
        },
        {
          selector: "NewExpression[callee.name='Entity']",
          message: 'Define entities with defineEntity (platform/entity.ts): constructed on first use, not at every cold start.',
        },
      ],
    },
  },
  {
    // A Lambda takes only its own slice of the route manifest (docs/performance.md, "Lambda bundles"):
    // a handler passes `shared/src/routes/<domain>.ts` to httpHandler; the whole manifest is for CDK,
    // the local gateway and the suites.
    files: ['functions/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@steady/shared', '@steady/shared/routes'].map((name) => ({
            name,
            importNames: ['routes', 'routesOf', 'ROUTE_SLICES'],
            allowTypeImports: true,
            message: "Import the domain's slice (@steady/shared/routes/<domain>), not the whole manifest.",
          })),
        },
      ],
    },
  },
  {
    // Modules loaded on first use (the AI adapters, behind a dynamic import) take shared code from its
    // own module: a lazily loaded package index would bring every contract and the manifest with it.
    files: ['functions/src/platform/adapters/**/*.ts', 'functions/src/platform/create-ai.ts', 'functions/src/platform/ai-schemas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@steady/shared', '@steady/shared/routes'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'Import from the module that defines it (e.g. \'@steady/shared/contracts/insights\'): this code is loaded lazily (docs/performance.md, "Lambda bundles").',
          })),
        },
      ],
    },
  },
  ...webBoundaries,
  {
    // No import cycles, and the layers above, checked on the resolved import graph (scripts/eslint-plugin-steady.js).
    files: ['functions/src/**/*.ts', 'shared/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { steady },
    rules: { 'steady/no-cycle': 'error', 'steady/boundaries': ['error', layerRules] },
  },
  {
    // Comments point at what is in the repository (scripts/eslint-plugin-steady.js, "no-outside-citations").
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { steady },
    rules: { 'steady/no-outside-citations': 'error' },
  },
);
