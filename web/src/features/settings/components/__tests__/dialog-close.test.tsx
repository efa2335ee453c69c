import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { ChecklistDialog } from '../checklist-dialog';
import { GoalDialog } from '../goal-dialog';

function Goal() {
  const [open, setOpen] = useState(false);
  return <GoalDialog userId={USER_ID} open={open} onOpenChange={setOpen} trigger={<Button>New Goal</Button>} />;
}

function Checklist() {
  const [open, setOpen] = useState(false);
  return <ChecklistDialog userId={USER_ID} goals={[]} open={open} onOpenChange={setOpen} trigger={<Button>New Checklist</Button>} />;
}

describe('closing a create dialog', () => {
  it('Escape closes it, the opener regains focus, and it reopens empty without the old errors', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<Goal />);
    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    let dialog = screen.getByRole('dialog', { name: 'New Goal' });
    await user.type(within(dialog).getByLabelText('Title'), 'Run a 5k');
    await user.click(within(dialog).getByRole('button', { name: 'Create Goal' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'New Goal' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'New Goal' }));
    dialog = screen.getByRole('dialog', { name: 'New Goal' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).queryByText('Description is required')).not.toBeInTheDocument();
  });

  it('Cancel closes it, the opener regains focus, and it reopens with one empty item', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<Checklist />);
    await user.click(screen.getByRole('button', { name: 'New Checklist' }));
    let dialog = screen.getByRole('dialog', { name: 'New Checklist' });
    await user.type(within(dialog).getByLabelText('Title'), 'Morning');
    await user.type(within(dialog).getByLabelText('Item 1'), 'Stretch');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(within(dialog).getByLabelText('Item 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'New Checklist' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'New Checklist' }));
    dialog = screen.getByRole('dialog', { name: 'New Checklist' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
    expect(within(dialog).getByLabelText('Item 1')).toHaveValue('');
    expect(within(dialog).queryByLabelText('Item 2')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Checklist' })).toBeDisabled();
  });
});
