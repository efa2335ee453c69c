import type { DevPhoneEvent } from '@steady/shared';

/*
 * The dev phone: the browser page of a signed-in user, ringing when their number is called by the
 * phone simulator (phone-simulator.ts); its HTTP and WebSocket routes are in dev-phone.ts.
 */

/** A call whose dev phone page has gone (tab closed) ends after this long; a reload reconnects sooner. */
export const LINE_DROP_MS = 20_000;

type Listener = (event: DevPhoneEvent) => void;

interface PendingAnswer {
  resolve: (value: string | null) => void;
}

export class DevPhoneHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly rings = new Map<string, (answer: boolean) => void>();
  private readonly speech = new Map<string, PendingAnswer>();
  /** Which phone number each call rings, so only that user's page may act on it. */
  readonly callPhone = new Map<string, string>();

  /** Lines whose last dev phone page went away, and when they drop if no page comes back. */
  private readonly dropping = new Map<string, NodeJS.Timeout>();

  constructor(
    /** How long a call survives its page going away (a reload comes back in time; a closed tab does not). */
    private readonly lineDropMs = LINE_DROP_MS,
  ) {}

  subscribe(phoneNumber: string, listener: Listener): () => void {
    const set = this.listeners.get(phoneNumber) ?? new Set();
    set.add(listener);
    this.listeners.set(phoneNumber, set);
    clearTimeout(this.dropping.get(phoneNumber));
    this.dropping.delete(phoneNumber);
    return () => {
      set.delete(listener);
      if (set.size) return;
      this.listeners.delete(phoneNumber);
      // As a phone network would: with no handset left on the line, its calls end.
      const timer = setTimeout(() => {
        this.dropping.delete(phoneNumber);
        if (this.isOpen(phoneNumber)) return;
        for (const [callId, phone] of this.callPhone) if (phone === phoneNumber) this.hangUp(callId);
      }, this.lineDropMs);
      timer.unref();
      this.dropping.set(phoneNumber, timer);
    };
  }

  isOpen(phoneNumber: string): boolean {
    return (this.listeners.get(phoneNumber)?.size ?? 0) > 0;
  }

  emit(phoneNumber: string, event: DevPhoneEvent): void {
    for (const l of this.listeners.get(phoneNumber) ?? []) l(event);
  }

  /** Rings the page; resolves true when answered, false when declined or not answered in time. */
  ring(phoneNumber: string, callId: string, from: string, timeoutMs: number): Promise<boolean> {
    this.callPhone.set(callId, phoneNumber);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      const settle = (answer: boolean) => {
        clearTimeout(timer);
        this.rings.delete(callId);
        resolve(answer);
      };
      this.rings.set(callId, settle);
      this.emit(phoneNumber, { type: 'ring', callId, from });
    });
  }

  /** Waits for the person's answer to a question; null on silence. */
  listen(phoneNumber: string, callId: string, timeoutSeconds: number): Promise<string | null> {
    if (this.hungUp.has(callId)) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), timeoutSeconds * 1000);
      const settle = (value: string | null) => {
        clearTimeout(timer);
        this.speech.delete(callId);
        resolve(value);
      };
      this.speech.set(callId, { resolve: settle });
      this.emit(phoneNumber, { type: 'listen', callId, timeoutSeconds });
    });
  }

  answer(callId: string, accept: boolean): boolean {
    const ring = this.rings.get(callId);
    if (!ring) return false;
    ring(accept);
    return true;
  }

  say(callId: string, text: string | null): boolean {
    const pending = this.speech.get(callId);
    if (!pending) return false;
    pending.resolve(text);
    return true;
  }

  hangUp(callId: string): void {
    this.hungUp.add(callId);
    this.speech.get(callId)?.resolve(null);
    this.rings.get(callId)?.(false);
  }

  /** The call is over: nothing more to hang up. */
  ended(callId: string): void {
    this.callPhone.delete(callId);
    this.hungUp.delete(callId);
  }

  readonly hungUp = new Set<string>();
}
