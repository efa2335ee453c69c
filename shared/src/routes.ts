/**
 * The route manifest (docs/architecture.md, "Layout"): one row per API route. CDK builds API Gateway routes
 * from it, the local gateway mounts the same rows, and the authorization and fuzz suites iterate it.
 * A route that is not here does not exist.
 */
import type { z } from 'zod';
import { UserIdParams } from './contracts/common.js';
import { HealthResponse } from './contracts/health.js';
import { CreateEntryBody, DashboardStats, JournalEntry, JournalEntryList, ListEntriesQuery } from './contracts/journal.js';
import { EntryIdParams, UpdateArtifactBody, UpdateTagsBody, UserEntryParams } from './contracts/journal.js';
import { UpdateSettingsBody, UserSettings } from './contracts/settings.js';
import {
  AiCoach,
  Checklist,
  ChecklistIdParams,
  ChecklistList,
  UpdateChecklistBody,
  UpdateExperimentBody,
  UpdateGoalBody,
  UpdatePartBody,
  UpdateRoutineBody,
  GoalIdParams,
  PartIdParams,
  ExperimentIdParams,
  RoutineIdParams,
  CreateChecklistBody,
  CreateGoalBody,
  CreatePartBody,
  CreateExperimentBody,
  CreateRoutineBody,
  DeletionRequest,
  Experiment,
  ExperimentList,
  Goal,
  GoalList,
  HabitSystem,
  Part,
  PartList,
  Routine,
  RoutineList,
  SetCurrentCoachBody,
  SetCurrentSystemBody,
} from './contracts/planning.js';
import { PublicUser, RegisterBody, RegisterResponse } from './contracts/users.js';
import { SupportRequestBody, SupportRequestReceipt } from './contracts/support.js';
import { AchievementList } from './contracts/achievements.js';
import {
  CallHistory,
  CallRecord,
  TwilioCallQuery,
  TwilioGatherBody,
  TwilioGatherQuery,
  TwilioRecordingBody,
  TwilioStatusBody,
  TwilioVoiceBody,
} from './contracts/calls.js';
import { ListInsightsQuery, MonthlyReportList, UnifiedAnalysisResponse, WeeklyAnalysisList } from './contracts/insights.js';
import { PromptCategoryParams, PromptList, PromptsQuery } from './contracts/prompts.js';
import { CoachChatBody, CoachChatResponse } from './contracts/ai-coach.js';
import { AlertIdParams, CrisisAlert, CrisisAlertList } from './contracts/care-team.js';
import {
  CreateHabitBody,
  CreateHabitEntryBody,
  Habit,
  HabitEntry,
  HabitEntryList,
  HabitIdParams,
  HabitList,
  HabitSummary,
  UpdateHabitBody,
} from './contracts/habits.js';
import { CareTeamContactList, SafetyPlan, SafetyPlanBody } from './contracts/safety-plan.js';
import {
  CommentIdParams,
  CommentUnread,
  ConversationList,
  ConversationParams,
  CreateCommentBody,
  CreatedComment,
  EntryCommentsResponse,
  ListMessagesQuery,
  MarkReadResponse,
  MessageList,
  SendMessageBody,
  SentMessage,
} from './contracts/conversations.js';

export const DOMAINS = [
  'health',
  'users',
  'journal',
  'settings',
  'support',
  'achievements',
  'habits',
  'coaching',
  'coach',
  'insights',
  'calls',
  'conversations',
] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Circle-connection permissions a care-team policy can require. */
export type CarePermission = 'viewEntries' | 'commentEntries' | 'editWorkspaces';

/**
 * Who may call a route (docs/architecture.md, "Identity and authorization"):
 * - public: anyone; no token needed.
 * - self: the path `{id}` is the caller.
 * - authenticated: any signed-in caller; the route acts on the caller's own data (a body `userId` must be the caller).
 * - careTeam:<permission>: the caller is `{id}`, or has an active circle connection to `{id}` with that permission.
 * - coach: the caller's role is coach or therapist. admin: the caller is an admin.
 * - owner:<resource>: the resource addressed by its own id is loaded and its owner checked.
 * - twilio / stripe: the webhook signature is checked.
 */
export type Policy = 'public' | 'authenticated' | 'self' | `careTeam:${CarePermission}` | 'coach' | 'admin' | `owner:${string}` | 'twilio' | 'stripe';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  domain: Domain;
  policy: Policy;
  summary: string;
  /** HTTP status of a success. */
  status?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export const routes = [
  {
    method: 'GET',
    path: '/api/health',
    domain: 'health',
    policy: 'public',
    summary: 'Liveness and mode',
    response: HealthResponse,
  },
  {
    method: 'POST',
    path: '/api/register',
    domain: 'users',
    policy: 'public',
    summary: 'Create an account: Cognito user, user record, default settings and stats',
    status: 201,
    body: RegisterBody,
    response: RegisterResponse,
  },
  {
    method: 'GET',
    path: '/api/users/{id}',
    domain: 'users',
    policy: 'self',
    summary: 'Read a user (id, name, phone number, role)',
    params: UserIdParams,
    response: PublicUser,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/stats',
    domain: 'journal',
    policy: 'careTeam:viewEntries',
    summary: 'Dashboard stats from the one stats item',
    params: UserIdParams,
    response: DashboardStats,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/journal-entries',
    domain: 'journal',
    policy: 'careTeam:viewEntries',
    summary: 'Journal entries, newest first',
    params: UserIdParams,
    query: ListEntriesQuery,
    response: JournalEntryList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/journal-entries',
    domain: 'journal',
    policy: 'self',
    summary: 'Create a manual entry; analysed, and counted in stats in the same transaction',
    status: 201,
    params: UserIdParams,
    body: CreateEntryBody,
    response: JournalEntry,
  },
  // Journal: tags and artifacts.
  {
    method: 'PATCH',
    path: '/api/users/{id}/journal-entries/{entryId}/tags',
    domain: 'journal',
    policy: 'self',
    summary: "Replace an entry's tags (normalised: trimmed, lowercased, de-duplicated)",
    params: UserEntryParams,
    body: UpdateTagsBody,
    response: JournalEntry,
  },
  {
    method: 'PATCH',
    path: '/api/journal-entries/{entryId}/artifact',
    domain: 'journal',
    policy: 'owner:journalEntry',
    summary: 'Store an entry as an artifact, or remove it from the artifacts',
    params: EntryIdParams,
    body: UpdateArtifactBody,
    response: JournalEntry,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/artifacts',
    domain: 'journal',
    policy: 'careTeam:viewEntries',
    summary: 'Entries stored as artifacts, newest first (sparse index gsi2)',
    params: UserIdParams,
    response: JournalEntryList,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/settings',
    domain: 'settings',
    policy: 'self',
    summary: 'Read settings',
    params: UserIdParams,
    response: UserSettings,
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/settings',
    domain: 'settings',
    policy: 'self',
    summary: 'Save settings',
    params: UserIdParams,
    body: UpdateSettingsBody,
    response: UserSettings,
  },
  // Settings screen: goals, checklists, parts, current coach and system, account deletion.
  {
    method: 'GET',
    path: '/api/users/{id}/goals',
    domain: 'settings',
    policy: 'self',
    summary: 'Goals, newest first',
    params: UserIdParams,
    response: GoalList,
  },
  {
    method: 'POST',
    path: '/api/goals',
    domain: 'settings',
    policy: 'authenticated',
    summary: 'Create a goal for the caller (a body userId must be the caller)',
    status: 201,
    body: CreateGoalBody,
    response: Goal,
  },
  {
    method: 'PATCH',
    path: '/api/goals/{goalId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Edit one of the caller's goals (partial, create's validation; another's id is a 404)",
    params: GoalIdParams,
    body: UpdateGoalBody,
    response: Goal,
  },
  {
    method: 'DELETE',
    path: '/api/goals/{goalId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Delete one of the caller's goals (another's id is a 404)",
    status: 204,
    params: GoalIdParams,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/checklists',
    domain: 'settings',
    policy: 'self',
    summary: 'Checklists, newest first',
    params: UserIdParams,
    response: ChecklistList,
  },
  {
    method: 'POST',
    path: '/api/checklists',
    domain: 'settings',
    policy: 'authenticated',
    summary: 'Create a checklist for the caller (at least one item; due date or recurrence)',
    status: 201,
    body: CreateChecklistBody,
    response: Checklist,
  },
  {
    method: 'PATCH',
    path: '/api/checklists/{checklistId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Edit one of the caller's checklists (partial, create's validation; another's id is a 404)",
    params: ChecklistIdParams,
    body: UpdateChecklistBody,
    response: Checklist,
  },
  {
    method: 'DELETE',
    path: '/api/checklists/{checklistId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Delete one of the caller's checklists (another's id is a 404)",
    status: 204,
    params: ChecklistIdParams,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/parts',
    domain: 'settings',
    policy: 'self',
    summary: 'Parts (coherence mode), newest first',
    params: UserIdParams,
    response: PartList,
  },
  {
    method: 'POST',
    path: '/api/parts',
    domain: 'settings',
    policy: 'authenticated',
    summary: 'Create a part for the caller',
    status: 201,
    body: CreatePartBody,
    response: Part,
  },
  {
    method: 'PATCH',
    path: '/api/parts/{partId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Edit one of the caller's parts (partial, create's validation; another's id is a 404)",
    params: PartIdParams,
    body: UpdatePartBody,
    response: Part,
  },
  {
    method: 'DELETE',
    path: '/api/parts/{partId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Delete one of the caller's parts (journal entries keep a removed part's id) (another's id is a 404)",
    status: 204,
    params: PartIdParams,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/experiments',
    domain: 'settings',
    policy: 'self',
    summary: 'Experiments (beta), newest first',
    params: UserIdParams,
    response: ExperimentList,
  },
  {
    method: 'POST',
    path: '/api/experiments',
    domain: 'settings',
    policy: 'authenticated',
    summary: 'Create an experiment for the caller',
    status: 201,
    body: CreateExperimentBody,
    response: Experiment,
  },
  {
    method: 'PATCH',
    path: '/api/experiments/{experimentId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Edit one of the caller's experiments (partial, create's validation; another's id is a 404)",
    params: ExperimentIdParams,
    body: UpdateExperimentBody,
    response: Experiment,
  },
  {
    method: 'DELETE',
    path: '/api/experiments/{experimentId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Delete one of the caller's experiments (another's id is a 404)",
    status: 204,
    params: ExperimentIdParams,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/routines',
    domain: 'settings',
    policy: 'self',
    summary: 'Routines (beta routine builder), newest first',
    params: UserIdParams,
    response: RoutineList,
  },
  {
    method: 'POST',
    path: '/api/routines',
    domain: 'settings',
    policy: 'authenticated',
    summary: 'Create a routine for the caller',
    status: 201,
    body: CreateRoutineBody,
    response: Routine,
  },
  {
    method: 'PATCH',
    path: '/api/routines/{routineId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Edit one of the caller's routines (partial, create's validation; another's id is a 404)",
    params: RoutineIdParams,
    body: UpdateRoutineBody,
    response: Routine,
  },
  {
    method: 'DELETE',
    path: '/api/routines/{routineId}',
    domain: 'settings',
    policy: 'authenticated',
    summary: "Delete one of the caller's routines (another's id is a 404)",
    status: 204,
    params: RoutineIdParams,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/current-coach',
    domain: 'settings',
    policy: 'self',
    summary: 'The selected AI coach, or null',
    params: UserIdParams,
    response: AiCoach.nullable(),
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/current-coach',
    domain: 'settings',
    policy: 'self',
    summary: 'Select an AI coach from the catalog',
    params: UserIdParams,
    body: SetCurrentCoachBody,
    response: AiCoach,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/current-system',
    domain: 'settings',
    policy: 'self',
    summary: 'The selected habit system, or null',
    params: UserIdParams,
    response: HabitSystem.nullable(),
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/current-system',
    domain: 'settings',
    policy: 'self',
    summary: 'Select a habit system from the catalog',
    params: UserIdParams,
    body: SetCurrentSystemBody,
    response: HabitSystem,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/deletion-request',
    domain: 'settings',
    policy: 'self',
    summary: 'The account deletion request, or null',
    params: UserIdParams,
    response: DeletionRequest.nullable(),
  },
  {
    method: 'POST',
    path: '/api/users/{id}/deletion-request',
    domain: 'settings',
    policy: 'self',
    summary: 'Request account deletion (idempotent): data removed within 30 days',
    params: UserIdParams,
    response: DeletionRequest,
  },
  // The patient's side of crisis safety: the safety plan and who on the care team to call.
  {
    method: 'GET',
    path: '/api/users/{id}/safety-plan',
    domain: 'settings',
    policy: 'careTeam:viewEntries',
    summary: 'The safety plan (Stanley–Brown steps); the empty plan when none was saved',
    params: UserIdParams,
    response: SafetyPlan,
  },
  {
    method: 'PUT',
    path: '/api/users/{id}/safety-plan',
    domain: 'settings',
    policy: 'self',
    summary: 'Save the whole safety plan (replaces the saved one)',
    params: UserIdParams,
    body: SafetyPlanBody,
    response: SafetyPlan,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/care-team',
    domain: 'settings',
    policy: 'self',
    summary: "The patient's active coach and therapist connections, with each member's name and phone (one Query, one BatchGet)",
    params: UserIdParams,
    response: CareTeamContactList,
  },
  // Support Center and achievements.
  {
    method: 'POST',
    path: '/api/support',
    domain: 'support',
    policy: 'public',
    summary: "A Support Center request; stored by its own ULID, with the caller's user id when a valid token came with it",
    status: 201,
    body: SupportRequestBody,
    response: SupportRequestReceipt,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/achievements',
    domain: 'achievements',
    policy: 'self',
    summary: 'Achievements computed from the one stats item',
    params: UserIdParams,
    response: AchievementList,
  },
  // Wellness Habits.
  {
    method: 'POST',
    path: '/api/habits',
    domain: 'habits',
    policy: 'authenticated',
    summary: 'Create a habit for the caller (a body userId must be the caller)',
    status: 201,
    body: CreateHabitBody,
    response: Habit,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/habits',
    domain: 'habits',
    policy: 'careTeam:viewEntries',
    summary: 'Habits, newest first',
    params: UserIdParams,
    response: HabitList,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/habits/summary',
    domain: 'habits',
    policy: 'careTeam:viewEntries',
    summary: "Current streak, weekly score and this week's progress per habit, in the user's time zone",
    params: UserIdParams,
    response: HabitSummary,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/habit-entries/recent',
    domain: 'habits',
    policy: 'careTeam:viewEntries',
    summary: 'The 5 most recent habit entries, newest date first',
    params: UserIdParams,
    response: HabitEntryList,
  },
  {
    method: 'POST',
    path: '/api/habit-entries',
    domain: 'habits',
    policy: 'authenticated',
    summary: "Log progress on one of the caller's habits (another's habit id is a 404)",
    status: 201,
    body: CreateHabitEntryBody,
    response: HabitEntry,
  },
  {
    method: 'PATCH',
    path: '/api/habits/{habitId}',
    domain: 'habits',
    policy: 'authenticated',
    summary: "Edit one of the caller's habits (partial, create's validation; another's id is a 404)",
    params: HabitIdParams,
    body: UpdateHabitBody,
    response: Habit,
  },
  {
    method: 'DELETE',
    path: '/api/habits/{habitId}',
    domain: 'habits',
    policy: 'authenticated',
    summary: "Delete one of the caller's habits and its progress entries and day markers (Query by key, batched) (another's id is a 404)",
    status: 204,
    params: HabitIdParams,
  },
  // Writing prompts and the AI Life Coach: domain coaching.
  {
    method: 'GET',
    path: '/api/users/{id}/prompts',
    domain: 'coaching',
    policy: 'self',
    summary: "Personal writing prompts from the themes of the user's recent entries (?seed= for another set)",
    params: UserIdParams,
    query: PromptsQuery,
    response: PromptList,
  },
  {
    method: 'GET',
    path: '/api/prompts/mood/{category}',
    domain: 'coaching',
    policy: 'authenticated',
    summary: 'Writing prompts of one mood category: reflective, gratitude, goal-setting, creativity, problem-solving (?seed= for another set)',
    params: PromptCategoryParams,
    query: PromptsQuery,
    response: PromptList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/ai-coach/chat',
    domain: 'coaching',
    policy: 'self',
    summary:
      'AI Life Coach reply in the context of the 5 latest entries and 3 latest weekly analyses; crisis → 988 first and care-team alerts; optionally saved as an ai_coach entry',
    params: UserIdParams,
    body: CoachChatBody,
    response: CoachChatResponse,
  },
  // Coach tools: crisis alerts of the coach's or therapist's connected patients.
  {
    method: 'GET',
    path: '/api/users/{id}/coach/alerts',
    domain: 'coach',
    policy: 'coach',
    summary: 'Crisis alerts for the calling coach or therapist, newest first (no journal text)',
    params: UserIdParams,
    response: CrisisAlertList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/coach/alerts/{alertId}/acknowledge',
    domain: 'coach',
    policy: 'coach',
    summary: 'Acknowledge a crisis alert: records who and when, and stops its re-send (idempotent)',
    params: AlertIdParams,
    response: CrisisAlert,
  },
  // Insights: weekly analyses, monthly reports, Generate Insights.
  {
    method: 'GET',
    path: '/api/users/{id}/weekly-analyses',
    domain: 'insights',
    policy: 'careTeam:viewEntries',
    summary: 'Weekly analyses, newest week first (one Query)',
    params: UserIdParams,
    query: ListInsightsQuery,
    response: WeeklyAnalysisList,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/monthly-reports',
    domain: 'insights',
    policy: 'careTeam:viewEntries',
    summary: 'Monthly reports, newest month first (one Query)',
    params: UserIdParams,
    query: ListInsightsQuery,
    response: MonthlyReportList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/unified-analysis',
    domain: 'insights',
    policy: 'self',
    summary: "Generate Insights: the current week's analysis and month's report from the entries (replaces them)",
    params: UserIdParams,
    response: UnifiedAnalysisResponse,
  },
  // The daily check-in call (docs/architecture.md, "The daily check-in call").
  {
    method: 'POST',
    path: '/api/users/{id}/call',
    domain: 'calls',
    policy: 'self',
    summary: 'Start Check-in Now: place the check-in call at once (409 while another call is going)',
    status: 202,
    params: UserIdParams,
    response: CallRecord,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/call-history',
    domain: 'calls',
    policy: 'careTeam:viewEntries',
    summary: 'Calls, newest first',
    params: UserIdParams,
    response: CallHistory,
  },
  {
    method: 'POST',
    path: '/twilio/voice',
    domain: 'calls',
    policy: 'twilio',
    summary: 'Twilio: the call was answered; greet by first name and ask the opening question (TwiML)',
    query: TwilioCallQuery,
    body: TwilioVoiceBody,
  },
  {
    method: 'POST',
    path: '/twilio/gather',
    domain: 'calls',
    policy: 'twilio',
    summary: 'Twilio: an answer was gathered; store it and ask the next question or close (TwiML)',
    query: TwilioGatherQuery,
    body: TwilioGatherBody,
  },
  {
    method: 'POST',
    path: '/twilio/status',
    domain: 'calls',
    policy: 'twilio',
    summary: "Twilio: the call's final status and duration",
    query: TwilioCallQuery,
    body: TwilioStatusBody,
  },
  {
    method: 'POST',
    path: '/twilio/recording',
    domain: 'calls',
    policy: 'twilio',
    summary: 'Twilio: the recording is ready; copy it to S3 and start the transcription',
    query: TwilioCallQuery,
    body: TwilioRecordingBody,
  },
  // Entry comments and secure messages (docs/architecture.md, "Entry comments and secure messages").
  // Comment routes address an entry by its id alone; the service finds its author (as owner:journalEntry
  // does) and applies the visibility rule, so whoever cannot see the entry gets a 404.
  {
    method: 'GET',
    path: '/api/journal-entries/{entryId}/comments',
    domain: 'conversations',
    policy: 'authenticated',
    summary: "An entry's comments, oldest first, for whoever can see the entry (private notes only to their author)",
    params: EntryIdParams,
    response: EntryCommentsResponse,
  },
  {
    method: 'POST',
    path: '/api/journal-entries/{entryId}/comments',
    domain: 'conversations',
    policy: 'authenticated',
    summary: 'Comment on an entry: its author, or a member who can see it with canCommentEntries (and allowCircleComments for non-coaches)',
    status: 201,
    params: EntryIdParams,
    body: CreateCommentBody,
    response: CreatedComment,
  },
  {
    method: 'POST',
    path: '/api/journal-entries/{entryId}/comments/read',
    domain: 'conversations',
    policy: 'owner:journalEntry',
    summary: "The author has seen the entry's comments: its unread count is cleared",
    status: 204,
    params: EntryIdParams,
  },
  {
    method: 'DELETE',
    path: '/api/comments/{commentId}',
    domain: 'conversations',
    policy: 'authenticated',
    summary: "Delete a comment: its writer, or the entry's author (one with replies stays as 'Comment deleted')",
    status: 204,
    params: CommentIdParams,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/comments/unread',
    domain: 'conversations',
    policy: 'self',
    summary: "Unread comments on the caller's entries, per entry and in total",
    params: UserIdParams,
    response: CommentUnread,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/conversations',
    domain: 'conversations',
    policy: 'self',
    summary: "The caller's secure-message threads (and coach/therapist connections without one yet), latest first",
    params: UserIdParams,
    response: ConversationList,
  },
  {
    method: 'GET',
    path: '/api/users/{id}/circle/{connectionId}/messages',
    domain: 'conversations',
    policy: 'self',
    summary: 'A conversation with a coach or therapist connection (either side), newest first; next page in x-next-cursor',
    params: ConversationParams,
    query: ListMessagesQuery,
    response: MessageList,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/circle/{connectionId}/messages',
    domain: 'conversations',
    policy: 'self',
    summary: 'Send a secure message on an active coach/therapist connection: live to the other side, a content-free text when away',
    status: 201,
    params: ConversationParams,
    body: SendMessageBody,
    response: SentMessage,
  },
  {
    method: 'POST',
    path: '/api/users/{id}/circle/{connectionId}/messages/read',
    domain: 'conversations',
    policy: 'self',
    summary: 'The caller has read the conversation: its unread count is cleared',
    params: ConversationParams,
    response: MarkReadResponse,
  },
] as const satisfies readonly RouteDef[];

export type RouteKey = `${(typeof routes)[number]['method']} ${(typeof routes)[number]['path']}`;

export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export function routesOf(domain: Domain): RouteDef[] {
  return (routes as readonly RouteDef[]).filter((r) => r.domain === domain);
}

/** Compiles a manifest path ('/api/users/{id}') into a matcher that returns the path parameters. */
export function compilePath(path: string): (actual: string) => Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const re = new RegExp(`^${pattern}$`);
  return (actual) => {
    const m = re.exec(actual);
    if (!m) return null;
    const params: Record<string, string> = {};
    try {
      names.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1] ?? '');
      });
    } catch {
      return null; // malformed percent-encoding matches no route
    }
    return params;
  };
}
