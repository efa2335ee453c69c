import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '@steady/shared';
import { seedSession } from '@/testing/auth';
import { makeCall } from '@/testing/calls';
import { makeSettings, testUser, USER_ID } from '@/testing/data';
import { stubFetch, type RouteHandler } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render';

const HISTORY = `GET /api/users/${USER_ID}/call-history`;

function setup(history: RouteHandler | { status?: number; body?: unknown }) {
  seedSession(USER_ID);
  const net = stubFetch({
    [`GET /api/users/${USER_ID}`]: { body: testUser },
    [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings({ timeZone: 'America/Los_Angeles' }) },
    [HISTORY]: history,
  });
  return { ...net, user: userEvent.setup(), ...renderApp('/call-history') };
}

const longTranscript = `Steady: How are you feeling tonight?\nMe: ${'Honestly a long day at work, but I went to my meeting and it helped. '.repeat(6)}`;

const CALLS: CallRecord[] = [
  makeCall({
    id: 'CA1234567890abcdef',
    status: 'completed',
    duration: 185,
    journalEntryId: 'entry-1',
    transcriptionText: longTranscript,
    recordingUrl: 'https://recordings.example/CA1234567890abcdef.wav?sig=1',
    createdAt: '2025-06-06T02:30:00.000Z',
  }),
  makeCall({ id: 'CA2222222222', status: 'completed', duration: 42, transcriptionText: 'Short and sweet.' }),
  makeCall({ id: 'CA3333333333', status: 'no-answer' }),
  makeCall({ id: 'CA4444444444', status: 'voicemail', duration: 20 }),
  makeCall({ id: 'CA5555555555', status: 'failed' }),
  makeCall({ id: 'CA6666666666', status: 'busy' }),
  makeCall({ id: 'CA7777777777', status: 'in-progress' }),
];

describe('Call History', { timeout: 20_000 }, () => {
  it('lists each call with date, duration, number, status text, short id, badges, recording and the total', async () => {
    const { user } = setup({ body: CALLS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Call History' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('7 Total Calls')).toBeInTheDocument();
    const cards = screen.getAllByTestId('call-card');
    expect(cards.map((c) => within(c).getByTestId('call-status').textContent)).toEqual([
      'Answered - Journal Created',
      'Answered - No Journal',
      'No Answer',
      'Voicemail',
      'Failed',
      'Busy',
      'in-progress',
    ]);

    const first = within(cards[0]!);
    // 02:30 UTC on June 6 is 7:30 PM on June 5 in Los Angeles (the user's zone).
    expect(first.getByRole('heading', { level: 3, name: 'Jun 5, 2025 7:30 PM' })).toBeInTheDocument();
    expect(first.getByText('3m 5s')).toBeInTheDocument();
    expect(first.getByText('(415) 555-0123')).toBeInTheDocument();
    expect(first.getByText('CA12345678')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Journal Entry Created' })).toHaveAttribute('href', '/journal-entries');
    expect(first.getByText('Recording Available')).toBeInTheDocument();
    const audio = cards[0]!.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', 'https://recordings.example/CA1234567890abcdef.wav?sig=1');
    expect(audio).toHaveAccessibleName('Recording of the call on Jun 5, 2025 7:30 PM');

    // A long transcription is cut, and opens on request.
    const more = first.getByRole('button', { name: 'Show full transcription' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(first.queryByText(/it helped\.\s*$/)).not.toBeInTheDocument();
    await user.click(more);
    expect(first.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(first.getByText(/How are you feeling tonight\?/).textContent).toBe(longTranscript);

    const second = within(cards[1]!);
    expect(second.getByText('0m 42s')).toBeInTheDocument();
    expect(second.getByText('Short and sweet.')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Show full transcription' })).not.toBeInTheDocument();
    expect(second.queryByText('Journal Entry Created')).not.toBeInTheDocument();
    expect(second.queryByText('Recording Available')).not.toBeInTheDocument();
    expect(cards[1]!.querySelector('audio')).toBeNull();
    expect(within(cards[2]!).getByText('Not available')).toBeInTheDocument();
  });

  it('says 1 Total Call for one call, and shows the 988 banner when the latest call heard crisis language', async () => {
    setup({ body: [makeCall({ status: 'completed', crisisDetected: true, journalEntryId: 'e' })] });
    expect(await screen.findByText('1 Total Call', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Crisis support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  });

  it('shows No Call History Yet with a way to set the call time, and 0 Total Calls', async () => {
    setup({ body: [] });
    expect(await screen.findByRole('heading', { name: 'No Call History Yet' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('0 Total Calls')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Call Time' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Start Check-in Now' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, an error with Try again, and the list after a retry', async () => {
    let attempt = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup(async () => {
      attempt += 1;
      if (attempt === 1) {
        await gate;
        return { status: 500, body: { message: 'Internal server error' } };
      }
      return { body: [makeCall({ status: 'completed', journalEntryId: 'e1', duration: 61 })] };
    });
    expect(await screen.findByRole('status', { name: 'Loading call history' }, { timeout: 8000 })).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Call History')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Answered - Journal Created')).toBeInTheDocument();
    expect(screen.getByText('1m 1s')).toBeInTheDocument();
  });
});
