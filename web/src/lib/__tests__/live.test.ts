import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@steady/shared';
import { liveChannelUrl, openLiveChannel, parsePushMessage, reconnectDelayMs } from '@/lib/live';
import { FakeWebSocket } from '@/testing/fake-websocket';

const page = { protocol: 'http:', host: 'app.test:3000' };

function start(tokens: () => string | null = () => 'tok-1') {
  const messages: PushMessage[] = [];
  const getToken = vi.fn(async () => tokens());
  const stop = openLiveChannel({ getToken, onMessage: (m) => messages.push(m), createSocket: (url) => new FakeWebSocket(url), location: page });
  return { messages, getToken, stop };
}

/** Lets the token promise settle so the (re)connect happens. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('live channel client', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects to /ws on the same host with the token, ws on http and wss on https', async () => {
    expect(liveChannelUrl('a b', { protocol: 'https:', host: 'steady.example' })).toBe('wss://steady.example/ws?token=a%20b');
    const { stop } = start();
    await settle();
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual(['ws://app.test:3000/ws?token=tok-1']);
    stop();
  });

  it('waits 1 s doubling to 30 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('reconnects after an abnormal close at 1, 2, 4, 8 and 16 s, with a fresh token each time, then gives up', async () => {
    let n = 0;
    const { getToken, stop } = start(() => `tok-${++n}`);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    const waits = [1000, 2000, 4000, 8000, 16000];
    for (const [i, wait] of waits.entries()) {
      FakeWebSocket.latest().serverClose(1006);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeWebSocket.instances, `attempt ${i + 1} not before ${wait} ms`).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeWebSocket.instances, `attempt ${i + 1} at ${wait} ms`).toHaveLength(i + 2);
    }
    expect(getToken).toHaveBeenCalledTimes(6);
    expect(FakeWebSocket.instances.map((s) => s.url.split('token=')[1])).toEqual(['tok-1', 'tok-2', 'tok-3', 'tok-4', 'tok-5', 'tok-6']);
    // The sixth close: no more attempts, however long we wait.
    FakeWebSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gave up'));
    stop();
  });

  it('resets the attempt counter when a connection opens', async () => {
    const { stop } = start();
    await settle();
    FakeWebSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1000);
    FakeWebSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().serverClose(1001);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(4);
    stop();
  });

  it('does not reconnect after a normal close (1000), nor after stop(), which closes with 1000', async () => {
    const first = start();
    await settle();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().serverClose(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    first.stop();

    FakeWebSocket.reset();
    const second = start();
    await settle();
    const ws = FakeWebSocket.latest();
    ws.open();
    second.stop();
    expect(ws.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stop() during a pending reconnect cancels it', async () => {
    const { stop } = start();
    await settle();
    FakeWebSocket.latest().serverClose(1006);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('delivers push messages; logs bad ones without their content and keeps the connection', async () => {
    const { messages, stop } = start();
    await settle();
    const ws = FakeWebSocket.latest();
    ws.open();
    ws.message({ type: 'call_completed', callId: 'c1', journalEntryId: 'e1' });
    ws.message('{"secret journal text');
    ws.message({ type: 'mystery', text: 'private words' });
    ws.message({ type: 'daily_refresh' });
    // Messages are parsed once the schema has loaded (lazily), in the order they came.
    await vi.waitFor(() => expect(messages).toHaveLength(2));
    expect(messages).toEqual([{ type: 'call_completed', callId: 'c1', journalEntryId: 'e1' }, { type: 'daily_refresh' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('private words');
    expect(ws.closedWith).toBeUndefined();
    stop();
  });

  it('parsePushMessage accepts both spec types and nothing else', async () => {
    expect(await parsePushMessage('{"type":"daily_refresh"}')).toEqual({ type: 'daily_refresh' });
    expect(await parsePushMessage('{"type":"call_completed","callId":"x"}')).toBeNull();
    expect(await parsePushMessage('not json')).toBeNull();
  });
});
