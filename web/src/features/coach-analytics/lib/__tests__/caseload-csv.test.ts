import { describe, expect, it } from 'vitest';
import type { StudentAnalyticsRow } from '@steady/shared';
import { caseloadCsv, caseloadCsvFilename, csvCell, toCsv } from '../caseload-csv';

const row = (over: Partial<StudentAnalyticsRow>): StudentAnalyticsRow => ({
  studentId: 's1',
  name: 'Jordan Rivera',
  relationshipType: 'coach',
  entries: 3,
  entriesPerWeek: 0.7,
  moodAverage: 6,
  moodTrend: 'improving',
  adherence: { scheduled: 5, answered: 3, rate: 0.6 },
  currentStreak: 2,
  longestStreak: 4,
  lastEntryAt: '2026-11-22T00:30:00.000Z',
  topThemes: [
    { theme: 'recovery', count: 2 },
    { theme: 'sleep', count: 1 },
  ],
  ...over,
});

describe('caseload CSV', () => {
  it('quotes commas, quotes and line breaks, and leaves plain fields alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Rivera, Jordan')).toBe('"Rivera, Jordan"');
    expect(csvCell('Jordan "JR" Rivera')).toBe('"Jordan ""JR"" Rivera"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(6.5)).toBe('6.5');
  });

  it('keeps text that starts like a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1 415')).toBe("'+1 415");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Ana = friend')).toBe('Ana = friend');
  });

  it('has a header row and one CRLF-ended line per student', () => {
    const csv = caseloadCsv([row({}), row({ name: '=cmd|calc', moodAverage: null, adherence: { scheduled: 0, answered: 0, rate: null }, topThemes: [] })], 30);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4); // header, two students, the empty string after the last CRLF
    expect(lines[0]).toBe(
      'Student,Relationship,Range (days),Shared entries,Entries per week,Average mood (1-10),Mood trend,Check-in calls scheduled,Check-in calls answered,Adherence (%),Current streak (days),Longest streak (days),Last shared entry (UTC),Top themes',
    );
    expect(lines[1]).toBe('Jordan Rivera,coach,30,3,0.7,6,improving,5,3,60,2,4,2026-11-22T00:30:00.000Z,recovery; sleep');
    expect(lines[2]).toBe("'=cmd|calc,coach,30,3,0.7,,improving,0,0,,2,4,2026-11-22T00:30:00.000Z,");
    expect(toCsv([])).toBe('\r\n');
  });

  it('names the file with the range and the date', () => {
    expect(caseloadCsvFilename(90, new Date(2026, 10, 3, 9, 0))).toBe('steady-caseload-90-days-2026-11-03.csv');
  });
});
