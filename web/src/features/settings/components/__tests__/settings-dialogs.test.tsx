import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RecordedRequest } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { ChecklistDialog } from '../checklist-dialog';
import { GoalDialog } from '../goal-dialog';
import { PartDialog } from '../part-dialog';

const posts = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);

describe('GoalDialog', () => {
  it('requires a title and a description, focuses the title and sends nothing', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<GoalDialog userId={USER_ID} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'New Goal' });
    await user.type(within(dialog).getByLabelText('Title'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(posts(requests, '/api/goals')).toHaveLength(0);
  });

  it('sends the goal with the caller’s id and list items trimmed, then toasts Goal Created', async () => {
    const { requests } = stubFetch({ 'POST /api/goals': (req) => ({ status: 201, body: { id: 'g1', ...(req.body as object) } }) });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GoalDialog userId={USER_ID} open onOpenChange={onOpenChange} />);
    await user.type(screen.getByLabelText('Title'), 'Run a 5k');
    await user.type(screen.getByLabelText('Description'), 'Train three times a week');
    await user.selectOptions(screen.getByLabelText('Type'), 'short_term');
    await user.selectOptions(screen.getByLabelText('Category'), 'health');
    expect(screen.getByLabelText('Priority (1 lowest, 5 highest)')).toHaveValue('3');
    await user.type(screen.getByLabelText('Milestones'), ' first mile {enter}{enter}  second mile ');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Goal Created')).toBeInTheDocument();
    const [post] = posts(requests, '/api/goals');
    expect(post?.body).toMatchObject({
      title: 'Run a 5k',
      description: 'Train three times a week',
      type: 'short_term',
      category: 'health',
      priority: 3,
      status: 'active',
      userId: USER_ID,
      milestones: ['first mile', 'second mile'],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('toasts the spec message when the server fails', async () => {
    stubFetch({ 'POST /api/goals': { status: 500, body: { message: 'Internal server error' } } });
    const user = userEvent.setup();
    renderWithProviders(<GoalDialog userId={USER_ID} open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('Title'), 'A');
    await user.type(screen.getByLabelText('Description'), 'B');
    await user.click(screen.getByRole('button', { name: 'Create Goal' }));
    expect(await screen.findByText('Failed to create goal. Please try again.')).toBeInTheDocument();
  });
});

describe('ChecklistDialog', () => {
  it('keeps submit disabled until there is a title and at least one item', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ChecklistDialog userId={USER_ID} goals={[]} open onOpenChange={() => {}} />);
    const submit = screen.getByRole('button', { name: 'Create Checklist' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Morning');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Item 1'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Item 1'), 'Stretch');
    expect(submit).toBeEnabled();
  });

  it('shows the due date when one-off and the recurrence pattern when recurring, and requires the pattern', async () => {
    const { requests } = stubFetch({ 'POST /api/checklists': (req) => ({ status: 201, body: { id: 'c1', ...(req.body as object) } }) });
    const user = userEvent.setup();
    renderWithProviders(<ChecklistDialog userId={USER_ID} goals={[]} open onOpenChange={() => {}} />);
    expect(screen.getByLabelText('Due date (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recurrence pattern')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Recurring' }));
    expect(screen.queryByLabelText('Due date (optional)')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Recurrence pattern')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Morning routine');
    await user.type(screen.getByLabelText('Item 1'), ' Meditate ');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.getByLabelText('Item 2')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.type(screen.getByLabelText('Item 3'), 'Walk');
    await user.click(screen.getByRole('button', { name: 'Create Checklist' }));
    expect(await screen.findByText('Please choose how often it repeats')).toBeInTheDocument();
    expect(posts(requests, '/api/checklists')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Recurrence pattern'), 'daily');
    await user.click(screen.getByRole('button', { name: 'Create Checklist' }));
    expect(await screen.findByText('Checklist Created')).toBeInTheDocument();
    expect(posts(requests, '/api/checklists')[0]?.body).toMatchObject({
      title: 'Morning routine',
      isRecurring: true,
      recurrencePattern: 'daily',
      dueDate: null,
      userId: USER_ID,
      items: [
        { id: 'item-1', text: 'Meditate', completed: false },
        { id: 'item-2', text: 'Walk', completed: false },
      ],
    });
  });
});

describe('PartDialog', () => {
  it('requires a name and a description', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<PartDialog userId={USER_ID} open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Part' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(posts(requests, '/api/parts')).toHaveLength(0);
  });

  it('defaults to gray, picks a colour from the palette by keyboard, and sends the role', async () => {
    const { requests } = stubFetch({ 'POST /api/parts': (req) => ({ status: 201, body: { id: 'p1', ...(req.body as object) } }) });
    const user = userEvent.setup();
    renderWithProviders(<PartDialog userId={USER_ID} open onOpenChange={() => {}} />);
    const palette = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(within(palette).getAllByRole('radio')).toHaveLength(8);
    expect(within(palette).getByRole('radio', { name: 'Gray' })).toHaveAttribute('aria-checked', 'true');
    // The dialog opens with focus on its first field; then the palette is reached and used by keyboard.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.click(within(palette).getByRole('radio', { name: 'Gray' }));
    expect(within(palette).getByRole('radio', { name: 'Gray' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(palette).getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(palette).getByRole('radio', { name: 'Blue' }));
    await user.type(screen.getByLabelText('Name'), 'Inner critic');
    await user.selectOptions(screen.getByLabelText('Role'), 'firefighter');
    await user.type(screen.getByLabelText('Description'), 'Jumps in when things get hard');
    await user.click(screen.getByRole('button', { name: 'Create Part' }));
    expect(await screen.findByText('Part Created')).toBeInTheDocument();
    expect(posts(requests, '/api/parts')[0]?.body).toMatchObject({ name: 'Inner critic', role: 'firefighter', color: '#3B82F6', userId: USER_ID });
  });
});
