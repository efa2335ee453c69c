/**
 * Crisis alerts for the care team (docs/architecture.md, "Crisis alerts for the care team"): the
 * rules shared by the functions that raise, fold, re-send and show them.
 */

export const CRISIS_ALERTS = {
  /** Crisis language from the same patient within this long of an unacknowledged alert folds into it. */
  foldWindowMs: 60 * 60_000,
  /** An unacknowledged urgent alert is sent again (SMS and push) once, this long after it was sent. */
  resendAfterMs: 15 * 60_000,
  /** The app path of the Crisis Alerts screen. */
  path: '/crisis-alerts',
} as const;

/** The alert's place in the app: `/crisis-alerts?alert={alertId}` (relative; absolute with an origin). */
export function crisisAlertLink(alertId: string, origin = ''): string {
  return `${origin.replace(/\/$/, '')}${CRISIS_ALERTS.path}?alert=${encodeURIComponent(alertId)}`;
}

/**
 * The text message a coach or therapist receives: no name, no words of the patient, only where to
 * look. A text message passes through carriers and sits on a lock screen, so it carries no PHI.
 */
export function crisisAlertSms(link: string): string {
  return `Steady: a client may need support. Open ${link}`;
}

const RANK = { none: 0, concern: 1, urgent: 2 } as const;

/** The higher of two crisis levels. */
export function higherLevel<L extends keyof typeof RANK>(a: L, b: L): L {
  return RANK[b] > RANK[a] ? b : a;
}
