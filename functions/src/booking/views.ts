import { SESSION_TYPE_NAMES, refundable, type CoachingSession } from '@steady/shared';
import type { EntityItem } from 'electrodb';
import type { CoachingSessionEntity } from './store.js';

type SessionItem = EntityItem<typeof CoachingSessionEntity>;

/** A stored session as the API shows it, its status as of `now`: pure, so a reader of sessions need not load the booking service. */
export function toSession(item: SessionItem, now: Date): CoachingSession {
  const over = Date.parse(item.endsAt) <= now.getTime();
  const lapsed = item.status === 'pending' && (item.holdExpiresAt ?? '') <= now.toISOString();
  const status = item.status === 'scheduled' && over ? 'completed' : lapsed ? 'expired' : item.status;
  return {
    id: item.sessionId,
    userId: item.userId,
    coachId: item.coachId,
    clientName: item.clientName,
    coachName: item.coachName,
    title: `${SESSION_TYPE_NAMES[item.sessionType]} session with ${item.coachName}`,
    scheduledAt: item.scheduledAt,
    endsAt: item.endsAt,
    duration: item.duration,
    sessionType: item.sessionType,
    notes: item.notes,
    status,
    price: item.price,
    paymentStatus: lapsed && item.paymentStatus === 'pending' ? 'unpaid' : item.paymentStatus,
    holdExpiresAt: status === 'pending' ? (item.holdExpiresAt ?? null) : null,
    cancelledAt: item.cancelledAt ?? null,
    refundable: (status === 'scheduled' || status === 'pending') && item.paymentStatus === 'paid' && refundable(item.scheduledAt, now),
    createdAt: item.createdAt,
  };
}
