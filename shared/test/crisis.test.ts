import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../src/domain/crisis.js';

/** Phrasings that must reach the 988 line, and ones that must not. */
const CRISIS: [string, string][] = [
  ["I don't want to be here anymore", 'suicide'],
  ['I want to die.', 'suicide'],
  ['Honestly I have been feeling suicidal all week', 'suicide'],
  ['I keep thinking about killing myself', 'suicide'],
  ['I think everyone would be better off without me', 'suicide'],
  ["I don't want to live like this, I don't want to live at all", 'suicide'],
  ['I just want to end it all tonight', 'suicide'],
  ["I can't go on like this", 'suicide'],
  ['Some days I wish I was dead', 'suicide'],
  ['I had suicidal thoughts again after the call', 'suicide'],
  ['I wrote a goodbye letter to my kids', 'suicide'],
  ['I cut myself again last night', 'self_harm'],
  ['I started self-harming again', 'self_harm'],
  ['I want to hurt myself', 'self_harm'],
  ["I'm going to overdose, I have enough saved up", 'overdose'],
  ['I might take all my pills tonight', 'overdose'],
  ["I'm not safe with myself right now", 'unsafe'],
  ['I feel unsafe tonight', 'unsafe'],
  ['I was fine at group. But I want to die.', 'suicide'],
  ['I TOLD NO ONE BUT I WANT TO DIE', 'suicide'],
];

const NOT_CRISIS = [
  'This craving is killing me',
  'My back is killing me after that shift',
  "I'm dying to see my kids this weekend",
  'I would never hurt myself, I have too much to live for',
  "I'm not suicidal, just tired and frustrated",
  "I don't want to die, I want to get better",
  'My friend overdosed last year and it still scares me',
  'We talked about suicide prevention resources in group today',
  'The song she sang said "I want to die young" and it made me think of my brother',
  'I killed it at my job interview today!',
  'I was bored to death at the meeting',
  'I feel safe at home now and I am proud of myself',
  'I took my medication on time today',
  'Today was a good day, no cravings at all',
];

describe('crisis detection', () => {
  it.each(CRISIS)('detects: %s', (text, category) => {
    const r = detectCrisis(text);
    expect(r.detected).toBe(true);
    expect(r.categories).toContain(category);
  });

  it.each(NOT_CRISIS)('does not trigger on: %s', (text) => {
    expect(detectCrisis(text)).toEqual({ detected: false, categories: [] });
  });

  it('reports categories, never the words', () => {
    expect(JSON.stringify(detectCrisis('I want to die and I cut myself'))).not.toContain('die');
  });
});
