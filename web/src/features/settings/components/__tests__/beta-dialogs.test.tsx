import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { ExperimentDialog } from '../experiment-dialog';
import { RoutineDialog } from '../routine-dialog';

describe('ExperimentDialog', () => {
  it('requires a title and an end date not before the start date', async () => {
    const { requests } = stubFetch({ 'POST /api/experiments': (req) => ({ status: 201, body: { id: 'x1', ...(req.body as object) } }) });
    const user = userEvent.setup();
    renderWithProviders(<ExperimentDialog userId={USER_ID} open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Experiment' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Phone-free evenings');
    await user.type(screen.getByLabelText('Start date'), '2030-02-01');
    await user.type(screen.getByLabelText('End date'), '2030-01-01');
    await user.click(screen.getByRole('button', { name: 'Create Experiment' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2030-03-01');
    await user.type(screen.getByLabelText('Daily actions'), 'phone in the kitchen{enter}{enter}');
    await user.click(screen.getByRole('button', { name: 'Create Experiment' }));
    expect(await screen.findByText('Experiment Created')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Phone-free evenings',
      startDate: '2030-02-01',
      endDate: '2030-03-01',
      dailyActions: ['phone in the kitchen'],
      userId: USER_ID,
    });
  });
});

describe('RoutineDialog', () => {
  it('requires a title, checks the duration, and sends the routine', async () => {
    const { requests } = stubFetch({ 'POST /api/routines': (req) => ({ status: 201, body: { id: 'r1', ...(req.body as object) } }) });
    const user = userEvent.setup();
    renderWithProviders(<RoutineDialog userId={USER_ID} experiments={[]} open onOpenChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Create Routine' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Morning walk');
    await user.type(screen.getByLabelText('Duration in minutes (optional)'), '900');
    await user.click(screen.getByRole('button', { name: 'Create Routine' }));
    expect(await screen.findByText('Duration must be between 1 and 600 minutes')).toBeInTheDocument();
    expect(screen.getByLabelText('Duration in minutes (optional)')).toHaveFocus();
    await user.clear(screen.getByLabelText('Duration in minutes (optional)'));
    await user.type(screen.getByLabelText('Duration in minutes (optional)'), '20');
    await user.selectOptions(screen.getByLabelText('Time of day'), 'morning');
    await user.click(screen.getByRole('button', { name: 'Create Routine' }));
    expect(await screen.findByText('Routine Created')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Morning walk',
      duration: 20,
      timeOfDay: 'morning',
      frequency: 'daily',
      type: 'current',
      userId: USER_ID,
    });
  });
});
