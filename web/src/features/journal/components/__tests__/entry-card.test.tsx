import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntryCard } from '../entry-card';
import { makeEntry } from '@/testing/data';

describe('EntryCard', () => {
  it('cuts content at 300 characters with Show more / Show less', async () => {
    const content = 'a'.repeat(280) + ' ' + 'b'.repeat(100);
    render(<EntryCard entry={makeEntry({ content, source: 'call', moodScore: 4, sentiment: 'mixed', wordCount: 2 })} timeZone="America/New_York" />);

    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(content)).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByText(content)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByText('Mood 4/10')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByText('Mixed')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('Call')).toBeInTheDocument();
    expect(screen.getByText('2 words')).toBeInTheDocument();
    expect(screen.getByText('Jun 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('7:30 PM')).toBeInTheDocument();
  });

  it('shows short content whole, without a toggle, and colours mood by the journal-card rule', () => {
    render(<EntryCard entry={makeEntry({ moodScore: 8, sentiment: 'negative', source: 'ai_coach' })} />);
    expect(screen.queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
    expect(screen.getByText('Mood 8/10')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Negative')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('AI Coach')).toBeInTheDocument();
  });

  it('marks an estimated mood as an estimate, and a self-rating not', () => {
    const { unmount } = render(<EntryCard entry={makeEntry({ moodScore: 6, moodSource: 'estimate' })} />);
    const badge = screen.getByTestId('mood-badge');
    expect(badge).toHaveTextContent('Mood 6/10· estimated, estimated from your words');
    expect(badge).toHaveAttribute('title', 'Estimated from your words');
    unmount();
    render(<EntryCard entry={makeEntry({ moodScore: 6, moodSource: 'self' })} />);
    expect(screen.getByTestId('mood-badge')).toHaveTextContent(/^Mood 6\/10$/);
  });
});
