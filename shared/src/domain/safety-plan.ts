import type { SafetyPlan } from '../contracts/safety-plan.js';

/*
 * The safety plan's fixed crisis line and its empty shape: plain values, apart from the zod contract
 * (shared/src/contracts/safety-plan.ts), so the screens that only show a plan do not load the
 * validation library. Its limits are in shared/src/constants.ts, which the contract reads too.
 */

/** Always on the plan's list of professionals and agencies, and never editable. */
export const SAFETY_PLAN_CRISIS_LINE = { name: '988 Suicide & Crisis Lifeline (call or text)', phone: '988' } as const;

export function emptySafetyPlan(userId: string): SafetyPlan {
  return {
    userId,
    warningSigns: [],
    copingStrategies: [],
    socialDistractions: [],
    helpContacts: [],
    professionals: [],
    safeEnvironment: [],
    reasonForLiving: '',
    updatedAt: null,
  };
}

/** Nothing written in any step. */
export function isSafetyPlanEmpty(plan: Omit<SafetyPlan, 'userId' | 'updatedAt'>): boolean {
  return (
    plan.warningSigns.length === 0 &&
    plan.copingStrategies.length === 0 &&
    plan.socialDistractions.length === 0 &&
    plan.helpContacts.length === 0 &&
    plan.professionals.length === 0 &&
    plan.safeEnvironment.length === 0 &&
    plan.reasonForLiving.trim() === ''
  );
}
