import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySafetyPlan, type SafetyPlan } from '@steady/shared';
import { CrisisPanel } from '@/components/crisis-panel';
import { USER_ID } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const PLAN = `GET /api/users/${USER_ID}/safety-plan`;

const filled: SafetyPlan = {
  ...emptySafetyPlan(USER_ID),
  warningSigns: ['I stop answering my phone'],
  copingStrategies: ['Walk around the block', 'Box breathing', 'Play guitar', 'Cold shower'],
  helpContacts: [
    { name: 'Dana', phone: '(415) 555-0144' },
    { name: 'Alex', phone: null },
  ],
  reasonForLiving: 'My daughter',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function lines() {
  const panel = screen.getByRole('region', { name: 'Crisis support' });
  const link = (name: string) => within(panel).getByRole('link', { name });
  expect(link('Call 988')).toHaveAttribute('href', 'tel:988');
  expect(link('Text 988')).toHaveAttribute('href', 'sms:988');
  expect(link('Text HOME to 741741')).toHaveAttribute('href', 'sms:741741?&body=HOME');
  expect(link('Call 911')).toHaveAttribute('href', 'tel:911');
  return panel;
}

describe('the crisis panel', () => {
  it("puts the person's own coping strategies and people first, with tel: links, then 988, 741741 and 911", async () => {
    const { requests } = stubFetch({ [PLAN]: { body: filled } });
    renderWithProviders(<CrisisPanel userId={USER_ID} />);
    const plan = await screen.findByTestId('crisis-panel-plan');
    expect(within(plan).getByRole('heading', { name: 'From your safety plan' })).toBeInTheDocument();
    // The top three coping strategies, in the person's order.
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Walk around the block', 'Box breathing', 'Play guitar', 'Call Dana', 'Alex']);
    expect(within(plan).getByRole('link', { name: 'Call Dana' })).toHaveAttribute('href', 'tel:4155550144');
    expect(within(plan).getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    const panel = lines();
    // The plan comes before the lines.
    expect(panel.textContent!.indexOf('Walk around the block')).toBeLessThan(panel.textContent!.indexOf('Call 988'));
    expect(within(panel).queryByRole('link', { name: 'Make a safety plan' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/safety-plan'))).toHaveLength(1);
  });

  it('offers to make a safety plan when there is none, with the lines that always answer', async () => {
    stubFetch({ [PLAN]: { body: emptySafetyPlan(USER_ID) } });
    renderWithProviders(<CrisisPanel userId={USER_ID} compact headingAs="h3" />);
    expect(await screen.findByRole('link', { name: 'Make a safety plan' })).toHaveAttribute('href', '/safety-plan');
    expect(screen.getByRole('heading', { level: 3, name: 'You don’t have to go through this alone' })).toBeInTheDocument();
    expect(screen.queryByTestId('crisis-panel-plan')).not.toBeInTheDocument();
    lines();
  });

  it('still shows the lines while the plan loads and when it cannot be loaded', async () => {
    let fail!: () => void;
    const gate = new Promise<void>((resolve) => (fail = resolve));
    stubFetch({
      [PLAN]: async () => {
        await gate;
        return { status: 500, body: { message: 'boom' } };
      },
    });
    renderWithProviders(<CrisisPanel userId={USER_ID} />);
    expect(screen.getByRole('status', { name: 'Loading your safety plan' })).toBeInTheDocument();
    lines();
    fail();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your safety plan' })).not.toBeInTheDocument());
    lines();
    expect(screen.getByRole('link', { name: 'Make a safety plan' })).toBeInTheDocument();
  });

  it('has a Hide for now button only where it can be hidden', async () => {
    stubFetch({ [PLAN]: { body: filled } });
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<CrisisPanel userId={USER_ID} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Hide for now' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<CrisisPanel userId={USER_ID} />);
    expect(screen.queryByRole('button', { name: 'Hide for now' })).not.toBeInTheDocument();
  });
});
