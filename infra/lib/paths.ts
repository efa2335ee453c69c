import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths the stack builds from, resolved from this file so synth works from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FUNCTIONS_SRC = path.join(REPO_ROOT, 'functions', 'src');
export const LOCK_FILE = path.join(REPO_ROOT, 'package-lock.json');
export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
/** The WebSocket API's Lambda ($connect, $disconnect, $default). */
export const LIVE_ENTRY = path.join(FUNCTIONS_SRC, 'live', 'socket.ts');
