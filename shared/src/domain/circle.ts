/**
 * The Support Circle's rules that server and screens share (docs/architecture.md, "Support Circle"):
 * how long an invite lasts, how many a person may make, and the plain words for exactly what an
 * invite shares, shown on the accept page and the Requests tab before anyone says yes.
 */

export const CIRCLE = {
  /** An invite link is valid for 7 days after it is made, and for one use. */
  inviteValidDays: 7,
  /** At most 20 invites per person per UTC day (429 with Retry-After beyond). */
  invitesPerDay: 20,
  messageMax: 500,
  /** The Copy button says "Copied" for 2 seconds. */
  copiedMs: 2000,
} as const;

export type CircleRelationship = 'friend' | 'family' | 'coach' | 'therapist' | 'service_provider';

export interface CircleGrant {
  canViewEntries: boolean;
  canCommentEntries: boolean;
  canEditWorkspaces: boolean;
}

/** Words for a relationship type, as the screens show them. */
export const RELATIONSHIP_LABEL: Record<CircleRelationship, string> = {
  friend: 'Friend',
  family: 'Family',
  coach: 'Coach',
  therapist: 'Therapist',
  service_provider: 'Service provider',
};

const CARE_TEAM = new Set<CircleRelationship>(['coach', 'therapist']);

export const isCareTeamRelationship = (r: CircleRelationship): boolean => CARE_TEAM.has(r);

/**
 * What a connection with these permissions opens, in the words shown before anyone says yes (the accept
 * page, the Requests tab, the invite dialog). It follows the server's rules: entries by their visibility
 * (shared/src/domain/visibility.ts), the `careTeam:viewEntries` routes (habits, safety plan) and the crisis
 * alerts that reach coaches and therapists who may view entries (docs/architecture.md).
 *
 * Without `sharer`, it speaks to the person who shares (the patient): "Journal entries you share…".
 * With `sharer` (their name), it speaks to the member who will see: "Journal entries Alex shares…".
 */
export function circleShares(relationshipType: CircleRelationship, grant: CircleGrant, sharer?: string): string[] {
  const careTeam = isCareTeamRelationship(relationshipType);
  const lines: string[] = [];
  if (sharer === undefined) {
    lines.push('Your name, and that you are connected');
    if (grant.canViewEntries) {
      lines.push(
        careTeam
          ? 'Journal entries you share with your coaches and therapists or with your Support Circle (never your private entries)'
          : 'Journal entries you share with your Support Circle (never your private entries)',
      );
      lines.push('Your wellness habits and your safety plan');
      if (careTeam) lines.push(`Your ${relationshipType} is alerted if you write about being in danger`);
    } else {
      lines.push('None of your journal entries');
    }
    if (grant.canCommentEntries) lines.push('They can comment on the entries they can see');
    if (grant.canEditWorkspaces) lines.push('They can edit shared workspaces with you');
    lines.push('You can change, pause or remove this at any time in My Circle');
    return lines;
  }
  if (grant.canViewEntries) {
    lines.push(
      careTeam
        ? `You will see the journal entries ${sharer} shares with coaches and therapists or with their Support Circle (never private ones)`
        : `You will see the journal entries ${sharer} shares with their Support Circle (never private ones)`,
    );
    lines.push(`Their wellness habits and their safety plan`);
    if (careTeam) lines.push(`You are alerted if ${sharer} writes about being in danger`);
  } else {
    lines.push(`You will not see ${sharer}'s journal entries until they allow it`);
  }
  if (grant.canCommentEntries) lines.push('You can comment on the entries you can see');
  if (grant.canEditWorkspaces) lines.push('You can edit shared workspaces with them');
  lines.push(`${sharer} sees your name, and can change or end this at any time; you can leave at any time`);
  return lines;
}
