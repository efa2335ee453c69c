import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const key = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * A month grid (the journal's calendar view): days with entries are highlighted and say how many;
 * picking a day shows that day's entries. Keyboard: arrows move by day and week, Home/End to the
 * week's ends, PageUp/PageDown by month; one day is in the tab order (roving tabindex).
 * `counts` maps 'yyyy-MM-dd' (in the user's time zone) to the number of entries that day.
 */
export function EntryCalendar({
  counts,
  selected,
  onSelect,
  initialMonth,
}: {
  counts: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (day: string) => void;
  initialMonth: string;
}) {
  const [month, setMonth] = useState(() => startOfMonth(parseISO(selected ?? initialMonth)));
  const [focusDay, setFocusDay] = useState(() => parseISO(selected ?? initialMonth));
  const gridRef = useRef<HTMLTableElement>(null);

  const weeks = useMemo(() => {
    const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month)), end: endOfWeek(endOfMonth(month)) });
    return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  }, [month]);

  const moveFocus = (day: Date) => {
    setFocusDay(day);
    if (!isSameMonth(day, month)) setMonth(startOfMonth(day));
    requestAnimationFrame(() => gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${key(day)}"]`)?.focus());
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => startOfWeek(day),
      End: () => endOfWeek(day),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    moveFocus(move());
  };

  const changeMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setFocusDay(next);
  };

  const focusable = isSameMonth(focusDay, month) ? key(focusDay) : key(month);
  const captionId = `calendar-caption-${key(month)}`;

  return (
    <div className="grid gap-3" data-testid="entry-calendar">
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => changeMonth(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={captionId} className="text-base font-semibold" aria-live="polite">
          {format(month, 'MMMM yyyy')}
        </h3>
        <Button variant="outline" size="icon" aria-label="Next month" onClick={() => changeMonth(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={gridRef} aria-labelledby={captionId} className="w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-medium text-muted-foreground">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={key(week[0]!)}>
              {week.map((day) => {
                const k = key(day);
                const count = counts.get(k) ?? 0;
                const inMonth = isSameMonth(day, month);
                const isSelected = selected === k;
                return (
                  <td key={k} className="p-0.5">
                    <button
                      type="button"
                      data-day={k}
                      data-has-entries={count > 0 || undefined}
                      tabIndex={k === focusable ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-label={`${format(day, 'EEEE, MMMM d, yyyy')}${count ? `, ${count} ${count === 1 ? 'entry' : 'entries'}` : ', no entries'}`}
                      onClick={() => {
                        setFocusDay(day);
                        onSelect(k);
                      }}
                      onKeyDown={(e) => onKeyDown(e, day)}
                      className={cn(
                        'relative flex h-11 w-full flex-col items-center justify-center rounded-md text-sm tabular-nums',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring hover:bg-accent',
                        !inMonth && 'text-muted-foreground',
                        count > 0 && 'bg-tone-teal-bg font-semibold text-tone-teal',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary',
                      )}
                    >
                      {format(day, 'd')}
                      {count > 0 ? <span aria-hidden="true" className="absolute bottom-1 size-1.5 rounded-full bg-current" /> : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
