import { ConnectionEntity } from '../live/store.js';
import { CallDayEntity, CallEntity, FormFollowUpMarkEntity } from '../calls/store.js';
import { JournalEntryEntity, StatsEntity } from '../journal/store.js';
import { EntryTermEntity } from '../journal/search.js';
import {
  ChecklistEntity,
  DeletionRequestEntity,
  ErasureEntity,
  ExperimentEntity,
  GoalEntity,
  PartEntity,
  RoutineEntity,
  SafetyPlanEntity,
  SettingsEntity,
} from '../settings/store.js';
import { PhoneGuardEntity, UserEntity } from '../users/store.js';
import { SupportRequestEntity } from '../support/store.js';
import { CareConnectionEntity, CrisisAlertEntity, CrisisAlertLatestEntity, CrisisResendEntity } from '../care-team/store.js';
import { HabitDayEntity, HabitEntity, HabitEntryEntity } from '../habits/store.js';
import { JobDirectoryEntity, MonthlyReportEntity, WeeklyAnalysisEntity } from '../insights/store.js';
import { CircleInviteDayEntity, CircleInviteEntity, CircleInviteTokenEntity } from '../circle/store.js';
import { FriendInviteEntity, FriendRequestEntity, FriendshipEntity } from '../friends/store.js';
import { RateLimitEntity } from '../platform/rate-limit.js';
import { AccessRecordEntity } from '../audit/store.js';
import { AttentionDismissalEntity, CaseloadSummaryEntity } from '../care-team/caseload-store.js';
import { UserDirectoryEntity } from '../admin/store.js';
import { CommentUnreadEntity, EntryCommentEntity, MessageThreadEntity, RateWindowEntity, SecureMessageEntity } from '../conversations/store.js';
import { WorkspaceEditEntity, WorkspaceEntity } from '../workspaces/store.js';
import { CoachAvailabilityEntity, CoachProfileEntity } from '../care-team/profile-store.js';
import { BookingDueEntity, BookingSlotEntity, CoachingSessionEntity } from '../booking/store.js';
import { CatalogStatEntity, CoachItemEntity, CoachListingEntity, InstallationEntity } from '../marketplace/store.js';
import { PaymentEventEntity, PurchaseEntity } from '../payments/store.js';
import { CoachFormEntity, FieldOptionEntity, FormAssignmentEntity, FormDueEntity, FormFieldEntity, FormResponseEntity } from '../forms/store.js';

/**
 * The composition root's entity registry (docs/architecture.md, "Composition root"): every entity of
 * the one table, by the name domains use (`rt.db.entities.<name>`), gathered from the domains' stores.
 * A new entity is defined with `defineEntity` (platform/entity.ts) in its domain's store and added
 * here in one line. Entities are built on first use (platform/db.ts), so listing them costs no init.
 */
export const ENTITIES = {
  user: UserEntity,
  phoneGuard: PhoneGuardEntity,
  settings: SettingsEntity,
  goal: GoalEntity,
  checklist: ChecklistEntity,
  part: PartEntity,
  deletionRequest: DeletionRequestEntity,
  erasure: ErasureEntity,
  experiment: ExperimentEntity,
  routine: RoutineEntity,
  safetyPlan: SafetyPlanEntity,
  journalEntry: JournalEntryEntity,
  stats: StatsEntity,
  entryTerm: EntryTermEntity,
  connection: ConnectionEntity,
  call: CallEntity,
  callDay: CallDayEntity,
  supportRequest: SupportRequestEntity,
  careConnection: CareConnectionEntity,
  crisisAlert: CrisisAlertEntity,
  crisisAlertLatest: CrisisAlertLatestEntity,
  crisisResend: CrisisResendEntity,
  habit: HabitEntity,
  habitEntry: HabitEntryEntity,
  habitDay: HabitDayEntity,
  weeklyAnalysis: WeeklyAnalysisEntity,
  monthlyReport: MonthlyReportEntity,
  jobDirectory: JobDirectoryEntity,
  circleInvite: CircleInviteEntity,
  circleInviteToken: CircleInviteTokenEntity,
  circleInviteDay: CircleInviteDayEntity,
  friendship: FriendshipEntity,
  friendRequest: FriendRequestEntity,
  friendInvite: FriendInviteEntity,
  rateLimit: RateLimitEntity,
  entryComment: EntryCommentEntity,
  commentUnread: CommentUnreadEntity,
  secureMessage: SecureMessageEntity,
  messageThread: MessageThreadEntity,
  rateWindow: RateWindowEntity,
  accessRecord: AccessRecordEntity,
  workspace: WorkspaceEntity,
  workspaceEdit: WorkspaceEditEntity,
  caseloadSummary: CaseloadSummaryEntity,
  attentionDismissal: AttentionDismissalEntity,
  coachAvailability: CoachAvailabilityEntity,
  coachProfile: CoachProfileEntity,
  userDirectory: UserDirectoryEntity,
  coachingSession: CoachingSessionEntity,
  bookingSlot: BookingSlotEntity,
  bookingDue: BookingDueEntity,
  installation: InstallationEntity,
  catalogStat: CatalogStatEntity,
  coachListing: CoachListingEntity,
  purchase: PurchaseEntity,
  paymentEvent: PaymentEventEntity,
  coachForm: CoachFormEntity,
  formField: FormFieldEntity,
  fieldOption: FieldOptionEntity,
  formAssignment: FormAssignmentEntity,
  formDue: FormDueEntity,
  formResponse: FormResponseEntity,
  formFollowUpMark: FormFollowUpMarkEntity,
  coachItem: CoachItemEntity,
};

type AppEntities = typeof ENTITIES;

declare module '../platform/db.js' {
  // Declaration merging: platform's registry is these entities (platform itself names no domain).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends AppEntities {}
}
