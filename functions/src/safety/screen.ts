import type { CrisisCheck, CrisisConstruct } from '@steady/shared';
import { loadOnce } from '../platform/load-once.js';
import type { Runtime } from '../platform/runtime.js';

/**
 * Screens what a person wrote or said for crisis language (docs/crisis-safety.md). The deterministic
 * detector (shared/src/domain/crisis.ts) always runs and decides on its own offline; where a moderation
 * model is configured (OpenAI), its self-harm categories are asked too, with a short timeout. The model
 * can raise the level, never lower it; when it fails, the deterministic result stands.
 */
export async function screenForCrisis(rt: Runtime, text: string): Promise<CrisisCheck> {
  const { assessCrisis } = await detector();
  const own = withDetected(assessCrisis(text));
  if (!text.trim()) return own;
  const signal = await rt.ports.ai.screenSelfHarm(text);
  if (!signal) return own;
  const added: CrisisConstruct[] = [];
  let level = own.level;
  if (signal.intent || signal.instructions) {
    level = 'urgent';
    added.push(signal.intent ? 'intent' : 'method');
  } else if (signal.selfHarm && level === 'none') {
    level = 'concern';
    added.push('active_ideation');
  }
  if (level === own.level && added.length === 0) return own;
  return withDetected({ level, constructs: [...new Set([...own.constructs, ...added])].sort() });
}

/**
 * The detector (about 0.3 MB of rules and word tables) is imported on the first screening: a Lambda
 * keeps it in a chunk of its own and does not parse it at a cold start unless a request screens text
 * (docs/performance.md, "Lambda bundles"), and kept for every later one.
 */
const detector = loadOnce(() => import('@steady/shared/domain/crisis'));

const withDetected = (a: Omit<CrisisCheck, 'detected'>): CrisisCheck => ({ ...a, detected: a.level !== 'none' });
