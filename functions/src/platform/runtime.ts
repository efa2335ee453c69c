import type { Config } from './config.js';
import type { Db } from './db.js';
import type { AccessRules } from './policy.js';
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
