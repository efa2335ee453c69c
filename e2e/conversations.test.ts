import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '@steady/functions/app/db';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { DESKTOP, expectAccessible, freshPhoneDigits, launch, PHONE, signInOnPage, watchErrors } from './browser.js';

/**
 * Entry comments and secure messages between two signed-in people (docs/architecture.md, "Entry
 * comments and secure messages"): a coach's comment appears live under the patient's entry and the
 * patient replies; then the two exchange messages, each arriving live on the other's screen. axe on
 * each screen; the patient on a phone, the coach on a laptop.
 */
const url = (p: string) => `${inject('appUrl')}${p}`;
const password = 'quiet-lantern-5';

async function register(name: string): Promise<{ id: string; phone: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const phone = `+1${freshPhoneDigits()}`;
    const res = await fetch(url('/api/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, phoneNumber: phone, password, timeZone: 'America/New_York', callTime: '19:00' }),
    });
    if (res.status === 201) return { id: ((await res.json()) as { user: { id: string } }).user.id, phone };
  }
  throw new Error(`could not register ${name}`);
}

/** An access token as the SPA gets one: USER_PASSWORD_AUTH against the Cognito endpoint of /config.json. */
async function accessToken(phone: string): Promise<string> {
  const config = (await (await fetch(url('/config.json'))).json()) as { userPoolClientId: string; cognitoEndpoint?: string };
  const res = await fetch(config.cognitoEndpoint ?? url('/cognito'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: phone, PASSWORD: password } }),
  });
  const token = ((await res.json()) as { AuthenticationResult?: { AccessToken?: string } }).AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}

/** No route makes someone a coach or connects people on this branch: both records are written to the stack's table. */
async function connectCoach(patientId: string, coachId: string): Promise<ReturnType<typeof createDb>> {
  const db = createDb(createDynamoClient({ region: 'us-east-1', dynamoEndpoint: inject('dynamoEndpoint') }), inject('tableName'));
  await db.entities.user.patch({ userId: coachId }).set({ role: 'coach' }).go();
  const now = new Date().toISOString();
  await db.entities.careConnection
    .put({
      userId: patientId,
      memberId: coachId,
      relationshipType: 'coach',
      status: 'active',
      canViewEntries: true,
      canCommentEntries: true,
      canEditWorkspaces: false,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return db;
}

describe('comments and messages between a patient and their coach', () => {
  let browser: Browser;
  let patientPage: Page;
  let coachPage: Page;
  let patient: { id: string; phone: string };
  let coach: { id: string; phone: string };
  let coachToken: string;
  let entryId: string;
  let errors: string[];

  beforeAll(async () => {
    [patient, coach] = await Promise.all([register('Casey Morgan'), register('Dr. Lee Park')]);
    const db = await connectCoach(patient.id, coach.id);
    const patientToken = await accessToken(patient.phone);
    coachToken = await accessToken(coach.phone);
    const res = await fetch(url(`/api/users/${patient.id}/journal-entries`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${patientToken}` },
      body: JSON.stringify({ title: 'First week back at work', content: 'Back at work this week. Tired, but I kept my evening walks going.' }),
    });
    entryId = ((await res.json()) as { id: string }).id;
    // Shared with coaches (the journal card's visibility control is the Support Circle's).
    await db.entities.journalEntry.patch({ userId: patient.id, entryId }).set({ visibility: 'coach_only' }).go();

    browser = await launch();
    patientPage = await (await browser.newContext({ viewport: PHONE })).newPage();
    coachPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors = watchErrors(patientPage);
    await signInOnPage(patientPage, url(''), patient.phone, password);
    await signInOnPage(coachPage, url(''), coach.phone, password);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("the patient sees the coach's comments arrive live (the card's count, then the open panel) and replies", async () => {
    await patientPage.goto(url('/journal-entries'));
    const card = patientPage.getByTestId('journal-entry').filter({ hasText: 'First week back at work' });
    const toggle = card.getByTestId('comments-toggle');
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toBe('Comments');

    // The coach comments (through the API, as the circle's shared-entries page would): the card says so live.
    const comment = (content: string, commentType: string) =>
      fetch(url(`/api/journal-entries/${entryId}/comments`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${coachToken}` },
        body: JSON.stringify({ content, commentType }),
      });
    expect((await comment('Keeping the walks going in a tiring week is a real win.', 'encouragement')).status).toBe(201);
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toBe('1 new comment');
    await toggle.click();
    const comments = card.getByTestId('entry-comments');
    await expect.poll(() => comments.getByText('Keeping the walks going in a tiring week is a real win.').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => comments.getByTestId('entry-comment').getByText('Encouragement').isVisible()).toBe(true);
    // Viewed: the count is cleared. A second comment while the panel is open appears in it live.
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toBe('Hide comments');
    expect((await comment('What time of day do you walk?', 'question')).status).toBe(201);
    await expect.poll(() => comments.getByText('What time of day do you walk?').isVisible(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(patientPage, 'journal with a live comment');

    await comments.getByRole('button', { name: 'Reply to Dr. Lee Park' }).first().click();
    await comments.getByRole('textbox', { name: 'Reply to Dr. Lee Park' }).fill('Thank you. The walks are the best part of my day.');
    await comments.getByRole('button', { name: 'Post reply' }).click();
    const replies = comments.getByRole('list', { name: 'Replies to Dr. Lee Park' }).first();
    await expect.poll(() => replies.getByText('The walks are the best part of my day.', { exact: false }).isVisible(), { timeout: 10_000 }).toBe(true);

    // The coach reads the thread: the reply is there.
    const thread = (await (await fetch(url(`/api/journal-entries/${entryId}/comments`), { headers: { authorization: `Bearer ${coachToken}` } })).json()) as {
      comments: { content: string; parentCommentId: string | null }[];
    };
    expect(thread.comments.find((c) => c.content.startsWith('Thank you'))?.parentCommentId).toBeTruthy();
  });

  it('patient and coach exchange messages, each arriving live, with the unread badge', async () => {
    // The coach opens the conversation from Messages.
    await coachPage.goto(url('/messages'));
    await coachPage.getByTestId('conversation').filter({ hasText: 'Casey Morgan' }).click();
    await coachPage.waitForURL(`**/messages/${patient.id}`);
    await expectAccessible(coachPage, 'a conversation (coach, empty)');
    const coachBox = coachPage.getByRole('textbox', { name: 'Message Casey Morgan' });
    await coachBox.fill('Hi Casey, how are the evenings going?');
    await coachBox.press('Enter');
    await expect.poll(() => coachPage.getByTestId('message').filter({ hasText: 'how are the evenings going?' }).count(), { timeout: 10_000 }).toBe(1);

    // The patient sees the unread badge live, opens the thread, and answers with two lines (Shift+Enter).
    await patientPage.goto(url('/messages'));
    const row = patientPage.getByTestId('conversation').filter({ hasText: 'Dr. Lee Park' });
    await expect.poll(() => row.getByTestId('conversation-unread').textContent(), { timeout: 10_000 }).toContain('1');
    await expectAccessible(patientPage, 'messages list');
    await row.click();
    await expect.poll(() => patientPage.getByTestId('message').filter({ hasText: 'how are the evenings going?' }).count(), { timeout: 10_000 }).toBe(1);
    const box = patientPage.getByRole('textbox', { name: 'Message Dr. Lee Park' });
    await box.fill('Better.');
    await box.press('Shift+Enter');
    await box.pressSequentially('I walk after dinner now.');
    expect(await box.inputValue()).toBe('Better.\nI walk after dinner now.');
    await box.press('Enter');
    await expectAccessible(patientPage, 'a conversation (patient)');

    // It arrives on the coach's open screen without a reload.
    await expect.poll(() => coachPage.getByTestId('message').filter({ hasText: 'I walk after dinner now.' }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(coachPage, 'a conversation (coach)');
    // Open means read: the patient's badge is gone.
    await patientPage.goto(url('/messages'));
    await expect.poll(() => patientPage.getByTestId('conversation').first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await patientPage.getByTestId('conversation-unread').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
