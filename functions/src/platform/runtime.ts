import type { CarePermission } from '@steady/shared';
import type { Config } from './config.js';
import type { Db } from './db.js';
import type { Ports } from './ports.js';

/**
 * What every handler works with: validated config, the ports, the ElectroDB service and the access
 * rules the policies need. Built by the composition root (app/runtime.ts), never here: platform names
 * no domain (docs/architecture.md, "Composition root").
 */
export interface Runtime {
  config: Config;
  ports: Ports;
  db: Db;
  access: AccessRules;
}

/**
 * How an `owner:<resource>` policy finds who owns a resource addressed by its own id: the path
 * parameter that carries the id, the 404's message, and the lookup (null when there is no such
 * resource). Each domain defines its own (e.g. journal/owner.ts); the composition root registers them.
 */
export interface Ownership {
  param: string;
  notFound: string;
  owner: (rt: Runtime, id: string) => Promise<string | null>;
}

/**
 * The lookups the policies need from the domains, injected by the composition root (app/access.ts)
 * through the runtime, so platform names no domain (docs/architecture.md, "Composition root").
 */
export interface AccessRules {
  /** `owner:<resource>` policies, by resource. An unknown id is a 404; someone else's is a 403. */
  owners: Record<string, Ownership>;
  /** `careTeam:<permission>` policies: does `memberId` have an active connection to `patientId` with this permission? */
  carePermission: (rt: Runtime, patientId: string, memberId: string, permission: CarePermission) => Promise<boolean>;
}
