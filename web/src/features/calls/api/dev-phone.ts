import { useEffect, useRef, useState } from 'react';
import { DevPhoneEvent, LIVE_CHANNEL } from '@steady/shared';
import { apiPath, apiRequest } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';
import { reconnectDelayMs } from '@/lib/live';

/** The dev phone's calls (local mode only; the phone simulator behind them): not manifest routes, so apiRequest. */
export function answerDevCall(callId: string): Promise<unknown> {
  return apiRequest<unknown>(apiPath('/dev/phone/calls/{callId}/answer', { callId }), { method: 'POST' });
}

export function declineDevCall(callId: string): Promise<unknown> {
  return apiRequest<unknown>(apiPath('/dev/phone/calls/{callId}/decline', { callId }), { method: 'POST' });
}

export function hangUpDevCall(callId: string): Promise<unknown> {
  return apiRequest<unknown>(apiPath('/dev/phone/calls/{callId}/hangup', { callId }), { method: 'POST' });
}

export function sendDevSpeech(callId: string, text: string): Promise<unknown> {
  return apiRequest<unknown>(apiPath('/dev/phone/calls/{callId}/speech', { callId }), { method: 'POST', body: { text } });
}

export type DevPhoneConnection = 'connecting' | 'connected' | 'lost';

/**
 * Subscribes to `/dev/phone/events?token={access token}` (Server-Sent Events). EventSource retries
 * by itself after a dropped connection; when the server refuses it (e.g. an expired token) it is
 * reopened with a fresh token, 1 s doubling, at most 5 times in a row. Bad events are only logged.
 */
export function useDevPhoneEvents(onEvent: (event: DevPhoneEvent) => void, enabled: boolean): DevPhoneConnection {
  const [connection, setConnection] = useState<DevPhoneConnection>('connecting');
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;

    const retry = () => {
      if (stopped) return;
      if (attempts >= LIVE_CHANNEL.maxReconnects) {
        setConnection('lost');
        return;
      }
      attempts += 1;
      setConnection('connecting');
      timer = setTimeout(() => void connect(), reconnectDelayMs(attempts));
    };

    const connect = async () => {
      const token = await getAccessToken();
      if (stopped) return;
      if (!token || typeof EventSource === 'undefined') {
        setConnection('lost');
        return;
      }
      const es = new EventSource(`/dev/phone/events?token=${encodeURIComponent(token)}`);
      source = es;
      es.onopen = () => {
        attempts = 0;
        setConnection('connected');
      };
      es.onmessage = (message: MessageEvent<string>) => {
        let parsed: ReturnType<typeof DevPhoneEvent.safeParse> | null = null;
        try {
          parsed = DevPhoneEvent.safeParse(JSON.parse(message.data));
        } catch {
          parsed = null;
        }
        if (parsed?.success) handler.current(parsed.data);
        else console.warn('Dev phone: ignored an event that is not a dev phone event');
      };
      es.onerror = () => {
        if (es.readyState === EventSource.CLOSED) {
          console.warn('Dev phone: the event stream was refused');
          es.close();
          if (source === es) source = null;
          retry();
        } else {
          setConnection('connecting');
        }
      };
    };

    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [enabled]);

  return connection;
}
