import type {
  MonthlyReportInput,
  MonthlyReportWords,
  PeriodFacts,
  PeriodStory,
  StoryDay,
  WeeklyAnalysisInput,
  WeeklyAnalysisWords,
} from '@steady/shared/contracts/insights';
import { MonthlyReportWords as MonthlyReportWordsSchema, WeeklyAnalysisWords as WeeklyAnalysisWordsSchema } from '@steady/shared/contracts/insights';

/**
 * The local analyser's insights (no model): deterministic templates around the figures computed in
 * code (shared/src/domain/insights.ts), citing the person's own numbers and themes. The output is
 * validated by the same zod schemas an OpenAI adapter's output is.
 */

const THEME_ADVICE: Record<string, string> = {
  sleep: 'Keep a steady bedtime and wind-down routine; sleep showed up often in your entries.',
  work: 'Plan one short break in each work block; work was on your mind a lot.',
  family: 'Set aside a calm moment with family, or write about what you need from them.',
  relationships: 'Reach out to one person who supports you and tell them how your week went.',
  anxiety: 'When worry builds, try a two-minute breathing pause and write down what you noticed.',
  stress: 'Name one stressor you can make smaller this week and take the first small step.',
  recovery: 'Bring what you wrote about recovery to your next group or session.',
  cravings: 'Write down what came before each craving and plan an alternative for that moment.',
  gratitude: 'Keep noting what went well: gratitude came up in your entries and lifts mood.',
  exercise: 'Keep moving: schedule your walks or workouts like appointments.',
  health: 'Keep an eye on your health routines: meals, water, movement and rest.',
  loneliness: 'Plan one contact with someone in your support circle in the next few days.',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Saturday, Nov 21' from 'YYYY-MM-DD'. */
function dayName(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${MONTHS[m - 1]} ${d}`;
}

function period(f: PeriodFacts): string {
  return `${dayName(f.periodStart)} and ${dayName(f.periodEnd)}`;
}

function themeList(themes: readonly string[]): string {
  if (themes.length === 0) return '';
  if (themes.length === 1) return themes[0]!;
  return `${themes.slice(0, -1).join(', ')} and ${themes[themes.length - 1]}`;
}

function plural(n: number, word: string): string {
  const many = /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  return `${n} ${n === 1 ? word : many}`;
}

function moodPhrase(f: PeriodFacts): string {
  if (f.averageMood === null) return 'no mood score yet';
  return `an average mood of ${f.averageMood.toFixed(1)}/10`;
}

function trendPhrase(f: PeriodFacts): string {
  if (f.moodTrend === 'concerning') return `it held ${hardDays(f)}`;
  if (f.moodTrend === 'improving') return 'your mood improved over the period';
  if (f.moodTrend === 'declining') return 'your mood dipped over the period';
  if (f.moodTrend === 'volatile') return f.hardestDay ? `your mood swung, with a steep low on ${dayName(f.hardestDay.date)}` : 'your mood swung';
  return 'your mood held steady';
}

/** The days that held crisis language, named without their words: "a very hard day on Tuesday". */
function hardDays(f: PeriodFacts): string {
  const days = (f.crisisDays ?? []).map(dayName);
  return days.length === 1 ? `a very hard day on ${days[0]}` : `very hard days on ${days.join(' and ')}`;
}

/** Picks one of the variants by a stable hash of a seed (deterministic, varied from period to period). */
function pick<T>(variants: readonly T[], seed: string): T {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return variants[h % variants.length]!;
}

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Recommendations that follow from the period's story (what helped, what did not, cravings, missed activities, people, milestones). */
function storyRecommendations(f: PeriodFacts, story: PeriodStory | undefined): string[] {
  if (!story) return [];
  const seed = f.periodStart;
  const recs: string[] = [];
  const hardest = story.days.find((d) => d.kinds.includes('hardest') && !d.kinds.includes('best') && !d.kinds.includes('crisis') && d.events.length > 0);
  const missed = story.activities.find((a) => /^(skipped|missed|cancell?ed)\b/.test(a));
  if (story.helped[0])
    recs.push(
      pick(
        [
          `Plan ${story.helped[0]} again on purpose this week: it helped you.`,
          `You noticed that ${story.helped[0]} helped: put it in your plan for the next hard moment.`,
          `Keep ${story.helped[0]} within reach; this week it made a difference.`,
        ],
        seed,
      ),
    );
  if (story.cravings[0])
    recs.push(
      pick(
        [
          `You had ${story.cravings[0]}: decide now what you will do and who you will call the next time it comes.`,
          `Write down what came just before ${story.cravings[0]}, and plan one thing to do instead next time.`,
        ],
        seed,
      ),
    );
  if (missed)
    recs.push(
      pick(
        [
          `You ${missed.replace(/^(skipped|missed|cancell?ed) /, '$1 ')}: put the next one in your calendar now and tell someone you are going.`,
          `After you ${missed}, pick the next one and ask someone to go with you.`,
        ],
        seed,
      ),
    );
  if (story.didNotHelp[0]) recs.push(`${cap(story.didNotHelp[0])} did not help you this time: choose what you will do instead next time.`);
  const person = story.people.find((p) => /sponsor|counsel|therapist|coach/.test(p)) ?? story.people[0];
  if (person && hardest)
    recs.push(
      pick([`Tell ${person} about ${dayName(hardest.date)} and what made it hard.`, `Talk through ${dayName(hardest.date)} with ${person} this week.`], seed),
    );
  else if (person) recs.push(`Make time for ${person} again this week.`);
  if (story.milestones[0]) recs.push(`Mark ${story.milestones[0]} with someone in your support circle.`);
  return recs;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function recommendationsFor(f: PeriodFacts, goals: readonly string[], max: number, story?: PeriodStory, previous: readonly string[] = []): string[] {
  const recs: string[] = [];
  if (f.crisisDays?.length) {
    recs.push('Keep your safety plan close, and tell your coach or someone you trust how you are doing now.');
    recs.push('If thoughts of suicide or self-harm come back, call or text 988 any time, or 911 in immediate danger.');
  }
  recs.push(...storyRecommendations(f, story));
  if (f.totalEntries === 0) recs.push('Write a short entry on three days this week to start seeing patterns.');
  for (const theme of f.dominantThemes) {
    const advice = THEME_ADVICE[theme.toLowerCase()];
    if (advice) recs.push(advice);
    else recs.push(`Keep writing about ${theme}: note one thing that helped with it and one that did not.`);
  }
  if (f.moodTrend === 'declining') recs.push('Your mood dipped: share how you feel with your coach or someone you trust.');
  if (f.totalEntries > 0 && f.daysWithEntries < 4) recs.push(`You wrote on ${plural(f.daysWithEntries, 'day')}; aim for one more day of journaling next time.`);
  if (goals[0]) recs.push(`Take one small step toward your goal "${goals[0]}".`);
  recs.push('Keep your daily check-in: a few minutes of reflection each day builds the habit.');
  recs.push('Before bed, write one line on what helped today and one on what did not.');
  // Never the same sentence two periods running (the crisis lines always stay).
  const before = new Set(previous.map(norm));
  const fresh = recs.filter((r) => /988|safety plan/.test(r) || !before.has(norm(r)));
  return [...new Set(fresh)].slice(0, max);
}

const GERUND: Record<string, string> = {
  skipped: 'skipping',
  missed: 'missing',
  'went to': 'going to',
  'went for': 'going for',
  'made it to': 'making it to',
  'got to': 'getting to',
  attended: 'attending',
  cancelled: 'cancelling',
  canceled: 'canceling',
  took: 'taking',
  finished: 'finishing',
  started: 'starting',
  had: 'having',
  led: 'leading',
};

/** "skipped the meeting" → "skipping the meeting", so that phrases read as a list of events. */
function asEvent(phrase: string): string {
  for (const [past, ing] of Object.entries(GERUND)) if (phrase.startsWith(`${past} `)) return `${ing}${phrase.slice(past.length)}`;
  return phrase;
}

/** "Tuesday, Nov 17" and what happened: "lunch with your sister and a walk". */
function dayStory(d: StoryDay, seed: string): string | null {
  if (d.kinds.includes('crisis') || d.events.length === 0) return null;
  const ev = themeList(d.events.slice(0, 3).map(asEvent));
  const mood = d.moodScore === null ? '' : ` (mood ${d.moodScore})`;
  if (d.kinds.includes('best') && d.kinds.includes('hardest')) return `On ${dayName(d.date)}${mood}: ${ev}.`;
  if (d.kinds.includes('best'))
    return pick([`${dayName(d.date)}${mood} was your best day: ${ev}.`, `The high point came on ${dayName(d.date)}${mood}, with ${ev}.`], seed);
  if (d.kinds.includes('hardest'))
    return pick([`${dayName(d.date)}${mood} was the hardest: ${ev}.`, `The low came on ${dayName(d.date)}${mood}, with ${ev}.`], seed);
  return `Things turned on ${dayName(d.date)}${mood}: ${ev}.`;
}

/** What happened in the period, in the person's terms (short phrases, second person). */
function storySentences(story: PeriodStory | undefined, seed: string): string {
  if (!story) return '';
  const parts = story.days.map((d) => dayStory(d, seed)).filter((x): x is string => x !== null);
  const told = new Set(story.days.flatMap((d) => (d.kinds.includes('crisis') ? [] : d.events.slice(0, 3))));
  const rest = story.events.filter((e) => !told.has(e)).slice(0, 3);
  if (rest.length) parts.push(pick([`Other moments: ${themeList(rest.map(asEvent))}.`, `Along the way: ${themeList(rest.map(asEvent))}.`], seed));
  if (story.milestones[0] && !parts.some((p) => p.includes(story.milestones[0]!))) parts.push(`You reached ${story.milestones[0]}.`);
  if (story.helped.length) parts.push(`What helped: ${themeList(story.helped.slice(0, 2))}.`);
  if (story.didNotHelp.length) parts.push(`What did not: ${themeList(story.didNotHelp.slice(0, 2))}.`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

export function localWeeklyAnalysis(input: WeeklyAnalysisInput): WeeklyAnalysisWords {
  const f = input.facts;
  if (f.totalEntries === 0) {
    return WeeklyAnalysisWordsSchema.parse({
      insights: `No journal entries were written between ${period(f)}.`,
      pattern: 'No entries this week yet.',
      recommendations: recommendationsFor(f, input.goals, 3, undefined, input.previousRecommendations),
    });
  }
  const themes = f.dominantThemes.length > 0 ? ` Your main themes were ${themeList(f.dominantThemes)}.` : '';
  const best =
    f.bestDay && f.hardestDay && f.bestDay.date !== f.hardestDay.date && f.bestDay.moodScore !== f.hardestDay.moodScore
      ? ` Your best day was ${dayName(f.bestDay.date)} (mood ${f.bestDay.moodScore}) and the hardest ${dayName(f.hardestDay.date)} (mood ${f.hardestDay.moodScore}).`
      : '';
  const story = storySentences(input.story, f.periodStart);
  const insights = `This week you wrote ${plural(f.totalEntries, 'entry')} (${plural(f.totalWords, 'word')}) on ${plural(f.daysWithEntries, 'day')}, with ${moodPhrase(f)}, and ${trendPhrase(f)}.${themes}${story || best}`;
  const pattern =
    f.dominantThemes.length > 0
      ? `Mostly about ${themeList(f.dominantThemes)}; ${trendPhrase(f)}.`
      : `${plural(f.totalEntries, 'entry')} this week; ${trendPhrase(f)}.`;
  return WeeklyAnalysisWordsSchema.parse({
    insights,
    pattern: pattern.charAt(0).toUpperCase() + pattern.slice(1),
    recommendations: recommendationsFor(f, input.goals, 3, input.story, input.previousRecommendations),
  });
}

export function localMonthlyReport(input: MonthlyReportInput): MonthlyReportWords {
  const f = input.facts;
  const entries = plural(f.totalEntries, 'entry');
  const activeWeeks = input.weeks.filter((w) => w.entries > 0).length;
  const keyInsights =
    f.totalEntries === 0
      ? `No journal entries were written between ${period(f)}.`
      : `This month you wrote ${entries} (${plural(f.totalWords, 'word')}) on ${plural(f.daysWithEntries, 'day')} across ${plural(activeWeeks, 'week')}, with ${moodPhrase(f)}; ${trendPhrase(f)}.` +
        (f.dominantThemes.length > 0 ? ` Recurring themes: ${themeList(f.dominantThemes)}.` : '') +
        storySentences(input.story, f.periodStart);
  const goalsAchieved: string[] = [];
  if (f.daysWithEntries >= 7) goalsAchieved.push(`Journaled on ${f.daysWithEntries} days this month.`);
  if (activeWeeks >= 3) goalsAchieved.push(`Kept journaling in ${activeWeeks} weeks of the month.`);
  if (f.moodTrend === 'improving') goalsAchieved.push('Mood improved over the month.');
  if (f.sentimentCounts.positive > 0) goalsAchieved.push(`${plural(f.sentimentCounts.positive, 'entry')} with a positive tone.`);
  const areas: string[] = [];
  if (f.moodTrend === 'concerning') areas.push(`The month held ${hardDays(f)}: go over your safety plan with your care team.`);
  if (f.moodTrend === 'declining') areas.push('Mood declined over the month: plan support for the harder days.');
  if (f.moodTrend === 'volatile') areas.push('Mood varied sharply within the month: note what came before the low days and plan support for them.');
  const craving = input.story?.cravings[0];
  if (craving) areas.push(`Cravings came up${craving === 'cravings' ? '' : ` (${craving})`}: review the triggers and the plan for them with your care team.`);
  if (f.hardestDay && f.averageMood !== null && f.hardestDay.moodScore < f.averageMood - 1)
    areas.push(`Look back at ${dayName(f.hardestDay.date)} (mood ${f.hardestDay.moodScore}): what made it hard, and what helped?`);
  if (f.daysWithEntries < 10) areas.push('Journal more regularly: aim for at least three entries a week.');
  if (f.sentimentCounts.negative > f.sentimentCounts.positive) areas.push('More entries were negative than positive: note one good moment each day.');
  if (input.story?.milestones[0]) goalsAchieved.push(`Reached ${input.story.milestones[0]}.`);
  if (areas.length === 0) areas.push('Keep your routines going and notice what keeps your mood steady.');
  const previous = new Set((input.previousRecommendations ?? []).map(norm));
  const optimizations = recommendationsFor(f, input.goals, 5, input.story, input.previousRecommendations).map((r) =>
    r.replace(/\bthis week\b/g, 'in the coming weeks'),
  );
  const fresh = optimizations.filter((r) => /988|safety plan/.test(r) || !previous.has(norm(r)));
  const lifeOptimizations = (fresh.length ? fresh : optimizations).slice(0, 4);
  const freshAreas = areas.filter((a) => !previous.has(norm(a)));
  const summary =
    f.totalEntries === 0
      ? 'A quiet month in the journal.'
      : f.moodTrend === 'concerning'
        ? `${entries}, ${moodPhrase(f)}, with ${hardDays(f)}.`
        : f.moodTrend === 'volatile'
          ? `${entries}, ${moodPhrase(f)}, with sharp ups and downs.`
          : `${entries}, ${moodPhrase(f)}, ${f.moodTrend} mood trend.`;
  return MonthlyReportWordsSchema.parse({
    keyInsights,
    summary: summary.charAt(0).toUpperCase() + summary.slice(1),
    lifeOptimizations,
    goalsAchieved: goalsAchieved.slice(0, 5),
    areasForImprovement: freshAreas.length
      ? freshAreas.slice(0, 5)
      : ['Look back at one hard moment of the month with your care team: what came before it, and what helped after.'],
  });
}
