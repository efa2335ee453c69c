import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { StreakCard } from '../streak-card';

function renderCard(props: { streak: number; longest: number; broken: boolean }) {
  render(
    <ul>
      <StreakCard {...props} />
    </ul>,
  );
  return within(screen.getByTestId('streak-card'));
}

describe('StreakCard', () => {
  it('shows the broken state in red with the rebuild message', () => {
    const card = renderCard({ streak: 0, longest: 12, broken: true });
    const badge = card.getByText('Streak Broken');
    expect(badge).toHaveAttribute('data-tone', 'red');
    expect(card.getByText('Start journaling to rebuild streak!')).toBeInTheDocument();
    expect(card.getByText('Best: 12 days')).toBeInTheDocument();
  });

  it('shows no badge at 0 days', () => {
    const card = renderCard({ streak: 0, longest: 0, broken: false });
    expect(card.getByText('0 days')).toBeInTheDocument();
    for (const text of ['Streak Broken', 'Building Momentum', 'On Fire!', 'Legend!', 'Start journaling to rebuild streak!']) {
      expect(card.queryByText(text)).not.toBeInTheDocument();
    }
    expect(card.getByText('Best: 0 days')).toBeInTheDocument();
  });

  it.each([
    [3, 'Building Momentum'],
    [7, 'On Fire!'],
    [30, 'Legend!'],
  ])('shows the badge for a %i-day streak', (streak, badge) => {
    const card = renderCard({ streak, longest: 30, broken: false });
    expect(card.getByText(`${streak} days`)).toBeInTheDocument();
    expect(card.getByText(badge)).toBeInTheDocument();
    expect(card.queryByText('Streak Broken')).not.toBeInTheDocument();
    expect(card.queryByText('Start journaling to rebuild streak!')).not.toBeInTheDocument();
    expect(card.getByText('Best: 30 days')).toBeInTheDocument();
  });
});
