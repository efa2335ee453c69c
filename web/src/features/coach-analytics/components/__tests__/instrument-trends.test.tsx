import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FormScoreSeries } from '@steady/shared';
import { USER_ID } from '@/testing/data';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { InstrumentTrends } from '../instrument-trends';

const PHQ9: FormScoreSeries = {
  instrument: 'phq-9',
  name: 'PHQ-9',
  maxScore: 27,
  bands: [
    { key: 'minimal', label: 'None–minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
    { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
    { key: 'moderately_severe', label: 'Moderately severe', min: 15, max: 19 },
    { key: 'severe', label: 'Severe', min: 20, max: 27 },
  ],
  points: [
    { responseId: 'r1', submittedAt: '2026-10-20T23:00:00.000Z', score: 8, band: { key: 'mild', label: 'Mild' } },
    { responseId: 'r2', submittedAt: '2026-11-10T23:00:00.000Z', score: 14, band: { key: 'moderate', label: 'Moderate' } },
  ],
};
const GAD7_EMPTY: FormScoreSeries = { ...PHQ9, instrument: 'gad-7', name: 'GAD-7', maxScore: 21, points: [] };
const SCORES = `GET /api/coaches/${USER_ID}/clients/jordan/form-scores`;

describe('Questionnaire score trends', { timeout: 30_000 }, () => {
  it('draws one chart per instrument answered, bands shaded, the latest score and its band in words, and a table', async () => {
    stubFetch({ [SCORES]: { body: [PHQ9, GAD7_EMPTY] } });
    renderWithProviders(<InstrumentTrends userId={USER_ID} studentId="jordan" timeZone="America/New_York" />);
    const card = await screen.findByTestId('trend-phq-9', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('trend-gad-7')).toBeNull();
    expect(within(card).getByTestId('trend-phq-9-summary')).toHaveTextContent(
      'Latest PHQ-9: 14 of 27, moderate (Nov 10, 2026). Up 6 points since the first of 2 scores.',
    );
    const chart = within(card).getByRole('img');
    expect(chart).toHaveAccessibleName(/PHQ-9 score/);
    expect(chart.querySelectorAll('[data-band]')).toHaveLength(5);
    expect(within(card).getByRole('list', { name: 'Bands' })).toHaveTextContent('15–19 Moderately severe');
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Oct 20, 20268 of 27Mild', 'Nov 10, 202614 of 27Moderate']);
  });

  it('says so when there are no scores yet, and links to the Forms tab', async () => {
    stubFetch({ [SCORES]: { body: [GAD7_EMPTY] } });
    renderWithProviders(<InstrumentTrends userId={USER_ID} studentId="jordan" />);
    expect(await screen.findByText('No questionnaire scores yet', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Forms' })).toHaveAttribute('href', '/coach-dashboard/forms');
  });
});
