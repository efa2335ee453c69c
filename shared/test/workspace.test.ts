import { describe, expect, it } from 'vitest';
import { DIFF_LINE_LIMIT, addedText, diffLines } from '../src/domain/workspace.js';

describe('diffLines (a workspace edit’s compact diff)', () => {
  it('keeps only the lines removed and added, in document order', () => {
    expect(diffLines('a\nb\nc', 'a\nB\nc\nd')).toEqual([
      { op: 'remove', text: 'b' },
      { op: 'add', text: 'B' },
      { op: 'add', text: 'd' },
    ]);
  });

  it('is empty for the same text, and all additions from nothing', () => {
    expect(diffLines('same\ntext', 'same\ntext')).toEqual([]);
    expect(diffLines('', 'one\ntwo')).toEqual([
      { op: 'add', text: 'one' },
      { op: 'add', text: 'two' },
    ]);
  });

  it('finds a moved block as a removal and an addition, leaving the common lines out', () => {
    expect(diffLines('x\ny\nz', 'y\nz\nx')).toEqual([
      { op: 'remove', text: 'x' },
      { op: 'add', text: 'x' },
    ]);
  });

  it('replaces whole when the differing middle is too long to diff (bounded work)', () => {
    const before = Array.from({ length: DIFF_LINE_LIMIT + 1 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: DIFF_LINE_LIMIT + 1 }, (_, i) => `new ${i}`).join('\n');
    const out = diffLines(before, after);
    expect(out.filter((c) => c.op === 'remove')).toHaveLength(DIFF_LINE_LIMIT + 1);
    expect(out.filter((c) => c.op === 'add')).toHaveLength(DIFF_LINE_LIMIT + 1);
  });
});

describe('addedText (what the crisis screen reads of an edit)', () => {
  it('is the new or changed lines and a changed title, never the lines left as they were', () => {
    const before = { title: 'Plan', content: 'If you think about ending your life, call 988.\nWalk.' };
    expect(addedText(before, { title: 'Plan', content: `${before.content}\nCall Sam.` })).toBe('Call Sam.');
    expect(addedText(before, { title: 'My plan', content: before.content })).toBe('My plan');
  });
});
