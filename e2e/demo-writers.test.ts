/**
 * The demo clinic's writers (e2e/demo-writers.ts), one file after another in this one test file, so
 * they share one worker and one stack and never overlap, while the other browser files run beside
 * them. Each writer stays a file of its own, with its own describes and hooks.
 */
import { DEMO_WRITERS } from './demo-writers.js';

for (const file of DEMO_WRITERS) await import(/* @vite-ignore */ `./${file.replace(/\.ts$/, '.js')}`);
