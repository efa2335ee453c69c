/**
 * More history for the demo coach's Analytics tab (docs/architecture.md, "Coach analytics"): the demo
 * patient's weeks before IOP (days 22 to 89 ago), so the 90-day charts have a story. Before the
 * program, evenings with cravings and a slip; then meetings and a waiting list; then the first clean
 * days. Entries are analysed by the same Ai port as live ones (themes, estimates) and carry the
 * person's own mood rating; most are shared with the coach, some stay private (and never count in
 * the coach's figures). Every evening has its scheduled 19:00 check-in call: answered on the days of
 * a call entry, otherwise not answered or sent to voicemail. Added after the rest of the demo, and
 * the stats item is computed again from all entries.
 */
import { TZDate } from '@date-fns/tz';
import { countWords, localDate, statsFromEntries } from '@steady/shared';
import type { Runtime } from '@steady/functions/platform/runtime';
import { ulid } from 'ulid';

type Visibility = 'private' | 'coach_only' | 'circle';

/** Texts by phase, oldest first; each phase's texts take turns. */
const PHASES: { from: number; to: number; mood: [number, number]; texts: { title: string; content: string }[] }[] = [
  {
    from: 89,
    to: 60,
    mood: [3, 4],
    texts: [
      {
        title: 'Cravings again',
        content:
          'Cravings most of the evening again. I stayed home and watched a show to get through it. Work stress makes it worse and I am tired of fighting it alone.',
      },
      {
        title: 'Honest with my coach',
        content:
          'Told my coach the truth about the weekend. I slipped on Saturday. She did not judge me. We talked about an intensive program and what would make it possible.',
      },
      {
        title: 'Bad sleep',
        content: 'Slept maybe four hours. Anxious and restless all day at work. I skipped lunch and felt shaky by the afternoon.',
      },
    ],
  },
  {
    from: 59,
    to: 40,
    mood: [4, 5],
    texts: [
      {
        title: 'Back at a meeting',
        content:
          'Went back to a meeting tonight for the first time in weeks. I sat in the back and just listened. It helped to hear other people say what I feel.',
      },
      {
        title: 'Waiting list',
        content: 'Called the treatment center. I am on the waiting list for the intensive outpatient program. Nervous, but it feels like a real step.',
      },
      {
        title: 'Walk with my sister',
        content: 'My sister came over and we walked around the lake. I told her about the program. Felt lighter afterwards, even hopeful for a moment.',
      },
    ],
  },
  {
    from: 39,
    to: 22,
    mood: [5, 6],
    texts: [
      {
        title: 'Early days clean',
        content: 'Another day clean. The mornings are the hardest part, but I go to my meeting and call my sponsor on the way home. Grateful for small wins.',
      },
      {
        title: 'Cooking again',
        content: 'Made a real dinner for the first time in months. Sleep is getting better and my appetite is back. My coach says the routine is working.',
      },
      {
        title: 'Hard moment at work',
        content:
          'A coworker offered me a drink after the shift. I said no and drove straight home. Proud of myself, but it shook me and the cravings came back for an hour.',
      },
    ],
  },
];

/** The patient's own ratings around the phase's range: a small repeating wiggle so the line moves. */
const WIGGLE = [0, 1, -1, 0, 1, -1, 0];
/** Who may read them, in turn: mostly the coach, some the whole circle, one in six private. */
const VISIBILITY: Visibility[] = ['coach_only', 'coach_only', 'circle', 'private', 'coach_only', 'circle'];

export async function seedCoachHistory(rt: Runtime, input: { patientId: string; phoneNumber: string; timeZone: string }): Promise<void> {
  const { patientId: userId, phoneNumber, timeZone } = input;
  const now = rt.ports.clock.now();
  const analyses = new Map<string, Awaited<ReturnType<Runtime['ports']['ai']['analyzeEntry']>>>();
  const entries = [];
  const calls = [];
  let n = 0;
  for (const phase of PHASES) {
    for (let daysAgo = phase.from; daysAgo >= phase.to; daysAgo--) {
      const day = new TZDate(now.getTime() - daysAgo * 86_400_000, timeZone);
      const callAt = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 19, 0, 5, timeZone).getTime());
      // About five evenings in seven have an entry; two in three of those are the call's own entry.
      const writes = daysAgo % 7 !== 2 && daysAgo % 5 !== 1;
      const isCall = writes && n % 3 !== 2;
      if (writes) {
        const text = phase.texts[n % phase.texts.length]!;
        let analysis = analyses.get(text.content);
        if (!analysis) {
          analysis = await rt.ports.ai.analyzeEntry(text.content);
          analyses.set(text.content, analysis);
        }
        const [lo, hi] = phase.mood;
        const mood = Math.max(1, Math.min(10, (n % 2 === 0 ? lo : hi) + WIGGLE[n % WIGGLE.length]!));
        const at = new Date(callAt.getTime() + (isCall ? 5 : 120) * 60_000 + (n % 17) * 60_000);
        const entryId = ulid(at.getTime());
        entries.push({
          userId,
          entryId,
          callId: isCall ? entryId : undefined,
          title: text.title,
          content: text.content,
          transcription: isCall ? text.content : undefined,
          moodScore: mood,
          moodSource: 'self' as const,
          moodEstimate: analysis.moodScore,
          sentiment: analysis.sentiment,
          themes: analysis.themes,
          wordCount: countWords(text.content),
          callDuration: isCall ? 150 + (n % 5) * 30 : undefined,
          source: isCall ? ('call' as const) : ('manual' as const),
          isArtifact: false,
          visibility: VISIBILITY[n % VISIBILITY.length]!,
          version: 1,
          createdAt: at.toISOString(),
          updatedAt: at.toISOString(),
        });
        n++;
      }
      const missed = n % 2 === 0 ? ('no-answer' as const) : ('voicemail' as const);
      const callId = isCall ? entries.at(-1)!.entryId : ulid(callAt.getTime());
      calls.push({
        userId,
        callId,
        phoneNumber,
        status: isCall ? ('completed' as const) : missed,
        trigger: 'scheduled' as const,
        localDate: localDate(callAt, timeZone),
        maxDuration: 600,
        duration: isCall ? entries.at(-1)!.callDuration : missed === 'voicemail' ? 9 : 0,
        providerCallId: `CA${callId.toLowerCase().padEnd(32, '0').slice(0, 32)}`,
        ...(isCall ? { answeredBy: 'human' } : missed === 'voicemail' ? { answeredBy: 'machine_end_beep' } : {}),
        turns: [],
        turnCount: isCall ? 4 : 0,
        closed: true,
        crisisDetected: false,
        ...(isCall ? { transcriptionText: entries.at(-1)!.content, journalEntryId: callId } : {}),
        createdAt: callAt.toISOString(),
        updatedAt: callAt.toISOString(),
      });
    }
  }
  await rt.db.entities.journalEntry.put(entries).go();
  await rt.db.entities.call.put(calls).go();
  // The stats item (totals, streaks) from every entry of the patient, old and new.
  const { data: all } = await rt.db.entities.journalEntry.query.byUser({ userId }).go({ pages: 'all', attributes: ['createdAt', 'wordCount', 'moodScore'] });
  const stats = statsFromEntries(
    all.map((e) => ({ createdAt: e.createdAt, wordCount: e.wordCount ?? 0, moodScore: e.moodScore ?? null })),
    timeZone,
  );
  await rt.db.entities.stats
    .patch({ userId })
    .set({ ...stats, lastEntryDate: stats.lastEntryDate ?? undefined })
    .add({ revision: 1 })
    .go();
}
