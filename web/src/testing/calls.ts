import type { CallRecord } from '@steady/shared';
import { USER_ID } from './data';

export function makeCall(overrides: Partial<CallRecord> = {}): CallRecord {
  return {
    id: 'CAabcdef0123456789',
    userId: USER_ID,
    phoneNumber: '+14155550123',
    status: 'queued',
    trigger: 'manual',
    duration: null,
    recordingUrl: null,
    transcriptionText: null,
    journalEntryId: null,
    providerCallId: null,
    answeredBy: null,
    crisisDetected: false,
    createdAt: '2025-06-05T23:30:00.000Z',
    updatedAt: '2025-06-05T23:30:00.000Z',
    ...overrides,
  };
}
