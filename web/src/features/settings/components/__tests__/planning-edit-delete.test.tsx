import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Checklist, Goal, Part } from '@steady/shared';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { ChecklistsSection, GoalsSection, PartsSection } from '../planning-sections';

const goal = (o: Partial<Goal> = {}): Goal => ({
  id: 'g1',
  userId: USER_ID,
  title: 'Run a 5k',
  description: 'By spring',
  type: 'long_term',
  category: null,
  priority: 3,
  targetDate: null,
  status: 'active',
  progressPercentage: 0,
  milestones: ['First mile'],
  successCriteria: [],
  obstacles: [],
  resources: [],
  notes: null,
  completedAt: null,
  createdAt: '2026-11-16T12:00:00.000Z',
  updatedAt: '2026-11-16T12:00:00.000Z',
  ...o,
});

describe('editing and deleting planning items', () => {
  it('Edit opens the goal dialog pre-filled, keeps the spec’s checks, and sends a PATCH; toasts Goal Updated', async () => {
    const { requests } = stubFetch({
      [`GET /api/users/${USER_ID}/goals`]: { body: [goal()] },
      'PATCH /api/goals/g1': (req) => ({ body: goal(req.body as Partial<Goal>) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<GoalsSection userId={USER_ID} />);
    const opener = await screen.findByRole('button', { name: 'Edit Run a 5k' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Goal' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Run a 5k');
    expect(within(dialog).getByLabelText('Milestones')).toHaveValue('First mile');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Description'), 'Before summer');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Goal Updated')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      title: 'Run a 5k',
      description: 'Before summer',
      milestones: ['First mile'],
      userId: USER_ID,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  }, 20_000);

  it('Edit pre-fills a checklist’s items and recurrence', async () => {
    const checklist: Checklist = {
      id: 'c1',
      userId: USER_ID,
      title: 'Mornings',
      description: null,
      relatedGoalId: null,
      category: null,
      items: [
        { id: 'item-1', text: 'Water', completed: false },
        { id: 'item-2', text: 'Stretch', completed: false },
      ],
      completionPercentage: 0,
      isRecurring: true,
      recurrencePattern: 'daily',
      lastResetDate: null,
      dueDate: null,
      isActive: true,
      createdAt: '',
      updatedAt: '',
    };
    stubFetch({ [`GET /api/users/${USER_ID}/checklists`]: { body: [checklist] }, [`GET /api/users/${USER_ID}/goals`]: { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<ChecklistsSection userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Mornings' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Checklist' });
    expect(within(dialog).getByDisplayValue('Water')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('Stretch')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('Delete asks "Delete {name}?" (destructive, Cancel first), deletes on confirm and toasts Part Deleted', async () => {
    const part: Part = {
      id: 'p1',
      userId: USER_ID,
      name: 'Inner critic',
      description: 'Loud',
      role: 'protector',
      color: '#6B7280',
      characteristics: [],
      triggers: [],
      strengths: [],
      challenges: [],
      isActive: true,
      createdAt: '',
      updatedAt: '',
    };
    let parts = [part];
    const { requests } = stubFetch({
      [`GET /api/users/${USER_ID}/parts`]: () => ({ body: parts }),
      'DELETE /api/parts/p1': () => {
        parts = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PartsSection userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Inner critic' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Inner critic?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Part Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No parts yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/parts/p1']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Parts (Coherence Mode)' })).toHaveFocus());
  }, 20_000);

  it('a failed delete keeps the item and toasts the failure', async () => {
    stubFetch({
      [`GET /api/users/${USER_ID}/parts`]: { body: [] },
      [`GET /api/users/${USER_ID}/goals`]: { body: [goal()] },
      'DELETE /api/goals/g1': { status: 500 },
    });
    const user = userEvent.setup();
    renderWithProviders(<GoalsSection userId={USER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Run a 5k' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete goal. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Run a 5k')).toBeInTheDocument();
  }, 20_000);
});
