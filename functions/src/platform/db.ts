import { Service } from 'electrodb';
import { ConnectionEntity } from '../live/store.js';
import { CallDayEntity, CallEntity } from '../calls/store.js';
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
import { RateLimitEntity } from './rate-limit.js';
import { AccessRecordEntity } from '../audit/store.js';
import { AttentionDismissalEntity, CaseloadSummaryEntity } from '../care-team/caseload-store.js';
import { UserDirectoryEntity } from '../admin/store.js';
import { CommentUnreadEntity, EntryCommentEntity, MessageThreadEntity, RateWindowEntity, SecureMessageEntity } from '../conversations/store.js';
import { WorkspaceEditEntity, WorkspaceEntity } from '../workspaces/store.js';
import { CoachAvailabilityEntity, CoachProfileEntity } from '../care-team/profile-store.js';

/** The ElectroDB service over the one table: every entity, so transactions can span domains. */
/** The DynamoDB client ElectroDB works through (platform/adapters/aws/dynamodb.ts creates it). */
type DynamoClient = NonNullable<ConstructorParameters<typeof Service>[1]>['client'];

export function createDb(client: DynamoClient, table: string) {
  return new Service(
    {
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
    },
    { client, table },
  );
}

export type Db = ReturnType<typeof createDb>;
