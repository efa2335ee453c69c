import { Bot, Phone, PenLine, Smile, Users } from 'lucide-react';
import { moodTone, sentimentTone, type EntrySource, type MoodSource, type Sentiment } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { capitalize, sourceLabel } from '@/lib/format';

/**
 * Mood 'x/10', coloured by the journal-card rule (8+ green, 6+ yellow, 4+ orange, else red), always with text.
 * A mood the analyser inferred (not rated by the person) is marked as an estimate, in words and on hover.
 */
export function MoodBadge({ score, source = 'self' }: { score: number | null; source?: MoodSource }) {
  if (score === null) {
    return (
      <Badge tone="grey">
        <Smile aria-hidden="true" />
        Mood not rated
      </Badge>
    );
  }
  const estimated = source === 'estimate';
  return (
    <Badge tone={moodTone(score)} data-testid="mood-badge" data-mood-source={source} title={estimated ? 'Estimated from your words' : 'Your own rating'}>
      <Smile aria-hidden="true" />
      Mood {score}/10
      {estimated ? (
        <>
          <span aria-hidden="true">· estimated</span>
          <span className="sr-only">, estimated from your words</span>
        </>
      ) : null}
    </Badge>
  );
}

/** Sentiment in words, coloured positive green, negative red, mixed yellow, else grey. */
export function SentimentBadge({ sentiment }: { sentiment: Sentiment | null }) {
  if (!sentiment) return null;
  return (
    <Badge tone={sentimentTone(sentiment)} data-testid="sentiment-badge">
      {capitalize(sentiment)}
    </Badge>
  );
}

const sourceIcons = { call: Phone, manual: PenLine, ai_coach: Bot, workspace: Users } as const;

export function SourceBadge({ source }: { source: EntrySource }) {
  const Icon = sourceIcons[source] ?? PenLine;
  return (
    <Badge variant="outline" data-testid="source-badge">
      <Icon aria-hidden="true" />
      {sourceLabel(source)}
    </Badge>
  );
}

export function ThemeTags({ themes, label = 'Themes' }: { themes: readonly string[]; label?: string }) {
  if (themes.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {themes.map((t) => (
        <li key={t}>
          <Badge variant="secondary" className="font-normal">
            {t}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
