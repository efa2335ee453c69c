import { createGetTransaction, createWriteTransaction, Entity, type Service } from 'electrodb';
import { schemaOf } from './entity.js';

/**
 * Every entity of the one table, by the name domains use (`rt.db.entities.<name>`). Platform names no
 * domain: the composition root (app/entities.ts) assembles the registry from each domain's store and
 * fills this interface in by declaration merging, so `rt.db` is fully typed everywhere.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by app/entities.ts
export interface EntityRegistry {}

/** The registry as a plain object type (ElectroDB's Service wants an index-signature-compatible map). */
export type Entities = { [K in keyof EntityRegistry]: EntityRegistry[K] };

/** The DynamoDB client ElectroDB works through (platform/adapters/aws/dynamodb.ts creates it). */
export type DynamoClient = NonNullable<ConstructorParameters<typeof Service>[1]>['client'];

/** What a runtime works with: ElectroDB's Service API over every entity (its entities and transactions). */
export type Db = Pick<Service<Entities>, 'entities' | 'transaction'>;

/**
 * The entities over one table and client, each constructed the first time it is used, so a Lambda
 * builds (and validates the model of) only the few its request touches, not all of them at init
 * (docs/performance.md, "Lambda bundles"). Transactions span domains as with ElectroDB's Service:
 * the callback sees every entity, and the transaction is made over the ones it used.
 */
export function bindEntities(registry: Entities, client: DynamoClient, table: string): Db {
  const entities = {} as Entities;
  for (const name of Object.keys(registry) as (keyof Entities)[]) {
    let built: Entities[typeof name] | undefined;
    Object.defineProperty(entities, name, {
      enumerable: true,
      get: () => (built ??= new Entity(schemaOf(registry[name]) as never, { client, table }) as never),
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
