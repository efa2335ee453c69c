import { loadConfig, type Config } from '../platform/config.js';
import { createDb } from './db.js';
import { lambdaPorts } from '../platform/lambda-ports.js';
import type { Ports } from '../platform/ports.js';
import type { Runtime } from '../platform/runtime.js';
import { createDynamoClient } from '../platform/adapters/aws/dynamodb.js';
import { ACCESS } from './access.js';

/**
 * The composition root (docs/architecture.md, "Composition root"): binds the domains' entities to the
 * table, takes the ports it is given, and registers the domains' access rules with the policy.
 * `ports` is createPorts(config) locally and in tests, lambdaPorts(config) in a Lambda.
 */
export function createRuntime(config: Config, ports: Ports): Runtime {
  return { config, ports, db: createDb(createDynamoClient(config), config.tableName), access: ACCESS };
}

let fromEnv: Runtime | undefined;

/** The Lambda runtime: built once per container from the environment (config validated at start). */
export function runtimeFromEnv(): Runtime {
  if (!fromEnv) {
    const config = loadConfig();
    fromEnv = createRuntime(config, lambdaPorts(config));
  }
  return fromEnv;
}
