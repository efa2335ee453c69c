import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DashboardStats, JournalEntry, OnboardingState, RegisterResponse } from '@steady/shared';
import { apiCall, apiFetch, type ApiPath, type ApiResult } from '../api-client';
import { stubFetch } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';

/**
 * The typed client's types (checked by `tsc -p web`, which covers this file): every `@ts-expect-error`
 * below fails type-checking if its line stops being an error.
 */
describe('apiCall types', () => {
  it('answers the route response type', () => {
    expectTypeOf<ApiResult<'GET', '/api/users/{id}/stats'>>().toEqualTypeOf<DashboardStats>();
    const stats = () => apiCall('GET', '/api/users/{id}/stats', { params: { id: 'u-1' } });
    expectTypeOf(stats).returns.resolves.toEqualTypeOf<DashboardStats>();
    const entries = () => apiCall('GET', '/api/users/{id}/journal-entries', { params: { id: 'u-1' }, query: { limit: 3 } });
    expectTypeOf(entries).returns.resolves.toEqualTypeOf<JournalEntry[]>();
    expectTypeOf<ApiResult<'POST', '/api/register'>>().toEqualTypeOf<RegisterResponse>();
    // 204s and routes without a response schema answer nothing.
    expectTypeOf<ApiResult<'DELETE', '/api/goals/{goalId}'>>().toEqualTypeOf<void>();
    expectTypeOf<ApiResult<'GET', '/api/users/{id}/export'>>().toEqualTypeOf<void>();
  });

  it('takes only manifest paths, for their method', () => {
    expectTypeOf<'/api/users/{id}/stats'>().toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/api/users/{id}/stats'>().not.toExtend<ApiPath<'POST'>>();
    const calls = [
      // @ts-expect-error: not a manifest path
      () => apiCall('GET', '/api/users/{id}/statistics', { params: { id: 'u-1' } }),
      // @ts-expect-error: the manifest has no POST of this path
      () => apiCall('POST', '/api/users/{id}/stats', { params: { id: 'u-1' } }),
      // @ts-expect-error: a concrete path is not a manifest path: the parameters go in `params`
      () => apiCall('GET', '/api/users/u-1/stats', {}),
    ];
    expect(calls).toHaveLength(3);
  });

  it('takes exactly the path parameters', () => {
    const calls = [
      // @ts-expect-error: the path has {id}: params is required
      () => apiCall('GET', '/api/users/{id}/stats'),
      // @ts-expect-error: {entryId} is missing
      () => apiCall('GET', '/api/users/{id}/journal-entries/{entryId}', { params: { id: 'u-1' } }),
      // @ts-expect-error: the path has no {userId}
      () => apiCall('GET', '/api/users/{id}/stats', { params: { id: 'u-1', userId: 'u-2' } }),
      // @ts-expect-error: a path without placeholders takes no params
      () => apiCall('GET', '/api/form-templates', { params: { id: 'u-1' } }),
    ];
    expect(calls).toHaveLength(4);
  });

  it('types the body and the query from their schemas', () => {
    const ok = () => apiCall('PUT', '/api/users/{id}/consents', { params: { id: 'u-1' }, body: { terms: true } });
    expectTypeOf(ok).returns.resolves.toEqualTypeOf<OnboardingState>();
    const calls = [
      // @ts-expect-error: a field UpdateConsentsBody does not have
      () => apiCall('PUT', '/api/users/{id}/consents', { params: { id: 'u-1' }, body: { termz: true } }),
      // @ts-expect-error: the route takes a body
      () => apiCall('PUT', '/api/users/{id}/consents', { params: { id: 'u-1' } }),
      // @ts-expect-error: a GET takes no body
      () => apiCall('GET', '/api/users/{id}/stats', { params: { id: 'u-1' }, body: {} }),
      // @ts-expect-error: limit is one value, not a list
      () => apiCall('GET', '/api/users/{id}/weekly-analyses', { params: { id: 'u-1' }, query: { limit: [1] } }),
      // @ts-expect-error: the route has no query
      () => apiCall('GET', '/api/users/{id}/stats', { params: { id: 'u-1' }, query: { limit: 1 } }),
      // @ts-expect-error: only a public route is sent without the token
      () => apiCall('GET', '/api/users/{id}/stats', { params: { id: 'u-1' }, public: true }),
    ];
    expect(calls).toHaveLength(6);
  });
});

describe('apiCall', () => {
  it('puts the encoded path parameters and the query in the URL', async () => {
    seedSession('u-1');
    const { requests } = stubFetch({ 'GET /api/users/a%2Fb%20c/journal-entries': { body: [] } });
    await expect(
      apiCall('GET', '/api/users/{id}/journal-entries', { params: { id: 'a/b c' }, query: { limit: 3, q: 'low mood', cursor: undefined } }),
    ).resolves.toEqual([]);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('/api/users/a%2Fb%20c/journal-entries?limit=3&q=low+mood');
  });

  it('sends the body as JSON with the method, and answers undefined for a 204', async () => {
    seedSession('u-1');
    const { requests } = stubFetch({ 'DELETE /api/goals/g%231': { status: 204 } });
    await expect(apiCall('DELETE', '/api/goals/{goalId}', { params: { goalId: 'g#1' } })).resolves.toBeUndefined();
    const { requests: puts } = stubFetch({ 'PUT /api/users/u-1/consents': { body: { terms: true } } });
    await apiCall('PUT', '/api/users/{id}/consents', { params: { id: 'u-1' }, body: { terms: true } });
    expect(requests[0]!.method).toBe('DELETE');
    expect(puts[0]!.body).toEqual({ terms: true });
    expect(puts[0]!.headers['content-type']).toBe('application/json');
  });

  it('gives the Response itself to apiFetch (a header, a download)', async () => {
    seedSession('u-1');
    stubFetch({ 'GET /api/users/u-1/access-log': { body: [] } });
    const res = await apiFetch('GET', '/api/users/{id}/access-log', { params: { id: 'u-1' }, query: { cursor: 'c' } });
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual([]);
  });
});
