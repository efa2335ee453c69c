import { loadConfig, type Config } from './config.js';
import { createPorts } from './createPorts.js';
import { createDb, type Db } from './db.js';
import type { Ports } from './ports.js';
import { createDynamoClient } from './adapters/aws/dynamodb.js';

/** What every handler works with: validated config, the ports, and the ElectroDB service. */
export interface Runtime {
  config: Config;
  ports: Ports;
  db: Db;
}

export function createRuntime(config: Config, ports: Ports = createPorts(config)): Runtime {
  return { config, ports, db: createDb(createDynamoClient(config), config.tableName) };
}

let fromEnv: Runtime | undefined;

/** The Lambda runtime: built once per container from the environment (config validated at start). */
export function runtimeFromEnv(): Runtime {
  fromEnv ??= createRuntime(loadConfig());
  return fromEnv;
}
