import { Link } from 'react-router-dom';
import { ListChecks, X } from 'lucide-react';
import { setupLeft, showFinishSetup, type OnboardingState, type OnboardingStep } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveOnboarding } from '../api/onboarding';

const LEFT: Record<OnboardingStep, { text: string; href: string }> = {
  consent: { text: 'Allow check-in calls, so Steady can call you', href: '/welcome?step=consent' },
  timeZone: { text: 'Confirm your time zone', href: '/welcome?step=timeZone' },
  callTime: { text: 'Choose your daily call time', href: '/welcome?step=callTime' },
  emergencyContact: { text: 'Add an emergency contact', href: '/welcome?step=emergencyContact' },
  safetyPlan: { text: 'Write your safety plan', href: '/welcome?step=safetyPlan' },
  inviteCode: { text: 'Connect with your clinic or coach', href: '/welcome?step=inviteCode' },
};

/**
 * The dashboard's "Finish setting up" card: what was skipped in `/welcome` (and call consent while it is
 * missing), each a link to its step, until nothing is left or the person dismisses it.
 */
export function FinishSetupCard({ userId, state }: { userId: string; state: OnboardingState }) {
  const save = useSaveOnboarding(userId);
  if (!showFinishSetup(state)) return null;
  const left = setupLeft(state);
  const dismiss = () =>
    save.mutate(
      { dismissed: true },
      { onError: (error) => toast({ title: 'Could not dismiss', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }) },
    );
  return (
    <Card className="grid gap-3 border-primary/40 bg-primary/5 p-4 sm:p-6" aria-labelledby="finish-setup-title" role="region" data-testid="finish-setup">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <ListChecks className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="finish-setup-title" className="font-semibold">
              Finish setting up
            </h2>
            <p className="text-sm text-muted-foreground">
              {left.length === 1 ? 'One thing is left' : `${left.length} things are left`} from your first visit. Each takes a minute.
            </p>
          </div>
        </div>
        <Button variant="ghost" size="icon" onClick={dismiss} disabled={save.isPending} aria-label="Dismiss Finish setting up">
          <X aria-hidden="true" />
        </Button>
      </div>
      <ul className="grid gap-2 pl-9">
        {left.map((step) => (
          <li key={step}>
            <Link to={LEFT[step].href} className="font-medium text-primary underline underline-offset-4">
              {LEFT[step].text}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
