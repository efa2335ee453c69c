import { describe, expect, it } from 'vitest';
import type { SelfHarmSignal } from '../../src/platform/ports.js';
import type { Runtime } from '../../src/platform/runtime.js';
import { screenForCrisis } from '../../src/safety/screen.js';

/** A runtime whose only part used here is the Ai port's moderation check, answering `signal`. */
function runtimeAnswering(signal: SelfHarmSignal | null): Runtime & { asked: string[] } {
  const asked: string[] = [];
  return { asked, ports: { ai: { screenSelfHarm: async (text: string) => (asked.push(text), signal) } } } as unknown as Runtime & { asked: string[] };
}

const quiet: SelfHarmSignal = { selfHarm: false, intent: false, instructions: false };

describe('screenForCrisis: the deterministic detector with the moderation model beside it', () => {
  it('keeps the detector’s level when no model is configured (null) or the model sees nothing', async () => {
    for (const signal of [null, quiet]) {
      const rt = runtimeAnswering(signal);
      expect(await screenForCrisis(rt, 'I have been saving up my pills and tonight is the night')).toMatchObject({ detected: true, level: 'urgent' });
      expect(await screenForCrisis(rt, 'Lovely walk by the river with my sister')).toEqual({ detected: false, level: 'none', constructs: [] });
    }
  });

  it('raises what the detector missed: self-harm to concern, intent or instructions to urgent', async () => {
    const text = 'Some wording the rules do not know';
    expect(await screenForCrisis(runtimeAnswering({ ...quiet, selfHarm: true }), text)).toEqual({
      detected: true,
      level: 'concern',
      constructs: ['active_ideation'],
    });
    expect(await screenForCrisis(runtimeAnswering({ selfHarm: true, intent: true, instructions: false }), text)).toEqual({
      detected: true,
      level: 'urgent',
      constructs: ['intent'],
    });
    expect(await screenForCrisis(runtimeAnswering({ ...quiet, instructions: true }), text)).toMatchObject({ level: 'urgent', constructs: ['method'] });
  });

  it('never lowers the detector’s level, and asks nothing for empty text', async () => {
    const rt = runtimeAnswering(quiet);
    expect((await screenForCrisis(rt, 'I am going to kill myself tonight')).level).toBe('urgent');
    const silent = runtimeAnswering({ selfHarm: true, intent: true, instructions: true });
    expect(await screenForCrisis(silent, '   ')).toEqual({ detected: false, level: 'none', constructs: [] });
    expect(silent.asked).toEqual([]);
  });
});
