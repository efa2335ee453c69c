/** `GET /config.json`: one build serves every stage (docs/architecture.md, "Runtime modes"). */
export interface RuntimeConfig {
  mode: 'local' | 'aws';
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint?: string;
  /** Local mode: whether the dev tools (the dev phone) are served; off when serving a clinic network. */
  devTools?: boolean;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Checks the shape of /config.json; throws an Error naming the first bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: expected an object');
  const v = value as Record<string, unknown>;
  if (v.mode !== 'local' && v.mode !== 'aws') throw new Error("config.json: mode must be 'local' or 'aws'");
  for (const key of ['region', 'userPoolId', 'userPoolClientId'] as const) {
    if (!isText(v[key])) throw new Error(`config.json: ${key} is required`);
  }
  if (v.cognitoEndpoint !== undefined && v.cognitoEndpoint !== null && !isText(v.cognitoEndpoint)) {
    throw new Error('config.json: cognitoEndpoint must be a URL');
  }
  return {
    mode: v.mode,
    region: v.region as string,
    userPoolId: v.userPoolId as string,
    userPoolClientId: v.userPoolClientId as string,
    ...(isText(v.cognitoEndpoint) ? { cognitoEndpoint: v.cognitoEndpoint } : {}),
    ...(typeof v.devTools === 'boolean' ? { devTools: v.devTools } : {}),
  };
}

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { credentials: 'include', headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return parseRuntimeConfig(await res.json());
}

let ready: Promise<RuntimeConfig> | null = null;
let loaded: RuntimeConfig | null = null;

/** Tests only: forget the loaded config, so a test file can load another (the app loads it once). */
export function forgetRuntimeConfig(): void {
  ready = null;
  loaded = null;
}

/** The config that loadRuntimeConfig() loaded, or null before that (the router renders only after it). */
export function loadedRuntimeConfig(): RuntimeConfig | null {
  return loaded;
}

/**
 * Fetches the runtime config once. A failure can be retried. The Cognito client reads its user pool
 * from it (lib/cognito.ts).
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  ready ??= fetchRuntimeConfig().then(
    (config) => {
      loaded = config;
      return config;
    },
    (error: unknown) => {
      ready = null;
      throw error;
    },
  );
  return ready;
}
