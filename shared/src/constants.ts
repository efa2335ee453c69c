/**
 * The product's fixed numbers (limits, timings, thresholds) and its defaults, named.
 * Server and client both read them from here; nothing else hard-codes them.
 */

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  maxWidthPx: 420,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const REDIRECT_AFTER_LOGIN_MS = 500;
export const REDIRECT_AFTER_REGISTRATION_MS = 1500;

export const STREAK_THRESHOLDS = [3, 7, 14, 30] as const;
export const ENTRY_THRESHOLDS = [10, 20, 50] as const;
/** Word count is shown in thousands with one decimal; mood average with one decimal out of 10. */
export const WORD_COUNT_DIVISOR = 1000;
export const DISPLAY_DECIMALS = 1;
export const MOOD_SCALE_MAX = 10;
export const MOOD_SCALE_MIN = 1;

export const JOURNAL = {
  titleMax: 200,
  contentMin: 10,
  contentMax: 5000,
  cardPreviewChars: 300,
  artifactCardChars: 200,
  fetchLimit: 100,
} as const;

export const DASHBOARD = {
  recentEntries: 3,
  entryPreviewChars: 150,
  themesPerEntry: 2,
  wordsPerMinuteReading: 200,
  dateFormat: 'MMM d, yyyy h:mm a',
  artifactsInBanner: 3,
  artifactBannerChars: 80,
  skeletonRows: 3,
} as const;

export const INSIGHTS = {
  dominantThemes: 3,
  recommendations: 2,
  recommendationChars: 80,
  insightPreviewChars: 100,
} as const;

/** Mood filter bands: high 8 and above, medium 6 up to under 8, low under 6. */
export const MOOD_BANDS = {
  high: { min: 8, label: 'High (8-10)' },
  medium: { min: 6, max: 8, label: 'Medium (6-7)' },
  low: { max: 6, label: 'Low (1-5)' },
} as const;

export const DEFAULTS = {
  callTime: '19:00',
  timeZone: 'America/New_York',
  maxCallDuration: 600,
  role: 'user',
  communityMaxMembers: 25,
  sessionDurationMinutes: 60,
  goalPriority: 3,
  habitTarget: 1,
  habitUnit: 'times',
  partColor: '#6B7280',
  journalVisibility: 'private',
} as const;

export const MAX_CALL_DURATION = { min: 60, max: 1800, step: 30 } as const;
export const GOAL_PRIORITY = { min: 1, max: 5, default: 3 } as const;

export const PART_COLORS = ['#6B7280', '#EF4444', '#F59E0B', '#10B981', '#3B82F6', '#8B5CF6', '#EC4899', '#14B8A6'] as const;

/** Settings: every 30 minutes from 6:00 to 23:30. */
export const SETTINGS_CALL_TIMES: readonly string[] = Array.from({ length: 36 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Registration: 6:00 PM to 9:00 PM in 30-minute steps. */
export const REGISTRATION_CALL_TIMES: readonly string[] = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];

/**
 * What a person consents to in the first-run onboarding, each stored with when and which version of
 * the text (docs/architecture.md, "First-run onboarding and consent"). A version is the date its text
 * last changed: the legal pages' "last updated" date, and the date of the in-app wording for calls and
 * text messages. Changing a text means a new version here, and people are asked again.
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'callRecording', 'sms'] as const;
export const CONSENT_VERSIONS = { terms: '2025-06-05', privacy: '2025-06-05', callRecording: '2026-11-23', sms: '2026-11-23' } as const;
/** Without these two nobody can use Steady; calls and text messages are each a separate choice. */
export const REQUIRED_CONSENTS = ['terms', 'privacy'] as const;

/** The steps of the first-run onboarding (`/welcome`), in order. */
export const ONBOARDING_STEPS = ['consent', 'timeZone', 'callTime', 'emergencyContact', 'safetyPlan', 'inviteCode'] as const;
/** Steps a person may skip (remembered on the server; the dashboard lists them until done or dismissed). */
export const SKIPPABLE_STEPS = ['emergencyContact', 'safetyPlan', 'inviteCode'] as const;

export const TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time' },
  { value: 'America/Chicago', label: 'Central Time' },
  { value: 'America/Denver', label: 'Mountain Time' },
  { value: 'America/Los_Angeles', label: 'Pacific Time' },
  { value: 'America/Phoenix', label: 'Arizona Time' },
  { value: 'America/Anchorage', label: 'Alaska Time' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time' },
] as const;
export const TIME_ZONE_VALUES = TIME_ZONES.map((z) => z.value) as [string, ...string[]];

export const GOAL_TYPES = ['short_term', 'long_term'] as const;
export const GOAL_CATEGORIES = ['career', 'health', 'relationships', 'personal', 'financial', 'education', 'creative'] as const;
export const CHECKLIST_CATEGORIES = ['daily', 'weekly', 'monthly', 'project'] as const;
export const RECURRENCE_PATTERNS = ['daily', 'weekly', 'monthly'] as const;

export const PICKER_ITEMS_SHOWN = 4;

export const COACH_CHAT_CONTEXT = { recentEntries: 5, weeklyAnalyses: 3 } as const;

export const PRICE = { centsPerDollar: 100, decimals: 2, coachRateDecimals: 0 } as const;
export const RATING_STARS = 5;

export const SESSION_TYPES = [
  { value: 'consultation', minutes: 60 },
  { value: 'coaching', minutes: 60 },
  { value: 'follow-up', minutes: 30 },
  { value: 'intensive', minutes: 90 },
] as const;

export const HABIT_CATEGORIES = ['health', 'productivity', 'mindfulness', 'learning', 'social', 'creative', 'financial', 'other'] as const;
export const HABIT_FREQUENCIES = ['daily', 'weekly', '3x_week', 'weekdays', 'weekends', 'custom'] as const;
export const HABIT_PROGRESS_STEP = 0.1;
export const MOOD_LABELS = { 1: 'Very Low', 10: 'Outstanding' } as const;

export const SUPPORT_CATEGORIES = ['technical', 'account', 'billing', 'feature', 'privacy', 'other'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const SUPPORT_DEFAULT_PRIORITY = 'medium';

export const RECENT_ACTIVITY_ITEMS = 5;
export const COACH_OVERVIEW_ITEMS = 5;

export const COACH_RATE = { min: 25, max: 500, default: 75 } as const;
export const COACH_SESSION_DURATIONS = [30, 45, 60, 90] as const;
export const COACH_DEFAULT_HOURS = { start: '09:00', end: '17:00' } as const;

export const SUPPORT = {
  hours: 'Weekdays 9 AM to 6 PM EST',
  replyWithinHours: 24,
  dataRemovalDays: 30,
  email: 'support@steady.health',
} as const;

export const LIVE_CHANNEL = {
  maxReconnects: 5,
  backoffStartMs: 1000,
  backoffMaxMs: 30_000,
  defaultDevPort: 5000,
  normalCloseCode: 1000,
} as const;

export const COPY_CONFIRMATION_MS = 2000;

/** Client cache: the auth user record is cached 5 minutes; everything else is never stale. */
export const USER_RECORD_STALE_MS = 5 * 60 * 1000;

export const PHONE_DEFAULT_COUNTRY = 'US';
export const PASSWORD_MIN_LENGTH = 8;

/** Tags on a journal entry (trimmed, lowercased, de-duplicated; the bounds keep an entry readable). */
export const TAGS = { maxCount: 20, maxLength: 40, maxInput: 100 } as const;

/** Artifacts page: card colours cycle through this many styles. */
export const ARTIFACT_CARD_STYLES = 6;
/** Artifact cards show up to this many themes, then '+N'. */
export const ARTIFACT_CARD_THEMES = 3;

/** Support Center form bounds (the spec names the fields; the bounds keep a request readable). */
export const SUPPORT_LIMITS = { nameMax: 100, emailMax: 254, subjectMax: 200, messageMax: 5000 } as const;
/** Special achievements: first entry, and words written. */
export const WORD_THRESHOLDS = { firstWords: 1000, wordsmith: 10_000 } as const;

/** The safety plan's limits: items per list, characters per item, characters of the reason for living. */
export const SAFETY_PLAN_LIMITS = { items: 20, itemChars: 200, reasonChars: 500 } as const;
