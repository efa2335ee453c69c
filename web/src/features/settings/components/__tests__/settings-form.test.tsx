import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_COACHES, MARKETPLACE_AI_COACHES } from '@steady/shared';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { USER_ID, makeSettings } from '@/testing/data';
import { SettingsForm, durationLabel } from '../settings-form';

const base = `/api/users/${USER_ID}`;

function setup(overrides: Parameters<typeof makeSettings>[0] = {}, routes: Parameters<typeof stubFetch>[0] = {}) {
  const settings = makeSettings(overrides);
  const net = stubFetch({
    ...routes,
    [`GET ${base}/current-coach`]: { body: null },
    [`GET ${base}/current-system`]: { body: null },
    [`GET ${base}/deletion-request`]: { body: null },
    [`GET ${base}/goals`]: { body: [] },
    [`GET ${base}/checklists`]: { body: [] },
    [`GET ${base}/parts`]: { body: [] },
    [`GET ${base}/experiments`]: { body: [] },
    [`GET ${base}/routines`]: { body: [] },
    [`PUT ${base}/settings`]: (req) => ({ body: { ...settings, ...(req.body as object) } }),
    [`PUT ${base}/current-coach`]: (req) => ({ body: AI_COACHES.find((c) => c.id === (req.body as { coachId: string }).coachId) }),
  });
  const user = userEvent.setup();
  renderWithProviders(<SettingsForm userId={USER_ID} initial={settings} />);
  return { ...net, user };
}

describe('SettingsForm', () => {
  it('shows every section', () => {
    setup();
    for (const name of [
      'Quick Actions',
      'Call Settings',
      'Writing Features',
      'Personal Development Setup',
      'Experimental Features',
      'Analysis Settings',
      'Notifications',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View Call History' })).toHaveAttribute('href', '/call-history');
    const callTime = screen.getByLabelText('Call time');
    expect(within(callTime).getAllByRole('option')).toHaveLength(36);
    expect(within(callTime).getAllByRole('option')[0]).toHaveTextContent('6:00 AM');
    expect(within(callTime).getAllByRole('option').at(-1)).toHaveTextContent('11:30 PM');
    expect(
      within(screen.getByLabelText('Time zone'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(expect.arrayContaining(['America/Phoenix', 'Pacific/Honolulu']));
    expect(screen.getByRole('switch', { name: 'Keep call recordings' })).not.toBeChecked();
    expect(screen.getByText(/600 seconds \(10 minutes\)/)).toBeInTheDocument();
  });

  it('reveals the goals, checklists and parts sections when their features are turned on', async () => {
    const { user } = setup();
    expect(screen.queryByRole('heading', { name: 'Goals' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Goals' }));
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Goal' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Checklists' }));
    expect(screen.getByRole('button', { name: 'New Checklist' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Coherence mode' }));
    expect(screen.getByRole('button', { name: 'New Part' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Experiments' }));
    expect(screen.getByRole('button', { name: 'New Experiment' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Routine builder' }));
    expect(screen.getByRole('button', { name: 'New Routine' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Routine builder' }));
    expect(screen.queryByRole('button', { name: 'New Routine' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    expect(screen.getByRole('dialog', { name: 'New Goal' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New Goal' })).toHaveFocus());
  });

  it('saves without id, userId, createdAt and updatedAt, and toasts Settings Updated', async () => {
    const { user, requests } = setup();
    await user.selectOptions(screen.getByLabelText('Call time'), '07:30');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Pacific/Honolulu');
    await user.click(screen.getByRole('switch', { name: 'Keep call recordings' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT' && r.path === `${base}/settings`);
    const body = put?.body as Record<string, unknown>;
    expect(body).toMatchObject({ callTime: '07:30', timeZone: 'Pacific/Honolulu', keepCallRecordings: true, goals: [], preferences: [] });
    for (const k of ['id', 'userId', 'createdAt', 'updatedAt']) expect(body).not.toHaveProperty(k);
  });

  it('refuses a maximum call duration off the 30-second steps, inline, without saving', async () => {
    const { user, requests } = setup();
    const input = screen.getByLabelText('Maximum call duration (seconds)');
    await user.clear(input);
    await user.type(input, '95');
    expect(screen.getByText(/95 seconds \(1.6 minutes\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const message = 'Maximum call duration must be between 60 and 1800 seconds, in steps of 30';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('lists the first 4 coaches and saves a pick with { coachId }', async () => {
    const { user, requests } = setup();
    await user.click(screen.getByRole('button', { name: 'Select AI Coach' }));
    const list = screen.getByRole('list', { name: 'Choose your AI Coach' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(list).getByRole('button', { name: `Select ${AI_COACHES[1]!.name}` }));
    expect(await screen.findByText('AI Coach Updated')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT' && r.path === `${base}/current-coach`)?.body).toEqual({ coachId: AI_COACHES[1]!.id });
    expect(await screen.findByTestId('current-ai-coach')).toHaveTextContent(AI_COACHES[1]!.name);
  });

  it('offers an AI coach installed from the marketplace, first, and not one that is not installed', async () => {
    const [installed, notInstalled] = [MARKETPLACE_AI_COACHES[0]!, MARKETPLACE_AI_COACHES.find((c) => c.price > 0)!];
    const { user } = setup(
      {},
      {
        [`GET /api/marketplace/ai-coaches`]: {
          body: {
            items: [...AI_COACHES.map((c) => ({ ...c, installed: true })), { ...installed, installed: true }, { ...notInstalled, installed: false }],
            nextCursor: null,
          },
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Select AI Coach' }));
    const list = screen.getByRole('list', { name: 'Choose your AI Coach' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(installed.name));
    expect(within(list).queryByText(notInstalled.name)).toBeNull();
  });

  it('asks for confirmation before requesting account deletion, then shows the request', async () => {
    const { user } = setup();
    stubFetch({
      [`GET ${base}/current-coach`]: { body: null },
      [`GET ${base}/current-system`]: { body: null },
      [`GET ${base}/deletion-request`]: { body: null },
      [`POST ${base}/deletion-request`]: {
        body: { userId: USER_ID, status: 'pending', requestedAt: '2026-03-01T15:00:00.000Z', removeBy: '2026-03-31T15:00:00.000Z' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/within 30 days/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request Deletion' }));
    expect(await screen.findByTestId('deletion-status')).toHaveTextContent('Deletion requested on March 1, 2026. Your data will be removed by March 31, 2026.');
  });
});

describe('durationLabel', () => {
  it('shows seconds and minutes', () => {
    expect(durationLabel(600)).toBe('600 seconds (10 minutes)');
    expect(durationLabel(60)).toBe('60 seconds (1 minute)');
    expect(durationLabel(90)).toBe('90 seconds (1.5 minutes)');
  });
});

describe('SettingsForm with unsaved changes', () => {
  it('asks before leaving with unsaved changes (Stay keeps them), and not once they are saved', async () => {
    const { user } = setup();
    const leave = () => user.click(screen.getByRole('link', { name: 'View Call History' }));
    await user.click(screen.getByRole('switch', { name: 'Keep call recordings' }));
    await leave();
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Keep call recordings' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings Updated')).toBeInTheDocument();
    await leave();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
