import { useId, useState } from 'react';
import { Gem, X } from 'lucide-react';
import { ARTIFACT_CARD_STYLES, ARTIFACT_CARD_THEMES, JOURNAL, truncate, type JournalEntry } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/**
 * The six card styles the artifacts grid cycles through: a coloured edge and icon on the card's own
 * surface, so text keeps the card's AA contrast in both themes and colour carries no meaning.
 */
export const ARTIFACT_STYLES = [
  { edge: 'border-l-tone-teal', icon: 'text-tone-teal' },
  { edge: 'border-l-tone-green', icon: 'text-tone-green' },
  { edge: 'border-l-tone-yellow', icon: 'text-tone-yellow' },
  { edge: 'border-l-tone-orange', icon: 'text-tone-orange' },
  { edge: 'border-l-primary', icon: 'text-primary' },
  { edge: 'border-l-tone-grey', icon: 'text-tone-grey' },
] as const;

/** An artifact: remove (x), content cut at 200 characters with Read more, up to 3 themes plus '+N'. */
export function ArtifactCard({ entry, index, onRemove, removing }: { entry: JournalEntry; index: number; onRemove: () => void; removing: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const long = entry.content.length > JOURNAL.artifactCardChars;
  const shownThemes = entry.themes.slice(0, ARTIFACT_CARD_THEMES);
  const hidden = entry.themes.length - shownThemes.length;
  const style = ARTIFACT_STYLES[index % ARTIFACT_CARD_STYLES]!;
  return (
    <Card asChild>
      <article
        aria-labelledby={titleId}
        data-testid="artifact-card"
        data-style={index % ARTIFACT_CARD_STYLES}
        className={cn('relative grid content-start gap-3 border-l-4 p-4 sm:p-5', style.edge)}
      >
        <div className="flex items-start gap-2 pr-9">
          <Gem className={cn('mt-0.5 size-5 shrink-0', style.icon)} aria-hidden="true" />
          <h2 id={titleId} className="min-w-0 break-words text-base font-semibold leading-snug">
            {entry.title}
          </h2>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="absolute right-2 top-2"
          aria-label={`Remove ${entry.title} from artifacts`}
          disabled={removing}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
        <p id={contentId} className="whitespace-pre-line break-words text-sm leading-relaxed">
          {long && !expanded ? truncate(entry.content, JOURNAL.artifactCardChars) : entry.content}
        </p>
        {long ? (
          <Button variant="link" className="h-auto w-fit p-0" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((v) => !v)}>
            {expanded ? 'Read less' : 'Read more'}
          </Button>
        ) : null}
        {shownThemes.length ? (
          <ul aria-label="Themes" className="flex flex-wrap gap-1.5">
            {shownThemes.map((t) => (
              <li key={t}>
                <Badge variant="secondary" className="font-normal">
                  {t}
                </Badge>
              </li>
            ))}
            {hidden > 0 ? (
              <li>
                <Badge variant="outline" className="font-normal">
                  <span aria-hidden="true">+{hidden}</span>
                  <span className="sr-only">and {hidden} more</span>
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </article>
    </Card>
  );
}
