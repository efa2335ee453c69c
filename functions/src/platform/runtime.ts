import { loadConfig, type Config } from './config.js';
import { createDb, type Db } from './db.js';
import { lambdaPorts } from './lambda-ports.js';
import type { Ports } from './ports.js';
import { createDynamoClient } from './adapters/aws/dynamodb.js';

/** What every handler works with: validated config, the ports, and the ElectroDB service. */
export interface Runtime {
  config: Config;
  ports: Ports;
  db: Db;
}

/** A runtime over these ports: createPorts(config) locally and in tests, lambdaPorts(config) in a Lambda. */
export function createRuntime(config: Config, ports: Ports): Runtime {
  return { config, ports, db: createDb(createDynamoClient(config), config.tableName) };
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
