import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { seedSession, TEST_POOL } from '@/testing/auth';
import { makeSettings, makeStats, testUser, USER_ID, makeAgenda } from '@/testing/data';
import { FakeEventSource } from '@/testing/fake-event-source';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

/** This file runs in local mode (the runtime config is loaded once per test file). */
const CALL = 'CAdev0000000001';

function setup(extra: Record<string, RouteHandler | { status?: number; body?: unknown }> = {}, path = '/dev/phone') {
  const token = seedSession(USER_ID);
  const net = stubFetch({
    'GET /config.json': { body: { mode: 'local', region: 'us-east-1', ...TEST_POOL } },
    [`GET /api/users/${USER_ID}`]: { body: testUser },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
    [`GET /api/users/${USER_ID}/stats`]: { body: makeStats() },
    [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
    [`GET /api/users/${USER_ID}/artifacts`]: { body: [] },
    [`GET /api/users/${USER_ID}/agenda`]: { body: makeAgenda() },
    [`POST /dev/phone/calls/${CALL}/answer`]: { status: 204 },
    [`POST /dev/phone/calls/${CALL}/decline`]: { status: 204 },
    [`POST /dev/phone/calls/${CALL}/speech`]: { status: 204 },
    ...extra,
  });
  return { ...net, token, path };
}

async function open(path: string) {
  await loadRuntimeConfig();
  const user = userEvent.setup();
  const app = renderApp(path);
  return { user, ...app };
}

async function connected() {
  await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0), { timeout: 8000 });
  const es = FakeEventSource.latest();
  act(() => es.open());
  expect(await screen.findByText('Connected: waiting for a call')).toBeInTheDocument();
  return es;
}

describe('dev phone (local mode)', { timeout: 20_000 }, () => {
  let spoken: string[];
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    spoken = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        text: string;
        lang = '';
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    vi.stubGlobal('speechSynthesis', { speak: (u: { text: string }) => spoken.push(u.text), cancel: () => undefined });
  });

  it('the dashboard links to the dev phone in local mode', async () => {
    setup();
    await open('/dashboard');
    expect(await screen.findByRole('link', { name: 'Open dev phone' }, { timeout: 8000 })).toHaveAttribute('href', '/dev/phone');
  });

  it('rings, answers, speaks each line, takes typed answers with a countdown, and ends with the journal note', async () => {
    const { requests, token } = setup();
    const { user } = await open('/dev/phone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev Phone' }, { timeout: 8000 })).toBeInTheDocument();
    const es = await connected();
    expect(es.url).toBe(`/dev/phone/events?token=${encodeURIComponent(token)}`);
    expect(screen.getByText('No call right now')).toBeInTheDocument();

    act(() => es.emit({ type: 'ring', callId: CALL, from: '+14155550199' }));
    const panel = await screen.findByTestId('incoming-call');
    expect(within(panel).getByText('(415) 555-0199')).toBeInTheDocument();
    const answer = within(panel).getByRole('button', { name: 'Answer' });
    await waitFor(() => expect(answer).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('incoming-call')).not.toBeInTheDocument());
    const answered = requests.find((r) => r.path === `/dev/phone/calls/${CALL}/answer`)!;
    expect(answered.method).toBe('POST');
    expect(answered.headers.authorization).toBe(`Bearer ${token}`);

    act(() => es.emit({ type: 'say', callId: CALL, text: 'Hi Jordan, this is Steady. How was your day?' }));
    const log = await screen.findByRole('log', { name: 'What was said' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Hi Jordan, this is Steady. How was your day?')).toBeInTheDocument();
    expect(spoken).toEqual(['Hi Jordan, this is Steady. How was your day?']);

    act(() => es.emit({ type: 'listen', callId: CALL, timeoutSeconds: 20 }));
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByTestId('countdown')).toHaveTextContent(/20s left|19s left/);
    // No speech recognition in this browser: no Speak button.
    expect(screen.queryByRole('button', { name: 'Speak' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Say something first')).toBeInTheDocument();
    expect(requests.some((r) => r.path.endsWith('/speech'))).toBe(false);

    await user.type(box, '  It was a good day, I went to group.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument());
    const speech = requests.filter((r) => r.path === `/dev/phone/calls/${CALL}/speech`);
    expect(speech).toHaveLength(1);
    expect(speech[0]!.body).toEqual({ text: 'It was a good day, I went to group.' });
    expect(speech[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(within(log).getByText('It was a good day, I went to group.')).toBeInTheDocument();

    act(() => es.emit({ type: 'say', callId: CALL, text: 'Thank you. Good night.' }));
    act(() => es.emit({ type: 'ended', callId: CALL, reason: 'completed' }));
    const ended = await screen.findByTestId('call-ended');
    expect(within(ended).getByText('The call is complete. Thank you for checking in.')).toBeInTheDocument();
    expect(within(ended).getByText('Your journal entry will appear on the dashboard in a few seconds.')).toBeInTheDocument();
    await waitFor(() => expect(within(ended).getByRole('heading', { name: 'Call ended' })).toHaveFocus());
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Steady said: Hi Jordan, this is Steady. How was your day?',
      'You said: It was a good day, I went to group.',
      'Steady said: Thank you. Good night.',
    ]);
  });

  it('declines a call, and shows the reason without the journal note', async () => {
    const { requests } = setup();
    const { user } = await open('/dev/phone');
    const es = await connected();
    act(() => es.emit({ type: 'ring', callId: CALL, from: '+14155550199' }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const ended = await screen.findByTestId('call-ended');
    // The simulator then reports the call as not answered: the page keeps the person's own reason.
    act(() => es.emit({ type: 'ended', callId: CALL, reason: 'no-answer' }));
    expect(within(ended).getByText('You declined the call.')).toBeInTheDocument();
    expect(screen.queryByText('Your journal entry will appear on the dashboard in a few seconds.')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.path === `/dev/phone/calls/${CALL}/decline`)).toHaveLength(1);
  });

  it('hangs up during the call', async () => {
    const { requests } = setup({ [`POST /dev/phone/calls/${CALL}/hangup`]: { status: 204 } });
    const { user } = await open('/dev/phone');
    const es = await connected();
    act(() => es.emit({ type: 'ring', callId: CALL, from: '+14155550199' }));
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    act(() => es.emit({ type: 'say', callId: CALL, text: 'How are you feeling?' }));
    await user.click(await screen.findByRole('button', { name: 'Hang up' }));
    expect(await screen.findByText('You hung up.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === `/dev/phone/calls/${CALL}/hangup` && r.method === 'POST')).toHaveLength(1);
  });

  it('answers by speech recognition when the browser has it, and stops answering when the time is up', async () => {
    class FakeRecognition {
      static last: FakeRecognition | null = null;
      lang = '';
      continuous = true;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      started = false;
      constructor() {
        FakeRecognition.last = this;
      }
      start() {
        this.started = true;
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { requests } = setup();
    const { user } = await open('/dev/phone');
    const es = await connected();
    act(() => es.emit({ type: 'ring', callId: CALL, from: '+14155550199' }));
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    act(() => es.emit({ type: 'say', callId: CALL, text: 'What helped today?' }));
    act(() => es.emit({ type: 'listen', callId: CALL, timeoutSeconds: 2 }));

    await user.click(await screen.findByRole('button', { name: 'Speak' }));
    const rec = FakeRecognition.last!;
    expect(rec.started).toBe(true);
    expect(rec.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
    act(() => rec.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'My sponsor helped' } }] }));
    act(() => rec.onend?.());
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveValue('My sponsor helped');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/speech')).map((r) => r.body)).toEqual([{ text: 'My sponsor helped' }]));

    // The next question gives 1 second; when it runs out the answer form closes.
    act(() => es.emit({ type: 'listen', callId: CALL, timeoutSeconds: 1 }));
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(await screen.findByText('Time is up', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('reopens the event stream with a fresh token when the server refuses it', async () => {
    setup();
    await open('/dev/phone');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: 8000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => FakeEventSource.latest().refuse());
    expect(await screen.findByText('Connecting to the phone simulator…')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 });
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(warn).toHaveBeenCalled();
  });
});
