import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import {
  MOOD_FILTER_OPTIONS,
  SENTIMENT_FILTER_OPTIONS,
  SORT_OPTIONS,
  type EntryFilters,
  type MoodFilter,
  type SentimentFilter,
  type SortOrder,
} from '../lib/filters';

function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Mood, sentiment and tag filters, and the six sorts of the Journal. */
export function JournalFilters({
  filters,
  onFiltersChange,
  sort,
  onSortChange,
}: {
  filters: EntryFilters;
  onFiltersChange: (f: EntryFilters) => void;
  sort: SortOrder;
  onSortChange: (s: SortOrder) => void;
}) {
  const tagId = useId();
  return (
    <div role="search" aria-label="Filter and sort entries" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <LabelledSelect<MoodFilter> label="Mood" value={filters.mood} options={MOOD_FILTER_OPTIONS} onChange={(mood) => onFiltersChange({ ...filters, mood })} />
      <LabelledSelect<SentimentFilter>
        label="Sentiment"
        value={filters.sentiment}
        options={SENTIMENT_FILTER_OPTIONS}
        onChange={(sentiment) => onFiltersChange({ ...filters, sentiment })}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={tagId}>Tag</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={tagId}
            type="search"
            className="pl-9"
            placeholder="Filter by tag"
            value={filters.tag}
            onChange={(e) => onFiltersChange({ ...filters, tag: e.target.value })}
          />
        </div>
      </div>
      <LabelledSelect<SortOrder> label="Sort by" value={sort} options={SORT_OPTIONS} onChange={onSortChange} />
    </div>
  );
}
