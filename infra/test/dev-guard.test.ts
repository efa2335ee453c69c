import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../local/cognito-proxy.js';
import { devGuard, isLoopbackAddress, isLoopbackHostname } from '../local/dev-guard.js';

/** A request as the gateway sees it: the peer's address, the method and the headers. */
const request = (remoteAddress: string, method: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, method, headers }) as unknown as http.IncomingMessage;

describe('who may reach the local dev tools', () => {
  const json = { host: '127.0.0.1:3000', 'content-type': 'application/json' };

  it('serves loopback clients sending JSON or an Authorization header, and reads from loopback', () => {
    expect(devGuard(request('127.0.0.1', 'POST', json), true)).toBeNull();
    expect(devGuard(request('::1', 'POST', { host: 'localhost:3000', authorization: 'Bearer x' }), true)).toBeNull();
    expect(devGuard(request('::ffff:127.0.0.1', 'GET', { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }), true)).toBeNull();
  });

  it('refuses other machines, even with a loopback Host header', () => {
    for (const remote of ['192.168.1.20', '10.0.0.5', '::ffff:172.16.0.9', 'fe80::1']) {
      expect(devGuard(request(remote, 'POST', json), true)?.status, remote).toBe(403);
    }
  });

  it('refuses everything when the dev tools are off (serving a clinic network)', () => {
    expect(devGuard(request('127.0.0.1', 'POST', json), false)?.status).toBe(404);
  });

  it('refuses what a web page could send: simple posts, other origins, other sites, rebound names', () => {
    expect(devGuard(request('127.0.0.1', 'POST', { host: 'localhost:3000' }), true)?.status).toBe(403);
    expect(devGuard(request('127.0.0.1', 'POST', { host: 'localhost:3000', 'content-type': 'text/plain' }), true)?.status).toBe(403);
    expect(devGuard(request('127.0.0.1', 'POST', { host: 'localhost:3000', 'content-type': 'multipart/form-data; boundary=x' }), true)?.status).toBe(403);
    expect(devGuard(request('127.0.0.1', 'POST', { ...json, origin: 'http://evil.example' }), true)?.status).toBe(403);
    expect(devGuard(request('127.0.0.1', 'POST', { ...json, origin: 'null' }), true)?.status).toBe(403);
    expect(devGuard(request('127.0.0.1', 'GET', { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }), true)?.status).toBe(403);
    expect(devGuard(request('127.0.0.1', 'POST', { ...json, host: 'rebind.evil.example:3000' }), true)?.status).toBe(403);
  });

  it('knows loopback addresses and names', () => {
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('128.0.0.1')).toBe(false);
    expect(isLoopbackHostname('[::1]')).toBe(true);
    expect(isLoopbackHostname('app.localhost')).toBe(true);
    expect(isLoopbackHostname('0.0.0.0')).toBe(false);
  });
});

describe('failed sign-ins from another machine', () => {
  it('are limited to 10 per address per 15 minutes; this machine is not limited', () => {
    let now = 0;
    const limiter = new FailureLimiter(() => now);
    for (let i = 0; i < 10; i++) {
      expect(limiter.limited('192.168.1.20')).toBe(false);
      limiter.failed('192.168.1.20');
    }
    expect(limiter.limited('192.168.1.20')).toBe(true);
    expect(limiter.limited('192.168.1.21')).toBe(false);
    for (let i = 0; i < 20; i++) limiter.failed('127.0.0.1');
    expect(limiter.limited('127.0.0.1')).toBe(false);
    now += 15 * 60_000;
    expect(limiter.limited('192.168.1.20')).toBe(false);
  });
});
