import { describe, expect, it } from 'vitest';
import { circleShares } from '../src/domain/circle.js';

const NONE = { canViewEntries: false, canCommentEntries: false, canEditWorkspaces: false };

describe('circleShares: what a connection opens, in words', () => {
  it('to the patient: a coach who may view is alerted about danger; private entries are never shared', () => {
    const lines = circleShares('coach', { ...NONE, canViewEntries: true });
    expect(lines).toContain('Your coach is alerted if you write about being in danger');
    expect(lines.join(' ')).toMatch(/never your private entries/);
  });

  it('to the patient: family who may view is not alerted; nothing granted shares no entries', () => {
    expect(circleShares('family', { ...NONE, canViewEntries: true }).join(' ')).not.toMatch(/alerted/);
    expect(circleShares('therapist', NONE)).toContain('None of your journal entries');
    expect(circleShares('therapist', NONE).join(' ')).not.toMatch(/alerted/);
  });

  it('to the member: what they will see of the named person, and each permission', () => {
    const lines = circleShares('family', { canViewEntries: true, canCommentEntries: true, canEditWorkspaces: false }, 'Alex');
    expect(lines[0]).toBe('You will see the journal entries Alex shares with their Support Circle (never private ones)');
    expect(lines).toContain('You can comment on the entries you can see');
    expect(lines.join(' ')).not.toMatch(/workspaces/);
    expect(circleShares('coach', { ...NONE, canViewEntries: true }, 'Alex')).toContain('You are alerted if Alex writes about being in danger');
  });
});
