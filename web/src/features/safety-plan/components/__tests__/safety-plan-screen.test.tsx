import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySafetyPlan, type SafetyPlan } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { testUser, USER_ID } from '@/testing/data';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const GET = `GET /api/users/${USER_ID}/safety-plan`;
const PUT = `PUT /api/users/${USER_ID}/safety-plan`;

const saved: SafetyPlan = {
  ...emptySafetyPlan(USER_ID),
  warningSigns: ['I stop answering my phone', 'I skip meals'],
  copingStrategies: ['Walk around the block'],
  helpContacts: [{ name: 'Dana', phone: '(415) 555-0144' }],
  reasonForLiving: 'My daughter',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

/** The server's answer to a PUT: the body as the contract would store it. */
const echo: RouteHandler = (req) => {
  const b = req.body as Record<string, unknown>;
  const text = (v: unknown) => (v as string[]).map((s) => s.trim()).filter(Boolean);
  const people = (v: unknown) =>
    (v as { name: string; phone: string }[]).filter((r) => r.name.trim()).map((r) => ({ name: r.name.trim(), phone: r.phone.trim() || null }));
  return {
    body: {
      userId: USER_ID,
      warningSigns: text(b.warningSigns),
      copingStrategies: text(b.copingStrategies),
      socialDistractions: people(b.socialDistractions),
      helpContacts: people(b.helpContacts),
      professionals: people(b.professionals),
      safeEnvironment: text(b.safeEnvironment),
      reasonForLiving: String(b.reasonForLiving).trim(),
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
  };
};

function setup(plan: RouteHandler | { status?: number; body?: unknown }, put: RouteHandler | { status?: number; body?: unknown } = echo) {
  seedSession(USER_ID);
  const net = stubFetch({ [`GET /api/users/${USER_ID}`]: { body: testUser }, [GET]: plan, [PUT]: put });
  return { ...net, user: userEvent.setup(), ...renderApp('/safety-plan') };
}

const step = (title: string) => screen.getByRole('region', { name: new RegExp(title) });

describe('Safety Plan screen', { timeout: 20_000 }, () => {
  it('starts empty: one row per step, 988 always listed; rows are added by keyboard and saved with the Safety Plan Saved toast', async () => {
    const { user, requests } = setup({ body: emptySafetyPlan(USER_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety Plan' })).toBeInTheDocument();
    expect(await screen.findByText('You haven’t written a safety plan yet')).toBeInTheDocument();
    for (const title of ['Warning signs', 'Things I can do on my own', 'People I can ask for help', 'Making my surroundings safe']) {
      expect(within(step(title)).getAllByRole('listitem')).toHaveLength(1);
    }
    const pros = step('Professionals and services I can contact');
    expect(within(pros).getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    expect(within(pros).getByText('988 Suicide & Crisis Lifeline (call or text)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Warning sign 1' }), 'I stop answering my phone');
    // Add a coping strategy with the keyboard: the new row gets focus.
    const coping = step('Things I can do on my own');
    await user.type(within(coping).getByRole('textbox', { name: 'Coping strategy 1' }), 'Walk around the block');
    within(coping).getByRole('button', { name: 'Add a coping strategy' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(coping).getByRole('textbox', { name: 'Coping strategy 2' })).toHaveFocus());
    await user.keyboard('Box breathing');
    const help = step('People I can ask for help');
    await user.type(within(help).getByRole('textbox', { name: 'Name, person 1' }), 'Dana');
    await user.type(within(help).getByRole('textbox', { name: 'Phone (optional), person 1' }), '(415) 555-0144');
    await user.type(screen.getByRole('textbox', { name: 'The one thing that is most important to me and worth living for' }), 'My daughter');

    await user.click(screen.getByRole('button', { name: 'Save Safety Plan' }));
    expect(await screen.findByText('Safety Plan Saved')).toBeInTheDocument();
    const sent = requests.filter((r) => `${r.method} ${r.path}` === PUT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      warningSigns: ['I stop answering my phone'],
      copingStrategies: ['Walk around the block', 'Box breathing'],
      helpContacts: [{ name: 'Dana', phone: '(415) 555-0144' }],
      reasonForLiving: 'My daughter',
    });
    await waitFor(() => expect(screen.queryByText('You haven’t written a safety plan yet')).not.toBeInTheDocument());
  });

  it('shows a saved plan; removing a row moves focus to its neighbour and the save leaves it out', async () => {
    const { user, requests } = setup({ body: saved });
    const signs = await screen.findByRole('textbox', { name: 'Warning sign 1' });
    expect(signs).toHaveValue('I stop answering my phone');
    expect(screen.getByRole('textbox', { name: 'Name, person 1' })).toHaveValue('Dana');
    expect(screen.queryByText('You haven’t written a safety plan yet')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Remove warning sign 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Warning sign 1' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I skip meals');
    await user.click(screen.getByRole('button', { name: 'Save Safety Plan' }));
    expect(await screen.findByText('Safety Plan Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ warningSigns: ['I skip meals'] });
  });

  it('checks before sending: the message under the row that caused it, focus on it, nothing sent', async () => {
    const { user, requests } = setup({ body: saved });
    const phone = await screen.findByRole('textbox', { name: 'Phone (optional), person 1' });
    await user.clear(phone);
    await user.type(phone, 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Save Safety Plan' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a phone number using digits (spaces, +, -, ( and ) are fine)');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's field message under its row", async () => {
    const { user } = setup(
      { body: saved },
      {
        status: 400,
        body: {
          message: 'Each item must be 200 characters or fewer',
          errors: [{ path: 'copingStrategies.0', message: 'Each item must be 200 characters or fewer' }],
        },
      },
    );
    const coping = await screen.findByRole('textbox', { name: 'Coping strategy 1' });
    await user.click(screen.getByRole('button', { name: 'Save Safety Plan' }));
    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    await waitFor(() => expect(coping).toHaveFocus());
    expect(coping).toHaveAccessibleDescription('Each item must be 200 characters or fewer');
  });

  it('has a loading state and an error state with Try again', async () => {
    let attempts = 0;
    const { user } = setup(() => (++attempts === 1 ? { status: 500, body: { message: 'boom' } } : { body: saved }));
    expect(await screen.findByText(/We couldn't load your safety plan right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop answering my phone');
  });
});
