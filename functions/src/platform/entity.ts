import { Entity, type Schema } from 'electrodb';

/**
 * An ElectroDB entity defined now and constructed on first use (docs/performance.md, "Lambda
 * bundles"). Constructing an entity validates its model with jsonschema, several milliseconds each;
 * every Lambda imports every store through platform/db.ts, so constructing them all at import was
 * most of a cold start. The value is typed, and behaves, as the entity itself (`typeof XEntity`
 * gives its item types); `bindEntities` (platform/db.ts) builds each runtime's own instance of it, with the runtime's
 * client and table, the first time a request reaches it.
 */
export function defineEntity<A extends string, F extends string, C extends string, S extends Schema<A, F, C>>(schema: S): Entity<A, F, C, S> {
  let entity: Entity<A, F, C, S> | undefined;
  const real = () => (entity ??= new Entity(schema));
  const lazy = new Proxy({} as Entity<A, F, C, S>, {
    get(_target, prop) {
      const e = real();
      const value: unknown = Reflect.get(e, prop, e);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(e) : value;
    },
    has: (_target, prop) => prop in real(),
  });
  SCHEMAS.set(lazy, schema);
  return lazy;
}

const SCHEMAS = new WeakMap<object, unknown>();

/** The model an entity was defined with: from defineEntity, or an entity constructed the usual way. */
export function schemaOf(entity: { schema: unknown }): unknown {
  return SCHEMAS.get(entity) ?? entity.schema;
}
