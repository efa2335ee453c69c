import { useId, useState } from 'react';
import { Bot, Layers, ListChecks, PackageOpen, Pencil, RefreshCw, Store, Upload, EyeOff } from 'lucide-react';
import type { CoachItem, CoachItemStatus, ItemType } from '@steady/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCoachItems, useSetPublished } from '../api/coach-items';
import { CoachItemDialog, TYPE_LABELS } from './item-dialog';

const CREATE: { type: ItemType; label: string; icon: typeof Bot }[] = [
  { type: 'ai_coach', label: 'AI Coach', icon: Bot },
  { type: 'habit_system', label: 'Habit System', icon: ListChecks },
  { type: 'bundle', label: 'Coaching Bundle', icon: Layers },
];

const STATUS: Record<CoachItemStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'grey' },
  published: { label: 'Published', tone: 'green' },
  unpublished: { label: 'Unpublished', tone: 'yellow' },
};

const price = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);

function ItemRow({ item, onEdit, coachId }: { item: CoachItem; onEdit: () => void; coachId: string }) {
  const setPublished = useSetPublished(coachId);
  const publish = !(item.status === 'published');
  const toggle = async () => {
    try {
      await setPublished.mutateAsync({ id: item.id, publish });
      toast({
        title: publish ? 'Published to the Marketplace' : 'Removed from the Marketplace',
        description: publish ? `${item.name} is now listed with you as its author.` : 'People who installed or bought it keep it.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: publish ? 'Failed to publish' : 'Failed to unpublish', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b py-3 last:border-0" data-testid="coach-item">
      <div className="grid min-w-0 flex-1 basis-60 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words font-medium">{item.name}</p>
          <Badge variant="outline">{TYPE_LABELS[item.itemType]}</Badge>
          <Badge tone={STATUS[item.status].tone} variant="secondary">
            {STATUS[item.status].label}
          </Badge>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
        <p className="text-sm text-muted-foreground">
          {price(item.price)} · {item.installs} {item.installs === 1 ? 'install' : 'installs'} · {item.sales} {item.sales === 1 ? 'sale' : 'sales'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant={publish ? 'default' : 'outline'}
          size="sm"
          onClick={() => void toggle()}
          disabled={setPublished.isPending}
          aria-label={`${publish ? 'Publish' : 'Unpublish'} ${item.name}`}
        >
          {publish ? <Upload aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {publish ? 'Publish' : 'Unpublish'}
        </Button>
      </div>
    </li>
  );
}

/**
 * The Coach Dashboard's Marketplace tab: create an AI coach persona, a habit system
 * or a coaching bundle, and publish or unpublish it (docs/architecture.md, "Coach-published
 * marketplace content"). Installs and sales are shown per item.
 */
export function CoachMarketplaceTab({ coachId }: { coachId: string }) {
  const query = useCoachItems(coachId);
  const createId = useId();
  const listId = useId();
  const [dialog, setDialog] = useState<{ type: ItemType; item: CoachItem | null; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const items = query.data?.items ?? [];
  const openDialog = (type: ItemType, item: CoachItem | null) => {
    setDialog({ type, item, key: Date.now() });
    setOpen(true);
  };
  return (
    <div className="grid gap-6">
      <Card asChild>
        <section aria-labelledby={createId}>
          <CardHeader>
            <div className="grid gap-1">
              <CardTitle as="h2" id={createId}>
                <Store aria-hidden="true" className="text-primary" />
                Create Marketplace Content
              </CardTitle>
              <CardDescription>Start a draft; it stays private until you publish it.</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            {CREATE.map(({ type, label, icon: Icon }) => (
              <Button key={type} variant="outline" onClick={() => openDialog(type, null)}>
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
          </CardContent>
        </section>
      </Card>
      <Card asChild>
        <section aria-labelledby={listId} data-testid="published-content">
          <CardHeader>
            <div className="grid gap-1">
              <CardTitle as="h2" id={listId}>
                <PackageOpen aria-hidden="true" className="text-primary" />
                Your Published Content
              </CardTitle>
              <CardDescription>Drafts, published and unpublished items, with their installs and sales.</CardDescription>
            </div>
          </CardHeader>
          <CardContent aria-busy={query.isFetching}>
            {query.isPending ? (
              <div role="status" aria-label="Loading your content" className="grid gap-3">
                {[0, 1].map((i) => (
                  <Skeleton key={i} className="h-16 w-full" />
                ))}
              </div>
            ) : query.isError ? (
              <div role="alert" className="grid justify-items-start gap-3">
                <p className="font-semibold">Error Loading Content</p>
                <p className="text-muted-foreground">{errorMessage(query.error, "We couldn't load your marketplace content right now.")}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="coach-items-empty">
                <PackageOpen className="size-10 text-muted-foreground" aria-hidden="true" />
                <p className="font-semibold">No content published yet</p>
                <p className="max-w-md text-muted-foreground">Create an AI coach, a habit system or a bundle above.</p>
              </div>
            ) : (
              <ul className="grid">
                {items.map((item) => (
                  <ItemRow key={item.id} item={item} coachId={coachId} onEdit={() => openDialog(item.itemType, item)} />
                ))}
              </ul>
            )}
          </CardContent>
        </section>
      </Card>
      {dialog ? (
        <CoachItemDialog key={dialog.key} coachId={coachId} itemType={dialog.type} item={dialog.item} ownItems={items} open={open} onOpenChange={setOpen} />
      ) : null}
    </div>
  );
}
