import * as z from 'zod';
import { CIRCLE } from '../domain/circle.js';
import { PathId, Role } from './common.js';
import { ConnectionStatus, RelationshipType } from './care-team.js';
import { PhoneNumber } from './users.js';

/**
 * The Support Circle (docs/architecture.md, "Support Circle"): invites, requests, connections.
 * A connection's `id` is the other person's user id (the member's for the patient, the patient's
 * for the member), so every connection route is one GetItem.
 */

export const CirclePermissions = z.object({
  canViewEntries: z.boolean({ error: 'canViewEntries must be true or false' }).default(false),
  canCommentEntries: z.boolean({ error: 'canCommentEntries must be true or false' }).default(false),
  canEditWorkspaces: z.boolean({ error: 'canEditWorkspaces must be true or false' }).default(false),
});
export type CirclePermissions = z.output<typeof CirclePermissions>;
/** Permissions as an answer reports them: all three, always (no request defaults to fill in). */
export const GrantedPermissions = z.object({ canViewEntries: z.boolean(), canCommentEntries: z.boolean(), canEditWorkspaces: z.boolean() });

/**
 * `member`: the invitee joins the inviter's circle with the permissions given here.
 * `client`: a coach or therapist invites a client; the inviter joins the client's circle, and the
 * client chooses the permissions when accepting.
 */
export const InviteDirection = z.enum(['member', 'client']);
export type InviteDirection = z.infer<typeof InviteDirection>;

export const RELATIONSHIP_MESSAGE = 'Please choose a relationship: friend, family, coach, therapist or service provider';

export const CreateCircleInviteBody = /* @__PURE__ */ z.object({
  relationshipType: z.enum(RelationshipType.options, { error: RELATIONSHIP_MESSAGE }),
  message: z.string({ error: 'message must be text' }).trim().max(CIRCLE.messageMax, `Message must be under ${CIRCLE.messageMax} characters`).default(''),
  permissions: CirclePermissions.default({ canViewEntries: false, canCommentEntries: false, canEditWorkspaces: false }),
  direction: InviteDirection.default('member'),
  /** Optional: the invitee's phone number, so the invite also appears in their Requests tab. */
  phoneNumber: PhoneNumber.optional(),
  /** Sent by the spec's client; when present it must be the caller. */
  userId: z.string().optional(),
});
export type CreateCircleInviteBody = z.input<typeof CreateCircleInviteBody>;

export const CircleInviteStatus = z.enum(['active', 'used', 'expired', 'revoked', 'declined']);
export type CircleInviteStatus = z.infer<typeof CircleInviteStatus>;

export const PersonRef = z.object({ id: z.string(), name: z.string() });

/** One of my invites (Invite Links tab). The link is there only while the invite can still be used. */
export const CircleInvite = z.object({
  id: z.string(),
  relationshipType: RelationshipType,
  direction: InviteDirection,
  message: z.string(),
  permissions: GrantedPermissions,
  status: CircleInviteStatus,
  /** `{origin}/circle/accept/{token}`; null once used, expired, revoked or declined. */
  link: z.string().nullable(),
  inviteePhoneNumber: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  usedBy: PersonRef.nullable(),
  revokedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type CircleInvite = z.infer<typeof CircleInvite>;

export const CircleInviteList = z.object({ invites: z.array(CircleInvite) });
export type CircleInviteList = z.infer<typeof CircleInviteList>;

/** What the accept page shows before Accept or Decline. */
export const CircleInvitePreview = z.object({
  inviter: PersonRef.extend({ role: Role }),
  relationshipType: RelationshipType,
  direction: InviteDirection,
  message: z.string(),
  permissions: GrantedPermissions,
  /** Plain words for exactly what is shared (`circleShares`); for a client invite, with the permissions given. */
  shares: z.array(z.string()),
  /** A client invite: the person accepting chooses the permissions. */
  choosePermissions: z.boolean(),
  isOwn: z.boolean(),
  expiresAt: z.string(),
});
export type CircleInvitePreview = z.infer<typeof CircleInvitePreview>;

/** An invite addressed to my phone number (Requests tab); the token lets me accept or decline it. */
export const ReceivedCircleInvite = CircleInvitePreview.omit({ isOwn: true }).extend({ id: z.string(), token: z.string(), createdAt: z.string() });
export type ReceivedCircleInvite = z.infer<typeof ReceivedCircleInvite>;
export const ReceivedCircleInviteList = z.object({ invites: z.array(ReceivedCircleInvite) });
export type ReceivedCircleInviteList = z.infer<typeof ReceivedCircleInviteList>;

export const AcceptCircleInviteBody = z.object({
  /** Only for a client invite (a coach or therapist joins my circle): what I let them do. */
  permissions: CirclePermissions.optional(),
  /** Sent by some clients; when present it must be the caller. */
  userId: z.string().optional(),
});
export type AcceptCircleInviteBody = z.input<typeof AcceptCircleInviteBody>;

/** A connection as either side sees it (the client view, plus the permissions). */
export const CircleConnection = z.object({
  /** The other person's user id: the `{connectionId}` of the connection routes. */
  id: z.string(),
  /** Whose circle it is, and who is the member. */
  patientId: z.string(),
  memberId: z.string(),
  relationshipType: RelationshipType,
  status: ConnectionStatus,
  connectionName: z.string(),
  connectionRole: Role,
  connectionBio: z.string().nullable(),
  connectionSpecialties: z.array(z.string()),
  isVerifiedCoach: z.boolean(),
  /** The coach's or therapist's photo (GET /api/coaches/{id}/photo) changes with this; null without one. */
  connectionPhotoVersion: z.string().nullable(),
  connectedAt: z.string(),
  totalSessions: z.number().int().min(0),
  canViewEntries: z.boolean(),
  canCommentEntries: z.boolean(),
  canEditWorkspaces: z.boolean(),
});
export type CircleConnection = z.infer<typeof CircleConnection>;

/** My circle (the people I share with) and the circles I am in (people I support). Active and paused only. */
export const CircleOverview = z.object({
  connections: z.array(CircleConnection),
  memberOf: z.array(CircleConnection),
});
export type CircleOverview = z.infer<typeof CircleOverview>;

export const AcceptCircleInviteResponse = z.object({ connection: CircleConnection });
export type AcceptCircleInviteResponse = z.infer<typeof AcceptCircleInviteResponse>;

export const UPDATE_CONNECTION_EMPTY = 'Nothing to change: send a status or a permission';

export const UpdateCircleConnectionBody = z
  .object({
    status: z.enum(['active', 'paused', 'removed'], { error: 'status must be active, paused or removed' }).optional(),
    canViewEntries: z.boolean({ error: 'canViewEntries must be true or false' }).optional(),
    canCommentEntries: z.boolean({ error: 'canCommentEntries must be true or false' }).optional(),
    canEditWorkspaces: z.boolean({ error: 'canEditWorkspaces must be true or false' }).optional(),
    userId: z.string().optional(),
  })
  .refine((b) => b.status !== undefined || b.canViewEntries !== undefined || b.canCommentEntries !== undefined || b.canEditWorkspaces !== undefined, {
    message: UPDATE_CONNECTION_EMPTY,
  });
export type UpdateCircleConnectionBody = z.input<typeof UpdateCircleConnectionBody>;

export const CircleConnectionParams = z.object({ id: PathId, connectionId: PathId });
export const CircleInviteIdParams = z.object({ id: PathId, inviteId: PathId });
export const CircleTokenParams = z.object({ token: PathId });
