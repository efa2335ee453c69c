import { Link } from 'react-router-dom';
import { ClipboardList, LifeBuoy, MessageSquare, Phone } from 'lucide-react';
import type { SafetyPlan } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { telHref, useSafetyPlan } from '@/lib/safety-plan';
import { cn } from '@/lib/utils';

/** How many coping strategies and people the panel shows from the plan; the rest is one link away. */
export const PANEL_TOP_ITEMS = 3;

type HeadingLevel = 'h2' | 'h3' | 'h4';
const SUBHEADING: Record<HeadingLevel, 'h3' | 'h4' | 'h5'> = { h2: 'h3', h3: 'h4', h4: 'h5' };

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const primaryLink = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90',
  focusRing,
);
const outlineLink = cn('inline-flex min-h-11 items-center gap-2 rounded-md border border-primary/70 px-4 text-sm font-semibold hover:bg-primary/10', focusRing);

/** The plan's items that help without first spotting a warning sign: what I can do, and who I can call. */
export function panelItems(plan: SafetyPlan | undefined) {
  const coping = (plan?.copingStrategies ?? []).slice(0, PANEL_TOP_ITEMS);
  const people = (plan?.helpContacts ?? []).slice(0, PANEL_TOP_ITEMS);
  return { coping, people, hasAny: coping.length > 0 || people.length > 0 };
}

/** 'Call Dana'; a name written as 'My sister Dana' reads 'Call my sister Dana'. */
export const callLabel = (name: string) => `Call ${name.replace(/^My\b/, 'my')}`;

/**
 * The crisis panel, wherever crisis language was detected (docs/crisis-safety.md, "What each level
 * triggers"): a distinct, calm region, never a toast. The person's own safety plan comes first (their coping strategies and the people they
 * can call, as `tel:` links), then the lines that answer at any hour: call or text 988, text HOME to
 * 741741, and 911 for immediate danger. Without a plan it offers to make one (unless the screen does
 * that itself: `offerPlan` false). "Hide for now" comes last, after the help.
 */
export function CrisisPanel({
  userId,
  className,
  compact = false,
  headingAs: Heading = 'h2',
  onDismiss,
  offerPlan = true,
}: {
  /** Whose safety plan to show: the signed-in person's own. */
  userId: string;
  className?: string;
  compact?: boolean;
  headingAs?: HeadingLevel;
  /** When given, a "Hide for now" button calls it (the dashboard remembers the choice). */
  onDismiss?: () => void;
  /** Without a plan, invite the person to make one (off where the screen already does). */
  offerPlan?: boolean;
}) {
  const Sub = SUBHEADING[Heading];
  const plan = useSafetyPlan(userId);
  const { coping, people, hasAny } = panelItems(plan.data);

  return (
    <section
      role="region"
      aria-label="Crisis support"
      data-testid="crisis-panel"
      className={cn('grid gap-4 rounded-lg border-2 border-primary/60 bg-primary/10 p-4 text-foreground', compact ? 'sm:p-4' : 'sm:p-5', className)}
    >
      <div className="flex items-start gap-3">
        <LifeBuoy aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="grid min-w-0 flex-1 gap-1">
          <Heading className="text-base font-semibold leading-tight">You don’t have to go through this alone</Heading>
          <p className="text-sm">
            {hasAny
              ? 'Take a slow breath. Here is what you planned for a moment like this, and people who can help right now.'
              : 'If you are thinking about suicide or about hurting yourself, or you feel unsafe, you can talk to someone right now. It is free, confidential and open 24 hours a day.'}
          </p>
        </div>
      </div>

      {plan.isPending ? (
        <div role="status" aria-label="Loading your safety plan" className="grid gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full max-w-sm" />
        </div>
      ) : hasAny ? (
        <div className="grid gap-3 rounded-md border border-primary/30 bg-background/60 p-3 sm:p-4" data-testid="crisis-panel-plan">
          <Sub className="flex items-center gap-2 text-sm font-semibold">
            <ClipboardList aria-hidden="true" className="size-4 text-primary" />
            From your safety plan
          </Sub>
          {coping.length > 0 ? (
            <div className="grid gap-1">
              <p className="text-sm font-medium text-muted-foreground">Things that help you</p>
              <ul className="grid list-disc gap-1 pl-5 text-sm">
                {coping.map((c, i) => (
                  <li key={`${i}-${c}`} className="break-words">
                    {c}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {people.length > 0 ? (
            <div className="grid gap-2">
              <p className="text-sm font-medium text-muted-foreground">People you can call</p>
              <ul className="flex flex-wrap gap-2">
                {people.map((p, i) => (
                  <li key={`${i}-${p.name}`} className="min-w-0">
                    {p.phone ? (
                      <a href={telHref(p.phone)} className={cn(outlineLink, 'max-w-full')}>
                        <Phone aria-hidden="true" className="size-4 shrink-0" />
                        <span className="truncate">{callLabel(p.name)}</span>
                      </a>
                    ) : (
                      <span className="inline-flex min-h-11 items-center rounded-md border border-dashed border-primary/40 px-3 text-sm">{p.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Link to="/safety-plan" className={cn('w-fit text-sm font-semibold text-primary underline underline-offset-4', focusRing)}>
            Open my safety plan
          </Link>
        </div>
      ) : null}

      <div className="grid gap-2">
        <Sub className="text-sm font-semibold">Talk to someone now</Sub>
        <div className="flex flex-wrap gap-2">
          <a href="tel:988" className={primaryLink}>
            <Phone aria-hidden="true" className="size-4" />
            Call 988
          </a>
          <a href="sms:988" className={outlineLink}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Text 988
          </a>
          <a href="sms:741741?&body=HOME" className={outlineLink}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Text HOME to 741741
          </a>
        </div>
        <p className="text-sm">
          988 is the Suicide &amp; Crisis Lifeline; 741741 is the Crisis Text Line. In immediate danger?{' '}
          <a href="tel:911" className={cn('font-semibold underline underline-offset-4', focusRing)}>
            Call 911
          </a>
        </p>
      </div>

      {offerPlan && !plan.isPending && !hasAny ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-primary/30 pt-3">
          <p className="min-w-0 flex-1 text-sm">A safety plan is a short list of what helps you and who to call, ready for hard moments.</p>
          <Link to="/safety-plan" className={cn(outlineLink, 'shrink-0')}>
            <ClipboardList aria-hidden="true" className="size-4" />
            {plan.data && plan.data.updatedAt ? 'Open my safety plan' : 'Make a safety plan'}
          </Link>
        </div>
      ) : null}

      {onDismiss ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" className="-mb-1" onClick={onDismiss}>
            Hide for now
          </Button>
        </div>
      ) : null}
    </section>
  );
}
