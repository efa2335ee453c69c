import * as z from 'zod';
import { Achievement } from './achievements.js';
import { PathId } from './common.js';
import { PhoneNumber } from './users.js';

/**
 * Friends (spec sections 2, 3 and 7; docs/architecture.md, "Friends"): friend requests by phone
 * number, single-use invite links, and what friends see of each other (name, streak, unlocked
 * achievements, `public` entries).
 */
export const FRIENDS = {
  /** An invite link works for 7 days, once. */
  inviteValidDays: 7,
  /** Friend requests a person may send per hour, and invite links they may create per day. */
  requestsPerHour: 10,
  invitesPerDay: 20,
  /** A friend's public entries per page. */
  entriesPageDefault: 20,
  entriesPageMax: 50,
} as const;

export const FRIEND_MESSAGES = {
  requestSent: 'If that number belongs to a Steady account, they will see your friend request.',
  requestYourself: 'You cannot send a friend request to yourself.',
  requestRateLimited: 'You have sent too many friend requests. Please try again later.',
  inviteRateLimited: 'You have created too many invite links today. Please try again tomorrow.',
  inviteNotFound: 'This invite link is not valid. Ask your friend for a new one.',
  inviteUsed: 'This invite link has already been used. Ask your friend for a new one.',
  inviteExpired: 'This invite link has expired. Ask your friend for a new one.',
  inviteRevoked: 'This invite link was revoked. Ask your friend for a new one.',
  inviteOwn: 'This is your own invite link. Share it with a friend instead.',
  requestNotFound: 'Friend request not found',
  friendNotFound: 'Friend not found',
} as const;

/** A friend (id, name, createdAt), with their current streak. */
export const Friend = z.object({
  id: z.string(),
  name: z.string(),
  /** When they became friends. */
  createdAt: z.string(),
  currentStreak: z.number().int().min(0),
});
export type Friend = z.infer<typeof Friend>;
export const FriendList = z.array(Friend);

/** A pending friend request to the caller (id, requesterName). */
export const FriendRequest = z.object({ id: z.string(), requesterName: z.string(), createdAt: z.string() });
export type FriendRequest = z.infer<typeof FriendRequest>;
export const FriendRequestList = z.array(FriendRequest);

export const FriendInviteStatus = z.enum(['active', 'used', 'expired']);
export type FriendInviteStatus = z.infer<typeof FriendInviteStatus>;

/**
 * An invite link (id, token, createdAt, expiresAt, usedAt). `path` is the link
 * without the origin (`/friends/accept/{token}`): the app adds its own origin.
 */
export const FriendInvite = z.object({
  id: z.string(),
  token: z.string(),
  path: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** Who accepted it. */
  usedByName: z.string().nullable(),
  status: FriendInviteStatus,
});
export type FriendInvite = z.infer<typeof FriendInvite>;
export const FriendInviteList = z.array(FriendInvite);

/** What the accept page shows before accepting. */
export const FriendInvitePreview = z.object({
  inviterName: z.string(),
  expiresAt: z.string(),
  /** The caller is already the inviter's friend: accepting changes nothing. */
  alreadyFriends: z.boolean(),
});
export type FriendInvitePreview = z.infer<typeof FriendInvitePreview>;

/** Accepting an invite or a request: the new friend (or the existing one). */
export const FriendAccepted = z.object({ friend: Friend, alreadyFriends: z.boolean() });
export type FriendAccepted = z.infer<typeof FriendAccepted>;

export const SendFriendRequestBody = /* @__PURE__ */ z.object({ phoneNumber: PhoneNumber });
export type SendFriendRequestBody = z.input<typeof SendFriendRequestBody>;

/** The same answer whether or not the number has an account (no user enumeration). */
export const FriendRequestReceipt = z.object({ message: z.string() });
export type FriendRequestReceipt = z.infer<typeof FriendRequestReceipt>;

/** An invite token: hex, at most 64 characters (the links carry 48). */
export const InviteToken = z
  .string()
  .min(1, 'Invalid invite link')
  .max(64, 'Invalid invite link')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid invite link');

export const FriendTokenParams = z.object({ token: InviteToken });
export const FriendRequestParams = z.object({ id: PathId, requestId: PathId });
export const FriendInviteParams = z.object({ id: PathId, inviteId: PathId });
export const FriendParams = z.object({ id: PathId, friendId: PathId });

/** What a friend sees of a friend. */
export const FriendProfile = Friend.extend({
  longestStreak: z.number().int().min(0),
  /** Unlocked achievements only. */
  achievements: z.array(Achievement),
});
export type FriendProfile = z.infer<typeof FriendProfile>;

/** A friend's `public` entry: what they wrote, without mood estimates or crisis flags. */
export const FriendEntry = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  themes: z.array(z.string()),
  wordCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type FriendEntry = z.infer<typeof FriendEntry>;
export const FriendEntryList = z.array(FriendEntry);

export const FriendEntriesQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FRIENDS.entriesPageMax, `limit must be at most ${FRIENDS.entriesPageMax}`)
    .default(FRIENDS.entriesPageDefault),
  cursor: z.string().max(2048).optional(),
});
export type FriendEntriesQuery = z.input<typeof FriendEntriesQuery>;
