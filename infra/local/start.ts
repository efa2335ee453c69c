/** `npm start`: the whole product on one machine, seeded with a demo clinic on first start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN, DEMO_CIRCLE_USERS, DEMO_PASSWORD, DEMO_STUDENTS, DEMO_USERS, seedDemo } from './seed.js';
import { startLocalStack } from './stack.js';
import { BACKFILLS, runBackfills } from '@steady/functions/maintenance/backfill';
import { isLoopbackHostname } from './dev-guard.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.data');

const webDist = path.resolve(process.env.STEADY_WEB_DIST ?? path.join(root, 'web/dist'));
// Loopback unless HOST says otherwise; serving a clinic network is an explicit choice (README).
const host = process.env.HOST || '127.0.0.1';
const devTools = process.env.STEADY_DEV_TOOLS ? process.env.STEADY_DEV_TOOLS === '1' : undefined;
const stack = await startLocalStack({ port, dataDir, webDist, host, devTools });
if (!stack.state.seededAt) {
  await seedDemo(stack.runtime);
  stack.state.seededAt = new Date().toISOString();
  // The seed writes every derived item itself: nothing to backfill in a new store.
  stack.state.backfills = BACKFILLS.map((b) => b.name);
  stack.saveState();
} else {
  // A store written by an earlier version: derive what it lacks, once (docs/architecture.md, "Backfills").
  const ran = await runBackfills(stack.runtime, stack.state.backfills ?? []);
  if (ran.length) {
    stack.state.backfills = [...(stack.state.backfills ?? []), ...ran];
    stack.saveState();
  }
}
console.log(`Steady is running at ${stack.url}`);
if (!isLoopbackHostname(host)) {
  console.log(`  Listening on ${host}: other machines can reach this server. Put TLS in front of it (see README, "Serving a clinic network").`);
}
console.log(`  Demo patient: ${DEMO_USERS[0]!.phoneNumber} / ${DEMO_PASSWORD}   Demo coach: ${DEMO_USERS[1]!.phoneNumber} / ${DEMO_PASSWORD}`);
console.log(`  Admin: ${DEMO_ADMIN.name} ${DEMO_ADMIN.phoneNumber} / ${DEMO_PASSWORD}`);
console.log(`  In the patient's Support Circle: ${DEMO_CIRCLE_USERS.family.name} ${DEMO_CIRCLE_USERS.family.phoneNumber} / ${DEMO_PASSWORD}`);
console.log(`  More of the coach's students: ${DEMO_STUDENTS.map((s) => `${s.name} ${s.phoneNumber}`).join(', ')} / ${DEMO_PASSWORD}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
