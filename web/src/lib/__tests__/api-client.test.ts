import { describe, expect, it } from 'vitest';
import { apiCall, apiRequest, ApiError, errorMessage } from '../api-client';
import { stubFetch } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';

describe('api client', () => {
  it('sends credentials, JSON and the bearer token', async () => {
    const token = seedSession('u-1');
    const { fetchMock } = stubFetch({ 'POST /api/things': { status: 201, body: { ok: true } } });
    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('sends public calls without a token', async () => {
    seedSession('u-1');
    const { requests } = stubFetch({ 'GET /api/health': { body: { status: 'ok' } } });
    await apiCall('GET', '/api/health', { public: true });
    expect(requests[0]!.headers.authorization).toBeUndefined();
  });

  it('turns a non-OK response into "{status}: {text}" and keeps the parsed body', async () => {
    stubFetch({ 'GET /api/x': { status: 404, body: { message: 'Not found' } } });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Not found"}');
    expect(errorMessage(error, 'fallback')).toBe('Not found');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ 'GET /api/y': { status: 500 } });
    await expect(apiRequest('/api/y')).rejects.toThrow('500: Error');
  });
});
