import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportForm } from '../support-form';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { seedSession } from '@/testing/auth';
import { USER_ID } from '@/testing/data';

function setup(reply?: RouteHandler) {
  const net = stubFetch(reply ? { 'POST /api/support': reply } : {});
  const user = userEvent.setup();
  renderWithProviders(<SupportForm />);
  const posts = () => net.requests.filter((r) => r.method === 'POST');
  return { ...net, user, posts };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name *'), 'Jordan Rivera');
  await user.type(screen.getByLabelText('Email *'), 'jordan@example.com');
  await user.type(screen.getByLabelText('Subject *'), 'Call did not come');
  await user.selectOptions(screen.getByLabelText('Category *'), 'technical');
  await user.type(screen.getByLabelText(/^Message \*/), 'My 7:30 PM call never rang yesterday.');
}

describe('SupportForm', () => {
  it("toasts 'Missing Information', marks the empty fields, focuses the first and sends nothing", async () => {
    const { user, posts } = setup();
    await user.type(screen.getByLabelText('Name *'), 'Jordan');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).not.toHaveAttribute('aria-invalid');
    for (const label of ['Email *', 'Subject *', 'Category *']) expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Message \*/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email *')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('checks the email format before sending', async () => {
    const { user, posts } = setup();
    await fill(user);
    await user.clear(screen.getByLabelText('Email *'));
    await user.type(screen.getByLabelText('Email *'), 'jordan@');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email *')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('posts the request with priority medium by default, toasts success and resets the form', async () => {
    const { user, posts } = setup(() => ({ status: 201, body: { id: '01J', status: 'received', createdAt: '2025-06-05T00:00:00.000Z' } }));
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Support Request Submitted')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours")).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      subject: 'Call did not come',
      category: 'technical',
      message: 'My 7:30 PM call never rang yesterday.',
      priority: 'medium',
    });
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue(''));
    expect(screen.getByLabelText('Email *')).toHaveValue('');
    expect(screen.getByLabelText('Category *')).toHaveValue('');
    expect(screen.getByLabelText(/^Message \*/)).toHaveValue('');
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
  });

  it('sends the chosen priority, and the access token when someone is signed in', async () => {
    const token = seedSession(USER_ID);
    const { user, posts } = setup(() => ({ status: 201, body: { id: '01J', status: 'received', createdAt: '2025-06-05T00:00:00.000Z' } }));
    await fill(user);
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await screen.findByText('Support Request Submitted');
    expect((posts()[0]!.body as { priority: string }).priority).toBe('urgent');
    expect(posts()[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it("toasts 'Submission Failed' and keeps what was typed when the server fails", async () => {
    const { user } = setup(() => ({ status: 500, body: { message: 'Internal server error' } }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly via email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name *')).toHaveValue('Jordan Rivera');
  });
});
