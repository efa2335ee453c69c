import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseUrl, newUser } from './helpers.js';

const wsUrl = (token?: string) => `${baseUrl().replace(/^http/, 'ws')}/ws${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

function open(url: string): Promise<{ ws: WebSocket } | { status: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.once('error', () => resolve({ status: -1 }));
  });
}

describe('the live channel at /ws', () => {
  it('accepts a signed-in user’s access token and refuses a missing or forged one', async () => {
    const u = await newUser();
    const ok = await open(wsUrl(u.token));
    expect('ws' in ok).toBe(true);
    if ('ws' in ok) ok.ws.close(1000);
    expect(await open(wsUrl())).toEqual({ status: 401 });
    expect(await open(wsUrl(`${u.token.slice(0, -3)}abc`))).toEqual({ status: 401 });
  });
});
