import { useId, useState } from 'react';
import { PICKER_ITEMS_SHOWN } from '@steady/shared';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

export interface PickerItem {
  id: string;
  name: string;
  description: string;
  detail: string;
  price: number;
}

interface CatalogPickerProps {
  /** 'AI Coach' or 'Habit System'. */
  kind: string;
  /** The same in running text: 'AI coach', 'habit system'. */
  noun: string;
  current: PickerItem | null | undefined;
  loading: boolean;
  items: readonly PickerItem[];
  onSelect: (id: string) => Promise<unknown>;
  /** Toast title on success: 'AI Coach Updated' / 'Habit System Updated'. */
  successTitle: string;
}

const priceLabel = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);

/**
 * The current AI coach or habit system, and a Change control that lists the first 4 items of the
 * catalog to pick from; the choice is saved at once.
 */
export function CatalogPicker({ kind, noun, current, loading, items, onSelect, successTitle }: CatalogPickerProps) {
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const shown = items.slice(0, PICKER_ITEMS_SHOWN);

  const choose = async (item: PickerItem) => {
    setPending(item.id);
    try {
      await onSelect(item.id);
      toast({ title: successTitle, description: `${item.name} is now your ${noun}.`, variant: 'success' });
      setOpen(false);
    } catch (error) {
      toast({ title: 'Update Failed', description: errorMessage(error, `Could not change your ${noun}.`), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-medium">
            Current {kind}
          </h3>
          {loading ? (
            <Skeleton className="h-5 w-40" />
          ) : current ? (
            <>
              <p className="font-semibold" data-testid={`current-${kind.toLowerCase().replace(/\s+/g, '-')}`}>
                {current.name}
              </p>
              <p className="text-sm text-muted-foreground">{current.description}</p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No {noun} selected yet.</p>
          )}
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Close' : current ? `Change ${kind}` : `Select ${kind}`}
        </Button>
      </div>
      {open ? (
        <ul id={listId} aria-label={`Choose your ${kind}`} className="grid gap-2 sm:grid-cols-2">
          {shown.map((item) => {
            const selected = current?.id === item.id;
            return (
              <li key={item.id} className={cn('grid gap-2 rounded-md border p-3', selected && 'border-primary')}>
                <div className="flex items-center justify-between gap-2">
                  <p className="font-medium">{item.name}</p>
                  <Badge variant="outline">{priceLabel(item.price)}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{item.description}</p>
                <p className="text-sm">{item.detail}</p>
                <Button
                  size="sm"
                  variant={selected ? 'secondary' : 'default'}
                  disabled={selected || pending !== null}
                  onClick={() => void choose(item)}
                  aria-label={selected ? `${item.name} (current)` : `Select ${item.name}`}
                >
                  {pending === item.id ? <Spinner /> : selected ? <Check aria-hidden="true" /> : null}
                  {selected ? 'Current' : 'Select'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
