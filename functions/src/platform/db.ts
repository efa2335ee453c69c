import { Service } from 'electrodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConnectionEntity } from '../live/store.js';
import { JournalEntryEntity, StatsEntity } from '../journal/store.js';
import { SettingsEntity } from '../settings/store.js';
import { PhoneGuardEntity, UserEntity } from '../users/store.js';

/** The ElectroDB service over the one table: every entity, so transactions can span domains. */
export function createDb(client: DynamoDBClient, table: string) {
  return new Service(
    {
      user: UserEntity,
      phoneGuard: PhoneGuardEntity,
      settings: SettingsEntity,
      journalEntry: JournalEntryEntity,
      stats: StatsEntity,
      connection: ConnectionEntity,
    },
    { client, table },
  );
}

export type Db = ReturnType<typeof createDb>;
