import { describe, expect, it } from 'vitest';
import { inviteToken } from '../invite';
import { searchZones, zoneLabel } from '../time-zones';

describe('inviteToken', () => {
  const token = 'Zx9kQ2mP7vLr4tYb8nWc3dFh';
  it('takes the token from a whole invite link or a bare code', () => {
    expect(inviteToken(`https://steady.example/circle/accept/${token}`)).toBe(token);
    expect(inviteToken(`  http://localhost:3000/circle/accept/${token}/?from=sms `)).toBe(token);
    expect(inviteToken(token)).toBe(token);
  });
  it('refuses what is neither', () => {
    expect(inviteToken('')).toBeNull();
    expect(inviteToken('short')).toBeNull();
    expect(inviteToken('https://steady.example/friends/accept/x')).toBeNull();
    expect(inviteToken(`${token}; drop table`)).toBeNull();
  });
});

describe('time zones', () => {
  it('labels zones by city and region, naming the spec’s US zones', () => {
    expect(zoneLabel('America/Los_Angeles')).toBe('Los Angeles (Pacific Time)');
    expect(zoneLabel('Europe/Lisbon')).toBe('Lisbon (Europe)');
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires (America / Argentina)');
  });
  it('lists the spec’s zones first and finds others by any word', () => {
    expect(searchZones('').slice(0, 2)).toEqual(['America/New_York', 'America/Chicago']);
    expect(searchZones('los angeles')).toEqual(['America/Los_Angeles']);
    expect(searchZones('lisbon europe')).toEqual(['Europe/Lisbon']);
    expect(searchZones('no such place')).toEqual([]);
  });
});
