import { Service } from 'electrodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConnectionEntity } from '../live/store.js';
import { JournalEntryEntity, StatsEntity } from '../journal/store.js';
import { ChecklistEntity, DeletionRequestEntity, ExperimentEntity, GoalEntity, PartEntity, RoutineEntity, SettingsEntity } from '../settings/store.js';
import { PhoneGuardEntity, UserEntity } from '../users/store.js';
import { SupportRequestEntity } from '../support/store.js';

/** The ElectroDB service over the one table: every entity, so transactions can span domains. */
export function createDb(client: DynamoDBClient, table: string) {
  return new Service(
    {
      user: UserEntity,
      phoneGuard: PhoneGuardEntity,
      settings: SettingsEntity,
      goal: GoalEntity,
      checklist: ChecklistEntity,
      part: PartEntity,
      deletionRequest: DeletionRequestEntity,
      experiment: ExperimentEntity,
      routine: RoutineEntity,
      journalEntry: JournalEntryEntity,
      stats: StatsEntity,
      connection: ConnectionEntity,
      supportRequest: SupportRequestEntity,
    },
    { client, table },
  );
}

export type Db = ReturnType<typeof createDb>;
