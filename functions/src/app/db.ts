import { bindEntities, type Db, type DynamoClient } from '../platform/db.js';
import { ENTITIES } from './entities.js';

/** Every domain's entities over one table and client (platform/db.ts binds them; app/entities.ts lists them). */
export function createDb(client: DynamoClient, table: string): Db {
  return bindEntities(ENTITIES, client, table);
}
