import type { MonthlyReportInput, MonthlyReportWords, PeriodFacts, WeeklyAnalysisInput, WeeklyAnalysisWords } from '@steady/shared';
import { MonthlyReportWords as MonthlyReportWordsSchema, WeeklyAnalysisWords as WeeklyAnalysisWordsSchema } from '@steady/shared';

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
  return 'your mood held steady';
}

/** The days that held crisis language, named without their words: "a very hard day on Tuesday". */
function hardDays(f: PeriodFacts): string {
  const days = (f.crisisDays ?? []).map(dayName);
  return days.length === 1 ? `a very hard day on ${days[0]}` : `very hard days on ${days.join(' and ')}`;
}

function recommendationsFor(f: PeriodFacts, goals: readonly string[], max: number): string[] {
  const recs: string[] = [];
  if (f.crisisDays?.length) {
    recs.push('Keep your safety plan close, and tell your coach or someone you trust how you are doing now.');
    recs.push('If thoughts of suicide or self-harm come back, call or text 988 any time, or 911 in immediate danger.');
  }
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
  return [...new Set(recs)].slice(0, max);
}

export function localWeeklyAnalysis(input: WeeklyAnalysisInput): WeeklyAnalysisWords {
  const f = input.facts;
  if (f.totalEntries === 0) {
    return WeeklyAnalysisWordsSchema.parse({
      insights: `No journal entries were written between ${period(f)}.`,
      pattern: 'No entries this week yet.',
      recommendations: recommendationsFor(f, input.goals, 3),
    });
  }
  const themes = f.dominantThemes.length > 0 ? ` Your main themes were ${themeList(f.dominantThemes)}.` : '';
  const best =
    f.bestDay && f.hardestDay && f.bestDay.date !== f.hardestDay.date && f.bestDay.moodScore !== f.hardestDay.moodScore
      ? ` Your best day was ${dayName(f.bestDay.date)} (mood ${f.bestDay.moodScore}) and the hardest ${dayName(f.hardestDay.date)} (mood ${f.hardestDay.moodScore}).`
      : '';
  const insights = `This week you wrote ${plural(f.totalEntries, 'entry')} (${plural(f.totalWords, 'word')}) on ${plural(f.daysWithEntries, 'day')}, with ${moodPhrase(f)}, and ${trendPhrase(f)}.${themes}${best}`;
  const pattern =
    f.dominantThemes.length > 0
      ? `Mostly about ${themeList(f.dominantThemes)}; ${trendPhrase(f)}.`
      : `${plural(f.totalEntries, 'entry')} this week; ${trendPhrase(f)}.`;
  return WeeklyAnalysisWordsSchema.parse({
    insights,
    pattern: pattern.charAt(0).toUpperCase() + pattern.slice(1),
    recommendations: recommendationsFor(f, input.goals, 3),
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
        (f.dominantThemes.length > 0 ? ` Recurring themes: ${themeList(f.dominantThemes)}.` : '');
  const goalsAchieved: string[] = [];
  if (f.daysWithEntries >= 7) goalsAchieved.push(`Journaled on ${f.daysWithEntries} days this month.`);
  if (activeWeeks >= 3) goalsAchieved.push(`Kept journaling in ${activeWeeks} weeks of the month.`);
  if (f.moodTrend === 'improving') goalsAchieved.push('Mood improved over the month.');
  if (f.sentimentCounts.positive > 0) goalsAchieved.push(`${plural(f.sentimentCounts.positive, 'entry')} with a positive tone.`);
  const areas: string[] = [];
  if (f.moodTrend === 'concerning') areas.push(`The month held ${hardDays(f)}: go over your safety plan with your care team.`);
  if (f.moodTrend === 'declining') areas.push('Mood declined over the month: plan support for the harder days.');
  if (f.hardestDay && f.averageMood !== null && f.hardestDay.moodScore < f.averageMood - 1)
    areas.push(`Look back at ${dayName(f.hardestDay.date)} (mood ${f.hardestDay.moodScore}): what made it hard, and what helped?`);
  if (f.daysWithEntries < 10) areas.push('Journal more regularly: aim for at least three entries a week.');
  if (f.sentimentCounts.negative > f.sentimentCounts.positive) areas.push('More entries were negative than positive: note one good moment each day.');
  if (areas.length === 0) areas.push('Keep your routines going and notice what keeps your mood steady.');
  const summary =
    f.totalEntries === 0
      ? 'A quiet month in the journal.'
      : f.moodTrend === 'concerning'
        ? `${entries}, ${moodPhrase(f)}, with ${hardDays(f)}.`
        : `${entries}, ${moodPhrase(f)}, ${f.moodTrend} mood trend.`;
  return MonthlyReportWordsSchema.parse({
    keyInsights,
    summary: summary.charAt(0).toUpperCase() + summary.slice(1),
    lifeOptimizations: recommendationsFor(f, input.goals, 4),
    goalsAchieved: goalsAchieved.slice(0, 5),
    areasForImprovement: areas.slice(0, 5),
  });
}
