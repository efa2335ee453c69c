import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Habit, HabitEntry, HabitSummary } from '@steady/shared';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RecordedRequest } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { CreateHabitDialog } from '../create-habit-dialog';
import { HabitsScreen } from '../habits-screen';
import { LogProgressDialog } from '../log-progress-dialog';

const posts = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);

const habit = (overrides: Partial<Habit> = {}): Habit => ({
  id: 'h1',
  userId: USER_ID,
  systemId: null,
  name: 'Drink water',
  description: 'Stay hydrated',
  category: 'health',
  frequency: 'daily',
  targetValue: 8,
  unit: 'glasses',
  isActive: true,
  createdAt: '2026-11-16T12:00:00.000Z',
  updatedAt: '2026-11-16T12:00:00.000Z',
  ...overrides,
});

const summary = (overrides: Partial<HabitSummary> = {}): HabitSummary => ({
  today: '2026-11-21',
  weekStart: '2026-11-16',
  weekEnd: '2026-11-22',
  activeHabits: 0,
  loggedToday: 0,
  currentStreak: 0,
  weeklyScore: 0,
  progress: [],
  ...overrides,
});

describe('CreateHabitDialog', () => {
  it('shows the spec’s messages on each field, focuses the first invalid one and sends nothing', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<CreateHabitDialog userId={USER_ID} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Habit' });
    expect(within(dialog).getByLabelText('Target value')).toHaveValue(1);
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('times');
    await user.clear(within(dialog).getByLabelText('Unit'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Habit' }));
    for (const message of ['Name is required', 'Description is required', 'Category is required', 'Frequency is required', 'Unit is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription('Category is required');
    expect(posts(requests, '/api/habits')).toHaveLength(0);
  });

  it('refuses a target below 1 and moves the focus to it', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<CreateHabitDialog userId={USER_ID} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Create New Habit' });
    await user.type(within(dialog).getByLabelText('Name'), 'W');
    await user.type(within(dialog).getByLabelText('Description'), 'O');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'health');
    await user.selectOptions(within(dialog).getByLabelText('Frequency'), 'daily');
    await user.clear(within(dialog).getByLabelText('Target value'));
    await user.type(within(dialog).getByLabelText('Target value'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create Habit' }));
    expect(await within(dialog).findByText('Target value must be at least 1')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Target value')).toHaveFocus());
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument();
    expect(posts(requests, '/api/habits')).toHaveLength(0);
  }, 15_000);

  it('sends the habit with the caller’s id and toasts success', async () => {
    const { requests } = stubFetch({ 'POST /api/habits': (req) => ({ status: 201, body: habit(req.body as Partial<Habit>) }) });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreateHabitDialog userId={USER_ID} open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Name'), ' Meditate ');
    await user.type(screen.getByLabelText('Description'), 'Ten quiet minutes');
    await user.selectOptions(screen.getByLabelText('Category'), 'mindfulness');
    await user.selectOptions(screen.getByLabelText('Frequency'), '3x_week');
    await user.clear(screen.getByLabelText('Target value'));
    await user.type(screen.getByLabelText('Target value'), '10');
    await user.clear(screen.getByLabelText('Unit'));
    await user.type(screen.getByLabelText('Unit'), 'minutes');
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(await screen.findByText('Habit Created')).toBeInTheDocument();
    expect(posts(requests, '/api/habits')[0]?.body).toEqual({
      name: 'Meditate',
      description: 'Ten quiet minutes',
      category: 'mindfulness',
      frequency: '3x_week',
      targetValue: 10,
      unit: 'minutes',
      systemId: null,
      userId: USER_ID,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  }, 15_000);

  it('toasts the spec message when the server fails', async () => {
    stubFetch({ 'POST /api/habits': { status: 500, body: { message: 'Internal server error' } } });
    const user = userEvent.setup();
    renderWithProviders(<CreateHabitDialog userId={USER_ID} open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Walk');
    await user.type(screen.getByLabelText('Description'), 'Outside');
    await user.selectOptions(screen.getByLabelText('Category'), 'health');
    await user.selectOptions(screen.getByLabelText('Frequency'), 'daily');
    await user.click(screen.getByRole('button', { name: 'Create Habit' }));
    expect(await screen.findByText('Failed to create habit. Please try again.')).toBeInTheDocument();
  }, 15_000);
});

describe('LogProgressDialog', () => {
  const render = (h?: Habit) =>
    renderWithProviders(<LogProgressDialog userId={USER_ID} habits={[habit()]} habit={h} today="2026-11-21" open onOpenChange={() => {}} />);

  it('requires a habit and a value of at least 0, on the field, and sends nothing', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup();
    render();
    const dialog = screen.getByRole('dialog', { name: 'Log Progress' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-21');
    await user.type(within(dialog).getByLabelText('Value'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Log Progress' }));
    expect(within(dialog).getByText('Please choose a habit')).toBeInTheDocument();
    expect(within(dialog).getByText('Value must be positive')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Habit')).toHaveFocus());

    await user.selectOptions(within(dialog).getByLabelText('Habit'), 'h1');
    // Choosing the habit fills in its target; a negative value is still refused.
    expect(within(dialog).getByLabelText('Value (glasses)')).toHaveValue(8);
    await user.clear(within(dialog).getByLabelText('Value (glasses)'));
    await user.type(within(dialog).getByLabelText('Value (glasses)'), '-0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Log Progress' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Value (glasses)')).toHaveFocus());
    expect(within(dialog).getByLabelText('Value (glasses)')).toHaveAccessibleDescription('Target: 8 glasses Value must be positive');
    expect(posts(requests, '/api/habit-entries')).toHaveLength(0);
  });

  it('refuses a date after today', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup();
    render(habit());
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Log Progress' }));
    expect(await screen.findByText('The date cannot be in the future')).toBeInTheDocument();
    expect(posts(requests, '/api/habit-entries')).toHaveLength(0);
  });

  it('sends the progress with mood and notes and toasts success', async () => {
    const entry: HabitEntry = { id: 'e1', habitId: 'h1', userId: USER_ID, date: '2026-11-21', value: 2.5, notes: 'after lunch', moodAfter: 7, createdAt: '' };
    const { requests } = stubFetch({ 'POST /api/habit-entries': { status: 201, body: entry } });
    const user = userEvent.setup();
    render(habit());
    await user.clear(screen.getByLabelText('Value (glasses)'));
    await user.type(screen.getByLabelText('Value (glasses)'), '2.5');
    await user.selectOptions(screen.getByLabelText('Mood after (optional)'), '7');
    expect(screen.getByRole('option', { name: '10 - Outstanding' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1 - Very Low' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes (optional)'), ' after lunch ');
    await user.click(screen.getByRole('button', { name: 'Log Progress' }));
    expect(await screen.findByText('Progress Logged')).toBeInTheDocument();
    expect(posts(requests, '/api/habit-entries')[0]?.body).toEqual({
      habitId: 'h1',
      date: '2026-11-21',
      value: 2.5,
      notes: 'after lunch',
      moodAfter: 7,
      userId: USER_ID,
    });
  }, 15_000);

  it('toasts the spec message when the server fails', async () => {
    stubFetch({ 'POST /api/habit-entries': { status: 500, body: { message: 'Internal server error' } } });
    const user = userEvent.setup();
    render(habit());
    await user.click(screen.getByRole('button', { name: 'Log Progress' }));
    expect(await screen.findByText('Failed to log progress. Please try again.')).toBeInTheDocument();
  });
});

describe('HabitsScreen', () => {
  const routes = (habits: Habit[], s: HabitSummary, recent: HabitEntry[] = []) => ({
    [`GET /api/users/${USER_ID}/habits`]: { body: habits },
    [`GET /api/users/${USER_ID}/habits/summary`]: { body: s },
    [`GET /api/users/${USER_ID}/habit-entries/recent`]: { body: recent },
  });

  it('shows the empty state and the wellness message for no habits, in three requests', async () => {
    const { requests } = stubFetch(routes([], summary()));
    renderWithProviders(<HabitsScreen userId={USER_ID} />);
    expect(await screen.findByText('No habits yet')).toBeInTheDocument();
    expect(screen.getByTestId('wellness-message')).toHaveTextContent('Start your wellness journey');
    expect(screen.getByText(/No activity yet/)).toBeInTheDocument();
    expect(requests).toHaveLength(3);
  });

  it('shows the stats, the habits with this week’s progress, and recent activity', async () => {
    const habits = [
      habit(),
      habit({ id: 'h2', name: 'Call sponsor', frequency: 'weekly', targetValue: 1, unit: 'times', category: 'social' }),
      habit({ id: 'h3', name: 'Read' }),
    ];
    const s = summary({
      activeHabits: 3,
      loggedToday: 1,
      currentStreak: 4,
      weeklyScore: 42,
      progress: [
        { habitId: 'h1', achieved: 3, expected: 7, today: 8 },
        { habitId: 'h2', achieved: 1, expected: 1, today: 0 },
        { habitId: 'h3', achieved: 0, expected: 7, today: 0 },
      ],
    });
    const recent: HabitEntry[] = [{ id: 'e1', habitId: 'h1', userId: USER_ID, date: '2026-11-21', value: 8, notes: 'felt good', moodAfter: 9, createdAt: '' }];
    stubFetch(routes(habits, s, recent));
    renderWithProviders(<HabitsScreen userId={USER_ID} />);
    expect(await screen.findByText('4 days')).toBeInTheDocument();
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByTestId('wellness-message')).toHaveTextContent('Strong wellness routine');
    expect(screen.getByRole('progressbar', { name: 'Drink water this week' })).toHaveAttribute('aria-valuetext', '3 of 7 days this week');
    expect(screen.getByRole('progressbar', { name: 'Call sponsor this week' })).toHaveAttribute('aria-valuetext', "100% of this week's target");
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(activity).getByText('Drink water')).toBeInTheDocument();
    expect(within(activity).getByText('Mood 9/10')).toBeInTheDocument();
    expect(within(activity).getByText('Nov 21, 2026')).toBeInTheDocument();
  });

  it('opens the log-progress dialog for the habit it was asked from', async () => {
    stubFetch(routes([habit()], summary({ activeHabits: 1 })));
    const user = userEvent.setup();
    renderWithProviders(<HabitsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Log progress for Drink water' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Progress' });
    expect(within(dialog).getByLabelText('Habit')).toHaveValue('h1');
    expect(screen.getByTestId('wellness-message')).toHaveTextContent('Great start!');
  });

  it('shows an error state with a way to try again', async () => {
    stubFetch({ ...routes([], summary()), [`GET /api/users/${USER_ID}/habits/summary`]: { status: 500, body: { message: 'x' } } });
    renderWithProviders(<HabitsScreen userId={USER_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your habits");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('editing and deleting a habit', () => {
  const routes = (habits: Habit[]) => ({
    [`GET /api/users/${USER_ID}/habits`]: { body: habits },
    [`GET /api/users/${USER_ID}/habits/summary`]: { body: summary({ activeHabits: habits.length }) },
    [`GET /api/users/${USER_ID}/habit-entries/recent`]: { body: [] },
  });

  it('Edit opens the same dialog pre-filled and sends only the habit’s fields, then toasts', async () => {
    const { requests } = stubFetch({
      ...routes([habit()]),
      'PATCH /api/habits/h1': (req) => ({ body: habit(req.body as Partial<Habit>) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<HabitsScreen userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Drink water' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Habit' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Drink water');
    expect(within(dialog).getByLabelText('Target value')).toHaveValue(8);
    expect(within(dialog).getByLabelText('Frequency')).toHaveValue('daily');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Drink more water');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Habit Updated')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/api/habits/h1');
    expect(patch?.body).toMatchObject({ name: 'Drink more water', targetValue: 8, unit: 'glasses', category: 'health' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Drink water' })).toHaveFocus());
  }, 20_000);

  it('Delete asks "Delete {name}?"; Cancel keeps it, Delete removes it, toasts, and moves focus to the list', async () => {
    let list = [habit(), habit({ id: 'h2', name: 'Read' })];
    const { requests } = stubFetch({
      [`GET /api/users/${USER_ID}/habits`]: () => ({ body: list }),
      [`GET /api/users/${USER_ID}/habits/summary`]: () => ({ body: summary({ activeHabits: list.length }) }),
      [`GET /api/users/${USER_ID}/habit-entries/recent`]: { body: [] },
      'DELETE /api/habits/h2': () => {
        list = list.filter((h) => h.id !== 'h2');
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<HabitsScreen userId={USER_ID} />);
    const opener = await screen.findByRole('button', { name: 'Delete Read' });
    await user.click(opener);
    let confirm = screen.getByRole('alertdialog', { name: 'Delete Read?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(opener);
    confirm = screen.getByRole('alertdialog', { name: 'Delete Read?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Habit Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Read' })).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/habits/h2']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Habits' })).toHaveFocus());
  }, 20_000);
});
