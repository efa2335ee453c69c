import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FriendInvite } from '@steady/shared';
import { USER_ID } from '@/testing/data';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { FriendsScreen } from '../friends-screen';

const base = `/api/users/${USER_ID}/friends`;
const active: FriendInvite = {
  id: 'inv1',
  token: 'a'.repeat(48),
  path: `/friends/accept/${'a'.repeat(48)}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  usedAt: null,
  usedByName: null,
  status: 'active',
};
const used: FriendInvite = {
  ...active,
  id: 'inv2',
  token: 'b'.repeat(48),
  path: `/friends/accept/${'b'.repeat(48)}`,
  status: 'used',
  usedAt: '2026-11-21T10:00:00.000Z',
  usedByName: 'Alex Kim',
};

function setup(overrides: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}) {
  const net = stubFetch({
    [`GET ${base}`]: { body: [] },
    [`GET ${base}/requests`]: { body: [] },
    [`GET ${base}/invites`]: { body: [active, used] },
    ...overrides,
  });
  return { ...net, user: userEvent.setup(), ...renderWithProviders(<FriendsScreen userId={USER_ID} />) };
}

describe('Friends screen', { timeout: 20_000 }, () => {
  it('shows empty states, and invites: active with Copy and Revoke, used marked Used without Copy', async () => {
    setup();
    expect(await screen.findByText('No pending friend requests.')).toBeInTheDocument();
    expect(await screen.findByText('No friends yet. Create an invite link or add a friend by phone number.')).toBeInTheDocument();
    const [first, second] = await screen.findAllByTestId('friend-invite');
    expect(within(first!).getByRole('button', { name: /^Copy invite link/ })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(within(second!).getByText('Used')).toBeInTheDocument();
    expect(within(second!).getByText(/Used by Alex Kim/)).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it("shows the spec's toast when the clipboard refuses", async () => {
    const { user } = setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const [first] = await screen.findAllByTestId('friend-invite');
    await user.click(within(first!).getByRole('button', { name: /^Copy invite link/ }));
    expect(await screen.findByText('Failed to copy link to clipboard.')).toBeInTheDocument();
  });

  it("shows the spec's toast when an invite link cannot be created", async () => {
    const { user } = setup({ [`POST ${base}/create-invite`]: { status: 500, body: { message: 'Internal server error' } } });
    await screen.findAllByTestId('friend-invite');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByText('Failed to create invite link. Please try again.')).toBeInTheDocument();
  });

  it('an error loading a section offers Try again, which reloads it', async () => {
    let calls = 0;
    const { user } = setup({
      [`GET ${base}`]: () =>
        ++calls === 1
          ? { status: 500, body: { message: 'boom' } }
          : { body: [{ id: 'f1', name: 'Alex Kim', createdAt: '2026-11-20T10:00:00.000Z', currentStreak: 3 }] },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Alex Kim' })).toHaveAttribute('href', '/friends/f1');
    expect(screen.getByText('3-day streak')).toBeInTheDocument();
  });

  it('checks the phone number before sending, then says the same thing for any number', async () => {
    const { user, requests } = setup({
      [`POST ${base}/requests`]: { status: 202, body: { message: 'If that number belongs to a Steady account, they will see your friend request.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    await user.type(screen.getByLabelText('Phone Number'), '(415) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('If that number belongs to a Steady account, they will see your friend request.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ phoneNumber: '+14155550199' });
  });
});
