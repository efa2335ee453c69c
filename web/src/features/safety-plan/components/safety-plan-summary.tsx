import { Link } from 'react-router-dom';
import { ClipboardList, Heart } from 'lucide-react';
import { isSafetyPlanEmpty } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSafetyPlan } from '@/lib/safety-plan';

const TOP = 3;

/**
 * The dashboard's safety plan summary while the crisis panel shows: what matters most, the warning
 * signs to notice and the steps that make the surroundings safe (the panel above it already lists the
 * coping strategies and people), and a link to the whole plan, or an invitation to write one.
 */
export function SafetyPlanSummary({ userId }: { userId: string }) {
  const plan = useSafetyPlan(userId);
  const empty = plan.data ? isSafetyPlanEmpty(plan.data) : true;
  return (
    <Card asChild>
      <section aria-labelledby="safety-summary-title" className="border-primary/30" data-testid="safety-plan-summary">
        <CardHeader>
          <CardTitle id="safety-summary-title">
            <ClipboardList aria-hidden="true" className="text-primary" />
            Your safety plan
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          {plan.isPending ? (
            <div role="status" aria-label="Loading your safety plan" className="grid gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ) : empty ? (
            <>
              <p className="text-sm text-muted-foreground">
                A safety plan is a short list, in your own words, of the signs that a hard time is starting, what helps, and who you can reach. It takes about
                20 minutes, and you can make it with your coach or therapist.
              </p>
              <Button asChild variant="secondary" className="w-fit">
                <Link to="/safety-plan">Make a safety plan</Link>
              </Button>
            </>
          ) : (
            <>
              {plan.data?.reasonForLiving ? (
                <p className="flex items-start gap-2 rounded-md bg-primary/10 p-3 text-sm">
                  <Heart aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>
                    <span className="font-medium">What matters most to you: </span>
                    <span className="break-words">{plan.data.reasonForLiving}</span>
                  </span>
                </p>
              ) : null}
              <SummaryList title="Signs to notice" items={plan.data?.warningSigns ?? []} />
              <SummaryList title="Keeping your surroundings safe" items={plan.data?.safeEnvironment ?? []} />
              <Button asChild variant="secondary" className="w-fit">
                <Link to="/safety-plan">Open my safety plan</Link>
              </Button>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function SummaryList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <ul className="grid list-disc gap-0.5 pl-5 text-sm">
        {items.slice(0, TOP).map((item, i) => (
          <li key={`${i}-${item}`} className="break-words">
            {item}
          </li>
        ))}
      </ul>
      {items.length > TOP ? <p className="text-xs text-muted-foreground">and {items.length - TOP} more on your plan</p> : null}
    </div>
  );
}
