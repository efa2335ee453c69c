import { SAFETY_PLAN_CRISIS_LINE } from '@steady/shared';
import { REASON_LABEL, STEPS, type Draft } from '../lib/steps';

/**
 * The plan as a printed page: shown on paper only (the editor is hidden there), with what is written
 * in each step, the 988 Lifeline, the Crisis Text Line and 911.
 */
export function SafetyPlanPrint({ draft }: { draft: Draft }) {
  return (
    <div className="hidden text-black print:block" data-testid="safety-plan-print">
      <ol className="grid gap-4" aria-label="My safety plan">
        {STEPS.map((step) => {
          const lines =
            step.kind === 'text'
              ? draft[step.key].map((r) => r.value.trim()).filter(Boolean)
              : draft[step.key].filter((r) => r.name.trim()).map((r) => (r.phone.trim() ? `${r.name.trim()}: ${r.phone.trim()}` : r.name.trim()));
          if (step.key === 'professionals') lines.push(`${SAFETY_PLAN_CRISIS_LINE.name}: ${SAFETY_PLAN_CRISIS_LINE.phone}`);
          return (
            <li key={step.key} className="break-inside-avoid">
              <h3 className="font-semibold">
                Step {step.step}: {step.title}
              </h3>
              {lines.length ? (
                <ul className="list-disc pl-6">
                  {lines.map((l, i) => (
                    <li key={i}>{l}</li>
                  ))}
                </ul>
              ) : (
                <p className="border-b border-dotted border-black/50 pb-4" />
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-4 break-inside-avoid">
        <h3 className="font-semibold">{REASON_LABEL}:</h3>
        <p>{draft.reasonForLiving.trim() || '\u00a0'}</p>
      </div>
      <p className="mt-6 border-t border-black/40 pt-3 text-sm">
        Call or text 988 (Suicide &amp; Crisis Lifeline) · Text HOME to 741741 (Crisis Text Line) · In immediate danger, call 911.
      </p>
    </div>
  );
}
