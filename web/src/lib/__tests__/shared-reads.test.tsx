import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DASHBOARD } from '@steady/shared/constants';
import { useAgenda } from '@/lib/agenda';
import { useEntries } from '@/lib/entries';
import { useSettings } from '@/lib/settings';
import { createQueryClient } from '@/lib/query-client';
import { makeAgenda, makeSettings, USER_ID } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';

function Entries({ label }: { label: string }) {
  const q = useEntries(USER_ID, DASHBOARD.recentEntries);
  return <p>{q.data ? `${label}: ${q.data.length} entries` : `${label}: loading`}</p>;
}
function AgendaPart({ label }: { label: string }) {
  const q = useAgenda(USER_ID);
  return <p>{q.data ? `${label}: agenda` : `${label}: loading`}</p>;
}

function SettingsPart({ label }: { label: string }) {
  const q = useSettings(USER_ID);
  return <p>{q.data ? `${label}: settings` : `${label}: loading`}</p>;
}

/** One part shown at once; the other, like a lazily loaded dashboard card, mounts later on a button. */
function Screen({ Part }: { Part: typeof Entries }) {
  const [late, setLate] = useState(false);
  return (
    <>
      <Part label="first" />
      {late ? <Part label="late" /> : <button onClick={() => setLate(true)}>mount late part</button>}
    </>
  );
}

describe('a read shared by parts of one screen', () => {
  for (const [name, Part, path] of [
    ['recent entries', Entries, `/api/users/${USER_ID}/journal-entries`],
    ['agenda', AgendaPart, `/api/users/${USER_ID}/agenda`],
    ['settings', SettingsPart, `/api/users/${USER_ID}/settings`],
  ] as const) {
    it(`${name}: a part mounting after the data arrived joins it without a second request; a fresh screen refetches`, async () => {
      const { requests } = stubFetch({
        [`GET /api/users/${USER_ID}/journal-entries`]: { body: [] },
        [`GET /api/users/${USER_ID}/agenda`]: { body: makeAgenda() },
        [`GET /api/users/${USER_ID}/settings`]: { body: makeSettings() },
      });
      const client = createQueryClient();
      const view = render(
        <QueryClientProvider client={client}>
          <Screen Part={Part} />
        </QueryClientProvider>,
      );
      await screen.findByText(/^first: (0 entries|agenda|settings)$/);
      await act(async () => screen.getByRole('button', { name: 'mount late part' }).click());
      await screen.findByText(/^late: (0 entries|agenda|settings)$/);
      expect(requests.filter((r) => r.path === path)).toHaveLength(1);

      // Leaving the screen and opening it again reads afresh.
      view.unmount();
      render(
        <QueryClientProvider client={client}>
          <Screen Part={Part} />
        </QueryClientProvider>,
      );
      await screen.findByText(/^first: (0 entries|agenda|settings)$/);
      await expect.poll(() => requests.filter((r) => r.path === path).length).toBe(2);
    });
  }
});
