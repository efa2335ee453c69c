/** `npm start`: the whole product on one machine, seeded with a demo clinic on first start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.js';
import { startLocalStack } from './stack.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.data');

const webDist = path.resolve(process.env.STEADY_WEB_DIST ?? path.join(root, 'web/dist'));
const stack = await startLocalStack({ port, dataDir, webDist, host: process.env.HOST });
if (!stack.state.seededAt) {
  await seedDemo(stack.runtime);
  stack.state.seededAt = new Date().toISOString();
  stack.saveState();
}
console.log(`Steady is running at ${stack.url}`);
console.log(`  Demo patient: ${DEMO_USERS[0]!.phoneNumber} / ${DEMO_PASSWORD}   Demo coach: ${DEMO_USERS[1]!.phoneNumber} / ${DEMO_PASSWORD}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
