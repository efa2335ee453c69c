/** The year `vite build` ran in (vite.config.ts): what a prerendered page's footer shows until it is hydrated. */
declare const __BUILD_YEAR__: number;
