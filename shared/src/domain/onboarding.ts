import { ONBOARDING_STEPS } from '../constants.js';
import type { OnboardingState, OnboardingStep } from '../contracts/users.js';

/**
 * Where a person is in the first-run onboarding (docs/architecture.md, "First-run onboarding and
 * consent"): the web's `/welcome` resumes at `nextOnboardingStep`, and the dashboard's "Finish setting
 * up" card lists `setupLeft` until it is empty or dismissed.
 */

/** The first step neither completed nor skipped; null when every step was answered one way or the other. */
export function nextOnboardingStep(state: Pick<OnboardingState, 'completedSteps' | 'skippedSteps'>): OnboardingStep | null {
  return ONBOARDING_STEPS.find((s) => !state.completedSteps.includes(s) && !state.skippedSteps.includes(s)) ?? null;
}

/**
 * What is left to set up, in step order: each skipped step, and the consent step while check-in calls
 * are not allowed (no call is placed without that consent).
 */
export function setupLeft(state: OnboardingState): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((s) => state.skippedSteps.includes(s) || (s === 'consent' && !state.consents.callRecording));
}

/** The dashboard's "Finish setting up" card: after `/welcome` was finished, while something is left and it was not dismissed. */
export function showFinishSetup(state: OnboardingState): boolean {
  return state.finishedAt !== null && state.dismissedAt === null && setupLeft(state).length > 0;
}
