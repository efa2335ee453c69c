import { describe, expect, it } from 'vitest';
import { api, newUser } from './helpers.js';

/** The Marketplace's catalog and installs (docs/architecture.md, "Marketplace"). */
describe('marketplace', () => {
  it('pages the AI coaches with a cursor, each with installed and owned for the caller', async () => {
    const u = await newUser();
    const first = await api('/api/marketplace/ai-coaches?limit=4', { token: u.token });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(4);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const rest = await api(`/api/marketplace/ai-coaches?limit=50&cursor=${first.body.nextCursor}`, { token: u.token });
    const all = [...first.body.items, ...rest.body.items];
    expect(new Set(all.map((c: { id: string }) => c.id)).size).toBe(all.length);
    expect(rest.body.nextCursor).toBeNull();
    expect(all.find((c: { id: string }) => c.id === 'recovery-guide')).toMatchObject({ isDefault: true, installed: true, owned: true, price: 0 });
    expect(all.find((c: { id: string }) => c.id === 'cbt-companion')).toMatchObject({ installed: false, owned: false, price: 999 });
    expect(all.some((c: { price: number }) => c.price === 0) && all.some((c: { price: number }) => c.price > 0)).toBe(true);
    expect((await api('/api/marketplace/ai-coaches?cursor=bogus', { token: u.token })).status).toBe(400);
    expect((await api('/api/marketplace/ai-coaches')).status).toBe(401);
  });

  it('installs a free coach and makes it current; a second install changes nothing', async () => {
    const u = await newUser();
    const res = await api('/api/marketplace/install-coach', { method: 'POST', token: u.token, body: { coachId: 'gentle-sponsor', userId: u.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ itemType: 'ai_coach', itemId: 'gentle-sponsor', installed: true, alreadyInstalled: false });
    expect((await api(`/api/users/${u.id}/current-coach`, { token: u.token })).body.id).toBe('gentle-sponsor');
    const again = await api('/api/marketplace/install-coach', { method: 'POST', token: u.token, body: { coachId: 'gentle-sponsor' } });
    expect(again.body.alreadyInstalled).toBe(true);
    const coaches = (await api('/api/marketplace/ai-coaches?limit=50', { token: u.token })).body.items;
    expect(coaches.find((c: { id: string }) => c.id === 'gentle-sponsor')).toMatchObject({ installed: true, owned: true });
  });

  it('installs a free bundle: its coach and system, both current', async () => {
    const u = await newUser();
    expect((await api('/api/marketplace/install-bundle', { method: 'POST', token: u.token, body: { bundleId: 'first-steps-kit' } })).status).toBe(200);
    expect((await api(`/api/users/${u.id}/current-coach`, { token: u.token })).body.id).toBe('gentle-sponsor');
    expect((await api(`/api/users/${u.id}/current-system`, { token: u.token })).body.id).toBe('urge-surfing');
  });

  it('refuses to install a paid item not bought, an unknown one, or for someone else', async () => {
    const [u, other] = await Promise.all([newUser(), newUser()]);
    expect((await api('/api/marketplace/install-system', { method: 'POST', token: u.token, body: { systemId: 'ninety-day-reset' } })).status).toBe(409);
    expect((await api('/api/marketplace/install-system', { method: 'POST', token: u.token, body: { systemId: 'nope' } })).status).toBe(400);
    expect(
      (await api('/api/marketplace/install-coach', { method: 'POST', token: u.token, body: { coachId: 'gentle-sponsor', userId: other.id } })).status,
    ).toBe(403);
  });

  it('Settings selects a marketplace coach or system only once installed', async () => {
    const u = await newUser();
    const put = await api(`/api/users/${u.id}/current-coach`, { method: 'PUT', token: u.token, body: { coachId: 'tough-love-trainer' } });
    expect(put.status).toBe(400);
    const settings = await api(`/api/users/${u.id}/settings`, { method: 'PUT', token: u.token, body: { currentHabitSystemId: 'urge-surfing' } });
    expect(settings.status).toBe(400);
    expect(settings.body.errors).toEqual([{ path: 'currentHabitSystemId', message: 'Install this habit system from the Marketplace first' }]);
    await api('/api/marketplace/install-coach', { method: 'POST', token: u.token, body: { coachId: 'tough-love-trainer' } });
    expect((await api(`/api/users/${u.id}/current-coach`, { method: 'PUT', token: u.token, body: { coachId: 'mindful-mentor' } })).status).toBe(200);
    expect((await api(`/api/users/${u.id}/current-coach`, { method: 'PUT', token: u.token, body: { coachId: 'tough-love-trainer' } })).status).toBe(200);
  });

  it('lists bundles and habit systems with a mix of free and paid', async () => {
    const u = await newUser();
    for (const tab of ['habit-systems', 'bundles']) {
      const items = (await api(`/api/marketplace/${tab}?limit=50`, { token: u.token })).body.items as { price: number }[];
      expect(items.some((i) => i.price === 0) && items.some((i) => i.price > 0)).toBe(true);
    }
  });
});
