import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Check, RefreshCw } from 'lucide-react';
import { ONBOARDING_STEPS, nextOnboardingStep, type OnboardingState, type OnboardingStep } from '@steady/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useSafetyPlan } from '@/lib/safety-plan';
import { cn } from '@/lib/utils';
import { useOnboarding, useSaveOnboarding } from '../api/onboarding';
import { CallTimeStep, ConsentStep, EmergencyContactStep, InviteStep, SafetyPlanStep, TimeZoneStep, type StepProps } from './steps';

export const STEP_TITLES: Record<OnboardingStep, { title: string; short: string }> = {
  consent: { title: 'Before Steady calls or texts you', short: 'Consent' },
  timeZone: { title: 'Confirm your time zone', short: 'Time zone' },
  callTime: { title: 'Your daily check-in call', short: 'Call time' },
  emergencyContact: { title: 'An emergency contact', short: 'Contact' },
  safetyPlan: { title: 'Your safety plan', short: 'Safety plan' },
  inviteCode: { title: 'Connect with your clinic or coach', short: 'Invite' },
};

const isStep = (value: string | null): value is OnboardingStep => (ONBOARDING_STEPS as readonly string[]).includes(value ?? '');

/**
 * `/welcome`, the first-run onboarding (docs/architecture.md, "First-run onboarding and consent"): six
 * short steps with a progress indicator, Back and the step's own actions, focus on each step's
 * heading. Every answer is saved on the server, so reopening resumes at the first unanswered step
 * (or at `?step=` when the dashboard's card links to one).
 */
export function WelcomeFlow({ userId }: { userId: string }) {
  const onboarding = useOnboarding(userId);
  const plan = useSafetyPlan(userId);
  if (onboarding.isPending || plan.isPending) {
    return (
      <Card role="status" aria-label="Loading your setup" className="grid gap-4 p-6">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </Card>
    );
  }
  if (onboarding.isError || plan.isError) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-6">
        <p>We couldn't load your setup right now.</p>
        <Button
          variant="outline"
          onClick={() => {
            void onboarding.refetch();
            void plan.refetch();
          }}
        >
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Card>
    );
  }
  return <Flow userId={userId} state={onboarding.data} plan={plan.data} />;
}

function Flow({ userId, state, plan }: { userId: string; state: OnboardingState; plan: NonNullable<ReturnType<typeof useSafetyPlan>['data']> }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('step');
  const [step, setStep] = useState<OnboardingStep>(() => (isStep(requested) ? requested : (nextOnboardingStep(state) ?? 'consent')));
  const save = useSaveOnboarding(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = ONBOARDING_STEPS.indexOf(step);
  const last = index === ONBOARDING_STEPS.length - 1;

  // Each step's heading takes focus, so a screen reader starts there and Tab continues into the step.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const goTo = (next: OnboardingStep) => {
    setStep(next);
    setParams({ step: next }, { replace: true });
  };

  const onDone: StepProps['onDone'] = async (outcome, then) => {
    const completed = outcome === 'completed' ? [...new Set([...state.completedSteps, step])] : state.completedSteps.filter((s) => s !== step);
    const skipped = outcome === 'skipped' ? [...new Set([...state.skippedSteps, step])] : state.skippedSteps.filter((s) => s !== step);
    // The last step finishes the flow; a step reopened from the dashboard's card goes back there.
    const finishing = last || state.finishedAt !== null;
    const saved = await save.mutateAsync({ completedSteps: completed, skippedSteps: skipped, ...(finishing ? { finished: true } : {}) });
    if (finishing) {
      if (state.finishedAt === null)
        toast({ title: 'You’re all set', description: 'Your setup is saved. Anything you skipped is on your dashboard.', variant: 'success' });
      navigate(then ?? '/dashboard', { replace: true });
      return;
    }
    if (then) {
      navigate(then);
      return;
    }
    goTo(ONBOARDING_STEPS[index + 1]!);
    void saved;
  };

  const props: StepProps = { userId, state, onDone, onBack: index > 0 ? () => goTo(ONBOARDING_STEPS[index - 1]!) : null, busy: save.isPending };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome to Steady</h1>
        <p className="text-muted-foreground">A few short steps to set up your daily check-in. Skipped steps wait on your dashboard.</p>
      </div>
      <nav aria-label="Setup progress" className="grid gap-3">
        <p className="text-sm font-medium" id="welcome-progress-label">
          Step {index + 1} of {ONBOARDING_STEPS.length}
        </p>
        <div
          role="progressbar"
          aria-labelledby="welcome-progress-label"
          aria-valuemin={1}
          aria-valuemax={ONBOARDING_STEPS.length}
          aria-valuenow={index + 1}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${((index + 1) / ONBOARDING_STEPS.length) * 100}%` }} />
        </div>
        <ol className="hidden gap-2 text-sm sm:grid sm:grid-cols-6">
          {ONBOARDING_STEPS.map((s, i) => {
            const done = state.completedSteps.includes(s);
            const skipped = state.skippedSteps.includes(s);
            return (
              <li
                key={s}
                aria-current={s === step ? 'step' : undefined}
                className={cn('flex items-center gap-1.5 text-muted-foreground', s === step && 'font-semibold text-foreground')}
              >
                <span
                  className={cn(
                    'grid size-6 shrink-0 place-content-center rounded-full border text-xs',
                    s === step && 'border-primary text-foreground',
                    done && 'border-primary bg-primary text-primary-foreground',
                  )}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : i + 1}
                </span>
                <span>
                  {STEP_TITLES[s].short}
                  <span className="sr-only">{done ? ' (done)' : skipped ? ' (skipped)' : ''}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <Card className="grid gap-5 p-5 sm:p-6">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          {STEP_TITLES[step].title}
        </h2>
        {step === 'consent' ? <ConsentStep key={step} {...props} /> : null}
        {step === 'timeZone' ? <TimeZoneStep key={step} {...props} /> : null}
        {step === 'callTime' ? <CallTimeStep key={step} {...props} /> : null}
        {step === 'emergencyContact' ? <EmergencyContactStep key={step} {...props} plan={plan} /> : null}
        {step === 'safetyPlan' ? <SafetyPlanStep key={step} {...props} plan={plan} /> : null}
        {step === 'inviteCode' ? <InviteStep key={step} {...props} /> : null}
      </Card>
    </div>
  );
}
