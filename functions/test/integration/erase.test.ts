import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tableDb } from './care-team.js';
import { api, baseUrl, newUser, signIn, PASSWORD } from './helpers.js';

/** 'Delete my account': the account is removed once its 30 days have passed. */
describe('account deletion', { timeout: 90_000 }, () => {
  it('erases everything of the person when the removal date has come, and not before', async () => {
    const u = await newUser('Erase Me');
    const other = await newUser('Stays Here');
    await api(`/api/users/${u.id}/journal-entries`, {
      method: 'POST',
      token: u.token,
      body: { title: 'Private', content: 'Something personal to be erased.' },
    });
    await api(`/api/users/${other.id}/journal-entries`, {
      method: 'POST',
      token: other.token,
      body: { title: 'Kept', content: 'This one belongs to someone else.' },
    });
    // A friend (their side of the friendship is in their partition) and a request sent to someone.
    const asked = await newUser('Was Asked');
    const friendInvite = await api(`/api/users/${u.id}/friends/create-invite`, { method: 'POST', token: u.token });
    expect((await api(`/api/friends/invites/${friendInvite.body.token}/accept`, { method: 'POST', token: other.token })).status).toBe(200);
    await api(`/api/users/${u.id}/friends/requests`, { method: 'POST', token: u.token, body: { phoneNumber: asked.phoneNumber } });
    expect((await tableDb().entities.friendRequest.get({ userId: asked.id, requesterId: u.id }).go()).data).not.toBeNull();
    const placed = await api(`/api/users/${u.id}/call`, { method: 'POST', token: u.token });
    expect(placed.status).toBe(202);
    for (let i = 0; i < 120; i++) {
      const h = await api(`/api/users/${u.id}/call-history`, { token: u.token });
      if (h.body[0]?.journalEntryId) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const invite = await api(`/api/users/${u.id}/circle/create-invite`, { method: 'POST', token: u.token, body: { relationshipType: 'family' } });
    const inviteToken = (invite.body.link as string).split('/circle/accept/')[1]!;
    const request = await api(`/api/users/${u.id}/deletion-request`, { method: 'POST', token: u.token });
    expect(request.status).toBeLessThan(300);
    const removeBy = Date.parse(request.body.removeBy);

    const runAt = async (at: number) => {
      const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/dev/jobs/deletion?at=${new Date(at).toISOString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { count: number }).count;
    };
    // A day early: nothing happens.
    expect(await runAt(removeBy - 86_400_000)).toBe(0);
    expect((await api(`/api/users/${u.id}/journal-entries`, { token: u.token })).body).toHaveLength(2);

    expect(await runAt(removeBy + 60_000)).toBeGreaterThanOrEqual(1);
    // The person cannot sign in any more; their data is gone; the phone number is free again.
    await expect(signIn(u.phoneNumber, PASSWORD)).rejects.toThrow();
    const again = await api('/api/register', {
      method: 'POST',
      body: { name: 'New Owner', phoneNumber: u.phoneNumber, password: PASSWORD, timeZone: 'America/Chicago', callTime: '19:00' },
    });
    expect(again.status).toBe(201);
    const fresh = await signIn(u.phoneNumber, PASSWORD);
    const newId = again.body.user.id as string;
    expect(newId).not.toBe(u.id);
    expect((await api(`/api/users/${newId}/journal-entries`, { token: fresh })).body).toEqual([]);
    // The person's circle invite links are gone with them, the token guards (in their own partitions) too.
    expect((await api(`/api/circle/invites/${inviteToken}`, { token: other.token })).status).toBe(404);
    const guard = await tableDb()
      .entities.circleInviteToken.get({ tokenHash: createHash('sha256').update(inviteToken).digest('base64url') })
      .go();
    expect(guard.data).toBeNull();
    // Someone else's data is untouched.
    const kept = await api(`/api/users/${other.id}/journal-entries`, { token: other.token });
    expect(kept.body.map((e: { title: string }) => e.title)).toEqual(['Kept']);
    // Nothing about them is left in their friend's or the asked person's partition.
    expect((await tableDb().entities.friendship.get({ userId: other.id, friendId: u.id }).go()).data).toBeNull();
    expect((await tableDb().entities.friendRequest.get({ userId: asked.id, requesterId: u.id }).go()).data).toBeNull();
    // Running again finds nothing more to do.
    expect(await runAt(removeBy + 120_000)).toBe(0);
  });
});
