import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { HumanCoachListing, ItemType, MarketplaceBundle, MarketplaceCoach, MarketplaceSystem, Purchase } from '@steady/shared';
import { ArrowLeft, BadgeCheck, Star } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { SisterLinks } from './sister-links';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCheckout, useInstall, useMarketplaceTab, usePurchases, type MarketplaceItems, type Tab } from '../api/marketplace';

/** Cents as dollars with 2 decimals; 'Free' when 0. */
export const price = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);
/** A bio cut to 120 characters. */
export const cutBio = (bio: string) => (bio.length > 120 ? `${bio.slice(0, 120).trimEnd()}…` : bio);

/** Stars out of 5, or "No ratings yet" for an item nobody has rated (a coach's own item, a human coach). */
function Stars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-muted-foreground">No ratings yet</span>;
  const whole = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${whole} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={n <= whole ? 'size-4 fill-tone-yellow text-tone-yellow' : 'size-4 text-muted-foreground'} />
      ))}
    </span>
  );
}

const INSTALLED_TOAST: Record<ItemType, string> = { ai_coach: 'Coach Installed', habit_system: 'System Installed', bundle: 'Bundle Installed' };

interface ItemProps {
  userId: string;
  itemType: ItemType;
  item: { id: string; name: string; price: number; installed: boolean; owned: boolean };
}

/** Install (free or owned) or Purchase (paid): the card's one action. */
function ItemAction({ userId, itemType, item }: ItemProps) {
  const install = useInstall(userId);
  const checkout = useCheckout(userId);
  if (item.installed) {
    return (
      <Badge tone="green" className="h-9 px-3 text-sm">
        Installed
      </Badge>
    );
  }
  if (item.price === 0 || item.owned) {
    return (
      <Button
        disabled={install.isPending}
        aria-label={`Install ${item.name}`}
        onClick={() =>
          install.mutate(
            { itemType, itemId: item.id },
            {
              onSuccess: () => toast({ title: INSTALLED_TOAST[itemType], description: `${item.name} is now active.`, variant: 'success' }),
              onError: (err) => toast({ title: 'Install Failed', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
            },
          )
        }
      >
        {install.isPending ? 'Installing...' : 'Install'}
      </Button>
    );
  }
  return (
    <Button
      disabled={checkout.isPending}
      aria-label={`Purchase ${item.name} for ${price(item.price)}`}
      onClick={() =>
        checkout.mutate(
          { itemType, itemId: item.id, itemName: item.name, price: item.price },
          {
            onSuccess: (session) => {
              if (!session?.sessionId || !session.url) {
                toast({ title: 'Purchase Failed', description: 'Failed to initiate purchase process. Please try again.', variant: 'destructive' });
                return;
              }
              window.location.assign(session.url);
            },
            onError: () => toast({ title: 'Purchase Failed', description: 'Failed to initiate purchase process. Please try again.', variant: 'destructive' }),
          },
        )
      }
    >
      {checkout.isPending ? 'Starting checkout...' : `Purchase ${price(item.price)}`}
    </Button>
  );
}

function ItemCard({ title, meta, children, action, testId }: { title: string; meta: ReactNode; children: ReactNode; action: ReactNode; testId: string }) {
  return (
    <Card asChild>
      <li className="flex flex-col gap-3 p-4" data-testid={testId}>
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{title}</h3>
          {meta}
        </div>
        <div className="grid flex-1 gap-2 text-sm">{children}</div>
        <div className="flex flex-wrap items-center justify-between gap-2">{action}</div>
      </li>
    </Card>
  );
}

function PriceTag({ cents }: { cents: number }) {
  return <span className="shrink-0 font-semibold tabular-nums">{price(cents)}</span>;
}

function CoachCard({ userId, coach }: { userId: string; coach: MarketplaceCoach }) {
  return (
    <ItemCard
      title={coach.name}
      meta={<PriceTag cents={coach.price} />}
      action={<ItemAction userId={userId} itemType="ai_coach" item={coach} />}
      testId={`coach-${coach.id}`}
    >
      <p className="text-muted-foreground">{coach.description}</p>
      <p>
        <span className="font-medium">Personality:</span> {coach.personality}
      </p>
      <p className="text-muted-foreground">Specialties: {coach.specialties.join(', ')}</p>
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Stars rating={coach.rating} /> <span>{coach.totalInstalls} installs</span> <span>by {coach.author}</span>
      </div>
    </ItemCard>
  );
}

function SystemCard({ userId, system }: { userId: string; system: MarketplaceSystem }) {
  return (
    <ItemCard
      title={system.name}
      meta={<PriceTag cents={system.price} />}
      action={<ItemAction userId={userId} itemType="habit_system" item={system} />}
      testId={`system-${system.id}`}
    >
      <p className="text-muted-foreground">{system.description}</p>
      <p>
        <span className="font-medium">Method:</span> {system.methodology}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Stars rating={system.rating} /> <span>{system.totalInstalls} installs</span> <span>by {system.author}</span>
      </div>
    </ItemCard>
  );
}

function BundleCard({ userId, bundle }: { userId: string; bundle: MarketplaceBundle }) {
  return (
    <ItemCard
      title={bundle.name}
      meta={<PriceTag cents={bundle.price} />}
      action={<ItemAction userId={userId} itemType="bundle" item={bundle} />}
      testId={`bundle-${bundle.id}`}
    >
      {bundle.isPromoted ? (
        <Badge tone="teal" className="w-fit">
          Featured
        </Badge>
      ) : null}
      <p className="text-muted-foreground">{bundle.description}</p>
      <p>
        Includes {bundle.coachName} and {bundle.systemName}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Stars rating={bundle.rating} /> <span>{bundle.totalInstalls} installs</span>
      </div>
    </ItemCard>
  );
}

function HumanCoachCard({ coach, renderBookAction }: { coach: HumanCoachListing; renderBookAction?: ((coach: HumanCoachListing) => ReactNode) | undefined }) {
  return (
    <ItemCard
      title={coach.name}
      meta={<span className="shrink-0 font-semibold tabular-nums">${Math.round(coach.hourlyRate / 100)}/hour</span>}
      action={renderBookAction?.(coach) ?? null}
      testId={`human-coach-${coach.id}`}
    >
      {coach.isVerified ? (
        <Badge tone="green" className="w-fit gap-1">
          <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified
        </Badge>
      ) : null}
      <p className="text-muted-foreground">{cutBio(coach.bio)}</p>
      {coach.specialties.length ? <p>Specialties: {coach.specialties.join(', ')}</p> : null}
      <p className="text-muted-foreground">{coach.experience}</p>
      <div className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <Stars rating={coach.rating} /> <span>{coach.totalSessions === 1 ? '1 session' : `${coach.totalSessions} sessions`}</span>{' '}
        <span>{coach.sessionDuration} min sessions</span>
      </div>
    </ItemCard>
  );
}

function TabBody<T extends Tab>({ tab, empty, render }: { tab: T; empty: string; render: (items: MarketplaceItems[T][]) => ReactNode }) {
  const query = useMarketplaceTab(tab);
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
        <h3 className="text-lg font-semibold">We couldn&apos;t load the marketplace</h3>
        <p className="text-muted-foreground">{errorMessage(query.error, 'Please try again.')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (!items.length) return <p className="p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{render(items)}</ul>
      {query.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

const STATUS_TONE: Record<Purchase['status'], 'green' | 'yellow' | 'grey' | 'orange'> = {
  paid: 'green',
  pending: 'yellow',
  expired: 'grey',
  refunded: 'orange',
};

/** The return from checkout (`?checkout=success|cancelled`) and the purchases list. */
function Purchases({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const checkout = params.get('checkout');
  const purchases = usePurchases(userId, checkout === 'success');
  const latest = purchases.data?.[0];
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    if (checkout === 'success' && latest?.status === 'paid' && !announced) setAnnounced(true);
  }, [checkout, latest, announced]);
  return (
    <section aria-labelledby="purchases-title" className="grid gap-3">
      {checkout ? (
        <Card role="status" className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="checkout-status">
          <p>
            {checkout === 'cancelled'
              ? 'Checkout cancelled. Nothing was charged.'
              : latest?.status === 'paid'
                ? `Payment received: ${latest.name} is installed.`
                : 'Confirming your payment...'}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setParams({}, { replace: true })}>
            Dismiss
          </Button>
        </Card>
      ) : null}
      <h2 id="purchases-title" className="text-lg font-semibold">
        Purchases
      </h2>
      {purchases.isPending ? (
        <Skeleton className="h-12" />
      ) : purchases.isError ? (
        <Card role="alert" className="flex items-center justify-between gap-3 p-4">
          <p>We couldn&apos;t load your purchases.</p>
          <Button variant="outline" size="sm" onClick={() => void purchases.refetch()}>
            Try again
          </Button>
        </Card>
      ) : purchases.data.length === 0 ? (
        <p className="text-muted-foreground">No purchases yet.</p>
      ) : (
        <ul className="grid gap-2" data-testid="purchases">
          {purchases.data.map((p) => (
            <Card asChild key={p.id}>
              <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="font-medium">{p.name}</span>
                <span className="tabular-nums">{price(p.amount)}</span>
                <span className="text-muted-foreground">{new Date(p.purchasedAt ?? p.createdAt).toLocaleDateString()}</span>
                <Badge tone={STATUS_TONE[p.status]} data-testid="purchase-status">
                  {p.status}
                </Badge>
              </li>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface MarketplaceScreenProps {
  userId: string;
  /** The human-coach card's booking action (the booking feature's dialog), composed by the route. */
  renderBookAction?: (coach: HumanCoachListing) => ReactNode;
}

/** The Marketplace: four tabs, Install or Purchase, and the purchases. */
export function MarketplaceScreen({ userId, renderBookAction }: MarketplaceScreenProps) {
  return (
    <div className="grid gap-6">
      <Link to="/dashboard" className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
      </Link>
      <PageHeader title="Marketplace" description="AI coaches, habit systems, bundles and human coaches for your recovery" />
      <SisterLinks />
      <Tabs defaultValue="ai-coaches" className="grid gap-4">
        <TabsList aria-label="Marketplace sections">
          <TabsTrigger value="ai-coaches">AI Coaches</TabsTrigger>
          <TabsTrigger value="habit-systems">Habit Systems</TabsTrigger>
          <TabsTrigger value="bundles">Bundles</TabsTrigger>
          <TabsTrigger value="human-coaches">Human Coaches</TabsTrigger>
        </TabsList>
        <TabsContent value="ai-coaches">
          <TabBody tab="ai-coaches" empty="No AI coaches yet." render={(items) => items.map((c) => <CoachCard key={c.id} userId={userId} coach={c} />)} />
        </TabsContent>
        <TabsContent value="habit-systems">
          <TabBody
            tab="habit-systems"
            empty="No habit systems yet."
            render={(items) => items.map((s) => <SystemCard key={s.id} userId={userId} system={s} />)}
          />
        </TabsContent>
        <TabsContent value="bundles">
          <TabBody tab="bundles" empty="No bundles yet." render={(items) => items.map((b) => <BundleCard key={b.id} userId={userId} bundle={b} />)} />
        </TabsContent>
        <TabsContent value="human-coaches">
          <TabBody
            tab="human-coaches"
            empty="No verified coaches are listed yet."
            render={(items) => items.map((c) => <HumanCoachCard key={c.id} coach={c} renderBookAction={renderBookAction} />)}
          />
        </TabsContent>
      </Tabs>
      <Purchases userId={userId} />
    </div>
  );
}
