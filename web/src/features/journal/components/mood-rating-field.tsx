import { useId } from 'react';
import { cn } from '@/lib/utils';

const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

interface MoodRatingFieldProps {
  /** The rating chosen, or null for none (Steady then estimates the mood from the words). */
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
}

const option =
  'flex h-10 min-w-10 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-2 text-sm font-medium ' +
  'hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground ' +
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

/**
 * "How is your mood? (1–10)": an optional self-rating, as a radio group (arrow keys move between the
 * numbers, as for any radio group), with "Not rated" to clear it. A self-rating wins over the estimate.
 */
export function MoodRatingField({ value, onChange, disabled }: MoodRatingFieldProps) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="grid gap-2" aria-describedby={hintId} data-testid="mood-rating">
      <legend className="mb-2 text-sm font-medium">How is your mood? (1–10, optional)</legend>
      <p id={hintId} className="-mt-1 text-sm text-muted-foreground">
        1 is very low, 10 is very good. Leave it as Not rated and Steady estimates it from your words.
      </p>
      <div className="flex flex-wrap gap-1.5">
        {RATINGS.map((n) => (
          <label key={n} className={option}>
            <input
              type="radio"
              name={name}
              value={n}
              className="sr-only"
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
              aria-label={`Mood ${n} out of 10`}
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
        <label className={cn(option, 'px-3')}>
          <input type="radio" name={name} value="" className="sr-only" checked={value === null} disabled={disabled} onChange={() => onChange(null)} />
          Not rated
        </label>
      </div>
    </fieldset>
  );
}
