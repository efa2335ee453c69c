import { loadedRuntimeConfig } from './runtime-config';

/** True when the local dev tools (the dev phone) are served to this browser's machine. */
export function useDevTools(): boolean {
  const config = loadedRuntimeConfig();
  return config?.mode === 'local' && config.devTools !== false;
}
