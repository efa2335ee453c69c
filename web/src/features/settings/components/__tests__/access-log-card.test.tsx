import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { USER_ID } from '@/testing/data';
import { AccessLogCard } from '../access-log-card';

const path = `GET /api/users/${USER_ID}/access-log`;

describe('Who viewed my journal', () => {
  it('lists who read what, newest first, with the relationship and the time in the person’s zone', async () => {
    stubFetch({
      [path]: {
        body: [
          { id: '2', readerName: 'Dr. Maya Chen', readerRole: 'coach', relationship: 'coach', what: 'entries', count: 6, at: '2026-03-02T15:30:00.000Z' },
          { id: '1', readerName: 'Sam Rivera', readerRole: 'user', relationship: 'family', what: 'comments', count: 1, at: '2026-03-01T02:05:00.000Z' },
        ],
      },
    });
    renderWithProviders(<AccessLogCard userId={USER_ID} timeZone="America/New_York" />);
    const list = await screen.findByRole('list', { name: 'Who viewed my journal' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Dr. Maya Chen · Coach');
    expect(items[0]).toHaveTextContent('Read 6 journal entries');
    expect(items[0]).toHaveTextContent('Mar 2, 2026 10:30 AM');
    expect(items[1]).toHaveTextContent('Sam Rivera · Family');
    expect(items[1]).toHaveTextContent('Read 1 comment on your entries');
    // 02:05 UTC is the evening before in New York.
    expect(items[1]).toHaveTextContent('Feb 28, 2026 9:05 PM');
  });

  it('says so when nobody has viewed the journal', async () => {
    stubFetch({ [path]: { body: [] } });
    renderWithProviders(<AccessLogCard userId={USER_ID} timeZone="UTC" />);
    expect(await screen.findByText('Nobody else has viewed your journal yet.')).toBeInTheDocument();
  });

  it('offers Try again when the log cannot be loaded', async () => {
    let calls = 0;
    const { requests } = stubFetch({
      [path]: () => (++calls === 1 ? { status: 500, body: { message: 'Internal error' } } : { body: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AccessLogCard userId={USER_ID} timeZone="UTC" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nobody else has viewed your journal yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/access-log'))).toHaveLength(2);
  });
});
