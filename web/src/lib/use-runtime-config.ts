import { loadedRuntimeConfig } from './runtime-config';

/**
 * True when the app runs locally (runtime config `mode` from /config.json), e.g. to offer the dev
 * phone. The config is loaded before the router renders, so this needs no request of its own.
 */
export function useIsLocalMode(): boolean {
  return loadedRuntimeConfig()?.mode === 'local';
}
