/**
 * A WebSocket that never touches the network: tests drive it with open(), message() and
 * serverClose(). The setup file installs it for every test so the app layout's live channel stays
 * inert unless a test drives it; `FakeWebSocket.instances` lists every socket opened, in order.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  onopen: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  /** The code the client closed with, if it did. */
  closedWith: number | undefined;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('No WebSocket was opened');
    return ws;
  }

  send(): void {
    throw new Error('The live channel is receive-only');
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  // --- driven by tests (the server side) ---
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  message(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  serverClose(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    if (code !== 1000) this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
