import { createGetTransaction, createWriteTransaction, Entity, type Service } from 'electrodb';
import { schemaOf } from './entity.js';
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
import { RateLimitEntity } from './rate-limit.js';
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
 * Every entity of the one table, by the name domains use (`rt.db.entities.<name>`). A new entity is
 * one line here, defined with `defineEntity` (platform/entity.ts).
 */
const ENTITIES = {
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

type Entities = typeof ENTITIES;
/** The DynamoDB client ElectroDB works through (platform/adapters/aws/dynamodb.ts creates it). */
type DynamoClient = NonNullable<ConstructorParameters<typeof Service>[1]>['client'];

/** What a runtime works with: ElectroDB's Service API over every entity (its entities and transactions). */
export type Db = Pick<Service<Entities>, 'entities' | 'transaction'>;

/**
 * The entities over one table and client, each constructed the first time it is used, so a Lambda
 * builds (and validates the model of) only the few its request touches, not all of them at init
 * (docs/performance.md, "Lambda bundles"). Transactions span domains as with ElectroDB's Service:
 * the callback sees every entity, and the transaction is made over the ones it used.
 */
export function createDb(client: DynamoClient, table: string): Db {
  const entities = {} as Entities;
  for (const name of Object.keys(ENTITIES) as (keyof Entities)[]) {
    let built: Entities[typeof name] | undefined;
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => (built ??= new Entity(schemaOf(ENTITIES[name]) as never, { client, table }) as never),
    });
  }
  /** Runs a transaction's callback once, noting the entities it reaches; its items are then replayed. */
  const using = <R>(fn: (e: Entities) => R): { used: Partial<Entities>; items: R } => {
    const used: Record<string, unknown> = {};
    const items = fn(new Proxy(entities, { get: (target, name: string) => (used[name] = target[name as keyof Entities]) }));
    return { used: used as Partial<Entities>, items };
  };
  return {
    entities,
    transaction: {
      write: (fn) => {
        const { used, items } = using(fn as unknown as (e: Entities) => never);
        return createWriteTransaction(used as Entities, () => items) as never;
      },
      get: (fn) => {
        const { used, items } = using(fn as unknown as (e: Entities) => never);
        return createGetTransaction(used as Entities, () => items) as never;
      },
    },
  };
}
