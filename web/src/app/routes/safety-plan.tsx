import { ClipboardList, Eye, Printer, RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SafetyPlanForm } from '@/features/safety-plan/components/safety-plan-form';
import { useAuthUserId } from '@/lib/auth-guard';
import { useSafetyPlan } from '@/lib/safety-plan';

/**
 * Safety Plan: the person's Stanley–Brown safety plan, to write (often with their clinician), change
 * and print. The crisis panel shows its first items wherever crisis language was found.
 */
export default function SafetyPlanRoute() {
  const userId = useAuthUserId();
  const plan = useSafetyPlan(userId);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Safety Plan"
        description="What helps you, and who you can reach, when things get hard. Work down the steps until you feel safer."
        actions={
          plan.data ? (
            <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          ) : null
        }
      />
      {plan.isPending ? (
        <div role="status" aria-label="Loading your safety plan" className="grid gap-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="grid gap-3 p-6">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-11 w-full" />
            </Card>
          ))}
        </div>
      ) : plan.isError ? (
        <Card role="alert" className="grid justify-items-start gap-3 p-6">
          <p>We couldn't load your safety plan right now. If you need help now, call or text 988.</p>
          <Button variant="outline" onClick={() => void plan.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm text-muted-foreground print:hidden">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Visible to: you, and the coaches or therapists you share your journal with.
          </p>
          {plan.data.updatedAt === null ? (
            <Card className="flex items-start gap-3 border-primary/40 bg-primary/5 p-4 sm:p-6 print:hidden" data-testid="safety-plan-empty">
              <ClipboardList aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div className="grid gap-1">
                <h2 className="font-semibold">You haven’t written a safety plan yet</h2>
                <p className="text-sm text-muted-foreground">
                  Start with step 1 below. A few words in each step is enough; you can fill it in with your coach or therapist and change it any time.
                </p>
              </div>
            </Card>
          ) : null}
          <SafetyPlanForm userId={userId} plan={plan.data} />
        </>
      )}
    </div>
  );
}
