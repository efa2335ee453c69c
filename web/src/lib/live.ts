import { LIVE_CHANNEL, type PushMessage } from '@steady/shared';

/**
 * The live channel (docs/architecture.md, "The daily check-in call"): a receive-only WebSocket at `/ws` on the
 * same host (wss when the page is https), authenticated by the access token in the query string
 * (browsers cannot send headers on a WebSocket). Messages are JSON push messages.
 *
 * Reconnects after any close other than 1000, at most 5 times in a row, waiting 1 s, 2 s, 4 s …
 * (capped at 30 s); a successful open resets the count. The token is fetched again before every
 * (re)connect, so an expired one is refreshed first (lib/cognito.ts). Errors are only logged, never with content.
 */

/** The subset of the browser's WebSocket that the client uses (tests pass a fake class). */
export interface LiveSocket {
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
  close(code?: number, reason?: string): void;
}

export type LiveSocketFactory = (url: string) => LiveSocket;

export interface LiveChannelOptions {
  /** The current Cognito access token (refreshed when expired), or null when signed out. */
  getToken: () => Promise<string | null>;
  onMessage: (message: PushMessage) => void;
  /** Defaults to the browser's WebSocket. */
  createSocket?: LiveSocketFactory;
  /** Defaults to window.location. */
  location?: Pick<Location, 'protocol' | 'host'>;
}

/** The URL of the live channel for a page at `location`. */
export function liveChannelUrl(token: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}

/** The wait before reconnect attempt `attempt` (1-based): 1 s doubling, capped at 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(LIVE_CHANNEL.backoffStartMs * 2 ** Math.max(0, attempt - 1), LIVE_CHANNEL.backoffMaxMs);
}

// The message schema (and zod with it) loads with the first message, not with every page (docs/performance.md).
let pushSchema: Promise<typeof import('@steady/shared/contracts/calls').PushMessage> | null = null;

/** Parses one message; null (and a warning without the content) when it is not a push message. */
export async function parsePushMessage(data: unknown): Promise<PushMessage | null> {
  pushSchema ??= import('@steady/shared/contracts/calls').then((m) => m.PushMessage);
  const schema = await pushSchema;
  try {
    const parsed = schema.safeParse(JSON.parse(typeof data === 'string' ? data : String(data)));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  console.warn('Live channel: ignored a message that is not a push message');
  return null;
}

/** Opens the live channel; returns a function that closes it for good (code 1000). */
export function openLiveChannel(options: LiveChannelOptions): () => void {
  const createSocket: LiveSocketFactory = options.createSocket ?? ((url) => new WebSocket(url));
  let attempts = 0;
  let socket: LiveSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped) return;
    if (attempts >= LIVE_CHANNEL.maxReconnects) {
      console.warn(`Live channel: gave up after ${attempts} reconnect attempts`);
      return;
    }
    attempts += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, reconnectDelayMs(attempts));
  };

  const connect = async () => {
    let token: string | null = null;
    try {
      token = await options.getToken();
    } catch {
      token = null;
    }
    if (stopped) return;
    if (!token) {
      console.warn('Live channel: no session to connect with');
      scheduleReconnect();
      return;
    }
    let ws: LiveSocket;
    try {
      ws = createSocket(liveChannelUrl(token, options.location ?? window.location));
    } catch {
      console.warn('Live channel: could not open the connection');
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      attempts = 0;
    };
    ws.onmessage = (event) => {
      // Messages are handled in the order they came: each waits on the same schema load.
      void parsePushMessage(event.data).then((message) => {
        if (message && !stopped) options.onMessage(message);
      });
    };
    ws.onerror = () => {
      console.warn('Live channel: connection error');
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      if (stopped || event.code === LIVE_CHANNEL.normalCloseCode) return;
      scheduleReconnect();
    };
  };

  void connect();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const ws = socket;
    socket = null;
    if (ws) {
      ws.onmessage = null;
      ws.onclose = null;
      ws.onerror = null;
      try {
        ws.close(LIVE_CHANNEL.normalCloseCode);
      } catch {
        // already closed
      }
    }
  };
}
