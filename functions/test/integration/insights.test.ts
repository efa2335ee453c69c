import {
  averageMood,
  currentMonth,
  currentWeek,
  localDate,
  periodInstants,
  previousWeek,
  shiftDate,
  type WeeklyAnalysis,
  type MonthlyReport,
} from '@steady/shared';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fanOut, runInsightsJob, type InsightsJobMessage } from '../../src/insights/jobs.js';
import { directoryItem } from '../../src/insights/store.js';
import { createRuntime } from '../../src/app/runtime.js';
import { createPorts } from '../../src/platform/createPorts.js';
import { loadConfig } from '../../src/platform/config.js';
import { connectMember, tableDb } from './care-team.js';
import { api, newUser, type Caller } from './helpers.js';

/**
 * Insights over HTTP (docs/architecture.md, "Safety and analysis"). Entries of the current week are written through the API;
 * entries of the week before are written to the table as the seed does (nothing in the API back-dates
 * an entry). Every figure is then compared with the entries the API returns.
 */

const TZ = 'America/Chicago'; // newUser() registers in Chicago
const DAY = 86_400_000;

interface Entry {
  id: string;
  title: string;
  wordCount: number;
  moodScore: number | null;
  themes: string[];
  createdAt: string;
}

const TEXTS = [
  ['Slept badly', 'I slept badly again and felt anxious at work, the stress of the deadline kept me awake.'],
  ['Family dinner', 'Dinner with my family was warm and I felt grateful; my sister made me laugh a lot.'],
  ['Meeting day', 'Work meetings all day, tired but I went for a walk after and felt calmer and proud.'],
  ['Sponsor call', 'Called my sponsor about cravings; talking helped and I stayed sober, grateful for support.'],
] as const;

async function write(u: Caller, i: number): Promise<Entry> {
  const [title, content] = TEXTS[i % TEXTS.length]!;
  const res = await api(`/api/users/${u.id}/journal-entries`, { method: 'POST', token: u.token, body: { title, content } });
  expect(res.status).toBe(201);
  return res.body as Entry;
}

/** An entry of an earlier day, put in the table as the seed does (the API stamps entries with now). */
async function writeAt(u: Caller, at: Date, i: number): Promise<Entry> {
  const [title, content] = TEXTS[i % TEXTS.length]!;
  const rt = runtime();
  const a = await rt.ports.ai.analyzeEntry(content);
  const item = {
    userId: u.id,
    entryId: ulid(at.getTime()),
    title,
    content,
    moodScore: a.moodScore,
    sentiment: a.sentiment,
    themes: a.themes,
    wordCount: content.split(/\s+/).filter(Boolean).length,
    source: 'manual' as const,
    isArtifact: false,
    crisisDetected: false,
    visibility: 'private' as const,
    version: 1,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  await tableDb().entities.journalEntry.put(item).go();
  return { id: item.entryId, title, wordCount: item.wordCount, moodScore: item.moodScore, themes: item.themes, createdAt: item.createdAt };
}

let rtCache: ReturnType<typeof createRuntime> | undefined;
/** A runtime over the same table, to run the job's functions as the scheduler does. */
function runtime() {
  if (!rtCache) {
    const config = loadConfig({
      STEADY_MODE: 'local',
      AWS_REGION: 'us-east-1',
      TABLE_NAME: inject('tableName'),
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      USER_POOL_ID: 'unused',
      USER_POOL_CLIENT_ID: inject('userPoolClientId'),
    });
    rtCache = createRuntime(config, createPorts(config));
  }
  return rtCache;
}

const figures = (entries: Entry[]) => ({
  totalEntries: entries.length,
  totalWords: entries.reduce((s, e) => s + e.wordCount, 0),
  averageMood: averageMood(entries.flatMap((e) => (e.moodScore === null ? [] : [e.moodScore]))),
});

function inPeriod(entries: Entry[], period: { start: string; end: string }) {
  const { from, to } = periodInstants(period, TZ);
  return entries.filter((e) => Date.parse(e.createdAt) >= from.getTime() && Date.parse(e.createdAt) < to.getTime());
}

const weekly = (u: Caller, token = u.token, q = '') => api(`/api/users/${u.id}/weekly-analyses${q}`, { token });
const monthly = (u: Caller, token = u.token, q = '') => api(`/api/users/${u.id}/monthly-reports${q}`, { token });
const generate = (u: Caller, token = u.token) => api(`/api/users/${u.id}/unified-analysis`, { method: 'POST', token });

describe('Generate Insights (POST /api/users/{id}/unified-analysis)', () => {
  let u: Caller;
  let thisWeek: Entry[];
  let lastWeek: Entry[];
  beforeAll(async () => {
    u = await newUser('Insightful Patient');
    const now = new Date();
    const prev = previousWeek(now, TZ);
    // Three entries in the previous week (Tuesday, Thursday, Saturday at noon in Chicago), three this week.
    const { from } = periodInstants(prev, TZ);
    lastWeek = [];
    for (const [i, d] of [1, 3, 5].entries()) lastWeek.push(await writeAt(u, new Date(from.getTime() + d * DAY + 12 * 3_600_000), i));
    thisWeek = [];
    for (let i = 0; i < 3; i++) thisWeek.push(await write(u, i + 1));
  });

  it('has nothing before the first generation', async () => {
    expect((await weekly(u)).body).toEqual([]);
    expect((await monthly(u)).body).toEqual([]);
  });

  it("writes the current week's analysis and month's report with the entries' exact figures", async () => {
    const res = await generate(u);
    expect(res.status).toBe(200);
    const { weeklyAnalysis: w, monthlyReport: m } = res.body as { weeklyAnalysis: WeeklyAnalysis; monthlyReport: MonthlyReport };
    const now = new Date();
    const week = currentWeek(now, TZ);
    const month = currentMonth(now, TZ);
    expect(w).toMatchObject({ userId: u.id, weekStart: week.start, weekEnd: week.end, ...figures(thisWeek) });
    expect(w.weekStart).toBe(shiftDate(w.weekEnd, -6));
    const all = [...lastWeek, ...thisWeek];
    expect(m).toMatchObject({ userId: u.id, month: month.month, monthStart: month.start, monthEnd: month.end, ...figures(inPeriod(all, month)) });
    // Themes come from this week's entries, most frequent first, at most 3.
    const themes = new Set(thisWeek.flatMap((e) => e.themes));
    expect(w.dominantThemes.length).toBeLessThanOrEqual(3);
    for (const t of w.dominantThemes) expect(themes).toContain(t);
    expect(w.patterns.dailyMood).toHaveLength(7);
    expect(w.patterns.dailyMood.reduce((s, d) => s + d.entries, 0)).toBe(thisWeek.length);
    // The words cite the person's own figures.
    expect(w.insights).toContain(`${thisWeek.length} entries`);
    expect(w.insights).toContain(`${figures(thisWeek).totalWords} words`);
    expect(w.recommendations.length).toBeGreaterThanOrEqual(1);
    expect(m.lifeOptimizations.length).toBeGreaterThanOrEqual(1);
    expect(m.areasForImprovement.length).toBeGreaterThanOrEqual(1);
  });

  it('regenerating replaces the current period (still one item per week and month)', async () => {
    const first = (await weekly(u)).body as WeeklyAnalysis[];
    await write(u, 0);
    thisWeek.push(((await api(`/api/users/${u.id}/journal-entries?limit=1`, { token: u.token })).body as Entry[])[0]!);
    const res = await generate(u);
    expect(res.status).toBe(200);
    const list = (await weekly(u)).body as WeeklyAnalysis[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ weekStart: first[0]!.weekStart, ...figures(thisWeek) });
    expect(list[0]!.id).not.toBe(first[0]!.id);
    expect((await monthly(u)).body).toHaveLength(1);
  });

  it('lists newest first, honours limit, and validates it', async () => {
    // The job adds the previous week's analysis (from the entries written there).
    const at = new Date();
    const prev = previousWeek(at, TZ);
    const done = await runInsightsJob(runtime(), { userId: u.id, timeZone: TZ, at: at.toISOString(), monthly: false });
    expect(done.weekly).toBe(true);
    const list = (await weekly(u)).body as WeeklyAnalysis[];
    expect(list.map((w) => w.weekStart)).toEqual([currentWeek(at, TZ).start, prev.start]);
    expect(list[1]).toMatchObject({ weekEnd: prev.end, ...figures(lastWeek) });
    expect(((await weekly(u, u.token, '?limit=1')).body as WeeklyAnalysis[]).map((w) => w.weekStart)).toEqual([currentWeek(at, TZ).start]);
    const bad = await weekly(u, u.token, '?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ message: 'limit must be at least 1' });
  });

  it('only the person reads them: they are made from every entry, private ones too (docs/architecture.md, "Entry visibility")', async () => {
    const coach = await newUser('Coach');
    const stranger = await newUser('Stranger');
    await connectMember(u.id, coach.id, { permissions: { viewEntries: true } });
    expect((await weekly(u, coach.token)).status).toBe(403);
    expect((await monthly(u, coach.token)).status).toBe(403);
    expect((await weekly(u, stranger.token)).status).toBe(403);
    // Only the person generates their own insights.
    expect((await generate(u, coach.token)).status).toBe(403);
  });
});

describe('the Monday job (fan-out → worker)', () => {
  it('drops the directory item of an account that is gone, and does nothing else', async () => {
    const rt = runtime();
    const ghost = directoryItem(`gone-${Date.now()}`, TZ, new Date().toISOString());
    await tableDb().entities.jobDirectory.put(ghost).go();
    expect(await runInsightsJob(rt, { userId: ghost.userId, timeZone: TZ, at: new Date().toISOString(), monthly: true })).toEqual({
      weekly: false,
      monthly: false,
    });
    expect((await tableDb().entities.jobDirectory.get(ghost).go()).data).toBeNull();
  });

  it('is idempotent per user and week, respects the settings, and adds the month on the first Monday', async () => {
    const u = await newUser('Job Patient');
    const rt = runtime();
    // A Monday morning (07:00 in Chicago) after the entries' week.
    const now = new Date();
    const prev = previousWeek(now, TZ);
    const { from } = periodInstants(prev, TZ);
    const entries = [
      await writeAt(u, new Date(from.getTime() + 2 * DAY + 15 * 3_600_000), 0),
      await writeAt(u, new Date(from.getTime() + 4 * DAY + 15 * 3_600_000), 1),
    ];
    const monday = periodInstants({ start: shiftDate(prev.end, 1), end: shiftDate(prev.end, 1) }, TZ).from;
    const at = new Date(monday.getTime() + 7 * 3_600_000);
    expect(localDate(at, TZ)).toBe(shiftDate(prev.end, 1));

    // The fan-out finds the user through the directory written at registration.
    const sent: InsightsJobMessage[] = [];
    await fanOut(rt, at, async (batch) => void sent.push(...batch));
    const mine = sent.filter((m) => m.userId === u.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ timeZone: TZ, at: at.toISOString() });
    // Not Monday morning in Chicago: nothing is sent for the zone.
    const sunday: InsightsJobMessage[] = [];
    await fanOut(rt, new Date(at.getTime() - DAY), async (batch) => void sunday.push(...batch));
    expect(sunday.filter((m) => m.userId === u.id)).toEqual([]);

    // Weekly analyses off: nothing.
    await tableDb().entities.settings.patch({ userId: u.id }).set({ weeklyAnalysisEnabled: false, monthlyReportEnabled: false }).go();
    expect(await runInsightsJob(rt, { ...mine[0]!, monthly: true })).toEqual({ weekly: false, monthly: false });
    expect((await weekly(u)).body).toEqual([]);

    await tableDb().entities.settings.patch({ userId: u.id }).set({ weeklyAnalysisEnabled: true, monthlyReportEnabled: true }).go();
    expect(await runInsightsJob(rt, { ...mine[0]!, monthly: true })).toEqual({ weekly: true, monthly: true });
    const first = (await weekly(u)).body as WeeklyAnalysis[];
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ weekStart: prev.start, weekEnd: prev.end, ...figures(entries) });
    const reports = (await monthly(u)).body as MonthlyReport[];
    expect(reports).toHaveLength(1);
    expect(reports[0]!.monthEnd < localDate(at, TZ)).toBe(true);

    // Run again (a retried message, or the next hour): nothing new, the first analysis stays.
    expect(await runInsightsJob(rt, { ...mine[0]!, monthly: true })).toEqual({ weekly: false, monthly: false });
    const again = (await weekly(u)).body as WeeklyAnalysis[];
    expect(again).toEqual(first);
  });
});
