import type { Agenda, DashboardStats, FormAssignment, JournalEntry, PublicUser, UserSettings } from '@steady/shared';
import { defaultSettings } from '@steady/shared';

export const USER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

export const testUser: PublicUser = { id: USER_ID, name: 'Jordan Rivera', phoneNumber: '+14155550123', role: 'user' };

export function makeEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: overrides.id ?? `01J${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
    userId: USER_ID,
    title: 'Evening check-in',
    content: 'Today was steady. I went to group, called my sponsor, and took a long walk after dinner.',
    transcription: null,
    moodScore: 7,
    moodSource: 'self',
    sentiment: 'positive',
    themes: ['gratitude', 'connection'],
    wordCount: 18,
    callDuration: null,
    source: 'manual',
    isArtifact: false,
    crisisDetected: false,
    crisisLevel: overrides.crisisDetected ? 'urgent' : 'none',
    speakingAsPartId: null,
    visibility: 'private',
    version: 1,
    createdAt: '2025-06-05T23:30:00.000Z',
    updatedAt: '2025-06-05T23:30:00.000Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    totalEntries: 12,
    journalStreak: 4,
    longestJournalStreak: 9,
    streakBroken: false,
    averageMood: 6.75,
    moodCount: 4,
    totalWords: 2345,
    achievement: '3 more days to unlock Week Champion',
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return { ...defaultSettings(USER_ID, 'America/New_York', '19:00', '2025-06-01T00:00:00.000Z'), ...overrides };
}

/** The dashboard's agenda (`GET …/agenda`): nothing open, no sessions, no artifacts unless given. */
export function makeAgenda(overrides: Partial<Agenda> = {}): Agenda {
  return { forms: [], sessions: [], artifacts: { recent: [], total: 0 }, ...overrides };
}

/** A client's form assignment, pending with no due date unless given. */
export function makeAssignment(overrides: Partial<FormAssignment> = {}): FormAssignment {
  return {
    id: 'as1',
    formId: 'f1',
    formTitle: 'Weekly check-in',
    formDescription: null,
    instrument: null,
    userId: USER_ID,
    userName: 'Jordan Rivera',
    assignedBy: 'coach1',
    assignedByName: 'Dr. Maya Chen',
    dueDate: null,
    status: 'pending',
    priority: 'normal',
    reminderEnabled: true,
    recurrence: 'none',
    recurrenceInterval: null,
    recurrenceUnit: null,
    completedAt: null,
    responseId: null,
    score: null,
    band: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
