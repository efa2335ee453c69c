import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecentCrisisBanner } from '../recent-crisis-banner';
import { EntryCard } from '../entry-card';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { makeEntry, USER_ID } from '@/testing/data';
import { emptySafetyPlan } from '@steady/shared';

const ENTRIES = `GET /api/users/${USER_ID}/journal-entries`;
const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('the 988 line where crisis language was found', () => {
  it('shows Call 988 and Text 988 on an entry card with crisis language, and nothing on others', () => {
    stubFetch({ [`GET /api/users/${USER_ID}/safety-plan`]: { body: emptySafetyPlan(USER_ID) } });
    const { unmount } = renderWithProviders(<EntryCard entry={makeEntry({ crisisDetected: true })} />);
    expect(screen.getByRole('region', { name: 'Crisis support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    unmount();
    renderWithProviders(<EntryCard entry={makeEntry({ crisisDetected: false })} />);
    expect(screen.queryByRole('region', { name: 'Crisis support' })).not.toBeInTheDocument();
  });

  it('puts the banner on the dashboard while a recent entry had crisis language', async () => {
    stubFetch({ [ENTRIES]: { body: [makeEntry({ id: '1' }), makeEntry({ id: '2', crisisDetected: true, createdAt: '2026-03-09T22:00:00Z' })] } });
    renderWithProviders(<RecentCrisisBanner userId={USER_ID} now={NOW} />);
    expect(await screen.findByRole('link', { name: 'Call 988' })).toBeInTheDocument();
  });

  it('does not show it for an old entry or when none had crisis language', async () => {
    stubFetch({ [ENTRIES]: { body: [makeEntry({ id: '1' }), makeEntry({ id: '2', crisisDetected: true, createdAt: '2026-03-01T22:00:00Z' })] } });
    const { container } = renderWithProviders(<RecentCrisisBanner userId={USER_ID} now={NOW} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[aria-label="Crisis support"]')).toBeNull();
  });
});
