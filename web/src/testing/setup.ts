import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { configureCognito } from '@/lib/cognito';
import { forgetRuntimeConfig } from '@/lib/runtime-config';
import { TEST_POOL } from './auth';
import { FakeWebSocket } from './fake-websocket';

// A busy 2-core CI machine can take over a second to load a lazy route's chunk in jsdom: findBy* and
// waitFor wait up to 5 s (they still return as soon as the screen is right).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Radix primitives use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Test files share their worker's modules (isolate: false, for speed): what a module keeps for the
// app's lifetime is reset for each file here. The Cognito client is configured as the app would be after
// /config.json; sessions come from localStorage (see auth.ts).
beforeAll(() => {
  forgetRuntimeConfig();
  configureCognito(TEST_POOL);
});

beforeEach(() => {
  window.localStorage.clear();
  // The app layout opens the live channel (/ws): never the network in unit tests.
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
