/**
 * The demo clinic, written on first start: a patient with three weeks of entries and a coach.
 * Entries are analysed by the same Ai port as live ones, and the stats item is computed from them.
 */
import { seedBooking } from './seed-booking.js';
import { TZDate } from '@date-fns/tz';
import { ONBOARDING_STEPS, countWords, localDate, shiftDate, statsFromEntries } from '@steady/shared';
import { register } from '@steady/functions/users/service';
import { createHabit, logProgress } from '@steady/functions/habits/service';
import { seedInsights } from '@steady/functions/insights/service';
import { saveSafetyPlan } from '@steady/functions/settings/safety-plan';
import { connect } from '@steady/functions/care-team/service';
import { rebuildSummary } from '@steady/functions/care-team/summary';
import { acceptInvite, createInvite } from '@steady/functions/circle/service';
import { acknowledgeAlert, listAlerts, raiseCrisisAlerts } from '@steady/functions/care-team/alerts';
import { createComment } from '@steady/functions/conversations/comments';
import { markConversationRead, sendMessage } from '@steady/functions/conversations/messages';
import type { Runtime } from '@steady/functions/platform/runtime';
import { createEntry } from '@steady/functions/journal/service';
import { reindexJournal } from '@steady/functions/journal/search';
import { acceptInvite as acceptFriendInvite, createInvite as createFriendInvite, sendFriendRequest } from '@steady/functions/friends/service';
import { ulid } from 'ulid';
import { recordReads } from '@steady/functions/audit/service';
import { saveConsents, saveOnboarding } from '@steady/functions/users/onboarding';
import { seedCoachHistory } from './seed-coach-history.js';
import { createWorkspace, saveWorkspace } from '@steady/functions/workspaces/service';
import { saveAvailability } from '@steady/functions/care-team/availability';
import { saveProfile, uploadPhoto } from '@steady/functions/care-team/profile';
import { UpdateCoachAvailabilityBody, UpdateCoachProfileBody } from '@steady/shared';
import { demoCoachPhoto } from './png.js';
import { seedMarketplace } from './seed-marketplace.js';
import { seedCoachMarket } from './seed-coach-market.js';
import { seedForms } from './seed-forms.js';

export const DEMO_PASSWORD = 'SteadyDemo1';
const DEMO_TIME_ZONE = 'America/New_York';
export const DEMO_USERS = [
  { name: 'Jordan Rivera', phoneNumber: '+14155550101', role: 'user' as const },
  { name: 'Dr. Maya Chen', phoneNumber: '+14155550102', role: 'coach' as const },
];

/**
 * The Support Circle of the demo (docs/architecture.md, "Support Circle"): Sam, the patient's brother,
 * accepted a family invite with view permission; a therapist has invited the patient as a client (the
 * Requests tab). Signed in with the same password.
 */
export const DEMO_CIRCLE_USERS = {
  family: { name: 'Sam Rivera', phoneNumber: '+14155550103' },
  therapist: { name: 'Dr. Lena Ortiz', phoneNumber: '+14155550106' },
} as const;

/**
 * Who may read each demo entry (by days ago): the ones about treatment go to the coach (`coach_only`),
 * good news to the whole circle (`circle`); cravings, a rough night and family matters stay `private`.
 */
const DEMO_VISIBILITY: Record<number, 'coach_only' | 'circle'> = {
  21: 'coach_only',
  17: 'coach_only',
  16: 'circle',
  15: 'circle',
  12: 'circle',
  11: 'coach_only',
  9: 'circle',
  7: 'circle',
  5: 'coach_only',
  4: 'circle',
  3: 'circle',
  1: 'coach_only',
  0: 'circle',
};

/** Self-rated moods of a few demo entries, by days ago; the others are the analyser's estimates. */
const DEMO_MOOD_RATINGS: Record<number, number> = { 20: 3, 9: 7, 2: 6, 0: 8 };

/** Three weeks of a patient in IOP: ups, downs, cravings, meetings. Oldest first. */
const DEMO_ENTRIES: { daysAgo: number; title: string; content: string; source: 'call' | 'manual' }[] = [
  {
    daysAgo: 21,
    title: 'First week of IOP',
    source: 'call',
    content:
      'Started the intensive outpatient program this week. I was nervous walking in and almost turned around in the parking lot. The group was kinder than I expected. I am tired but I showed up.',
  },
  {
    daysAgo: 20,
    title: 'Rough night',
    source: 'call',
    content:
      'Could not sleep at all last night. The cravings were loud around midnight and I felt anxious and restless. I called the warm line and walked around the block twice. I did not use.',
  },
  {
    daysAgo: 19,
    title: 'Talked to my sister',
    source: 'manual',
    content:
      'My sister called and we talked for an hour. It is the first real conversation we have had in months. I told her about the program. She said she is proud of me and I cried a little after.',
  },
  {
    daysAgo: 17,
    title: 'Work stress',
    source: 'call',
    content:
      'My boss asked me to cover a double shift and I said yes even though I am exhausted. Stress at work is one of my triggers. I noticed the urge on the drive home and played music loud instead.',
  },
  {
    daysAgo: 16,
    title: 'Group session',
    source: 'call',
    content:
      'In group today someone shared about relapse and it hit close to home. I felt scared but also less alone. My counselor suggested I write down three things that went well each day.',
  },
  {
    daysAgo: 15,
    title: 'Three good things',
    source: 'manual',
    content:
      'Three good things: I made breakfast, I went to my meeting, and I laughed at a dumb movie with my roommate. Small things, but I am grateful for them today.',
  },
  {
    daysAgo: 14,
    title: 'Frustrated',
    source: 'call',
    content:
      'Felt angry and frustrated most of the day. Everything seemed to go wrong and I snapped at my roommate. Later I apologized. I know anger is usually something else underneath for me.',
  },
  {
    daysAgo: 12,
    title: 'Walked in the park',
    source: 'call',
    content:
      'Went for a long walk in the park after work. The fresh air helped my mood a lot. I slept better than I have in weeks. Feeling hopeful for the first time in a while.',
  },
  {
    daysAgo: 11,
    title: 'Medication check-in',
    source: 'call',
    content:
      'Saw the doctor about my medication. We adjusted the dose and I feel okay about it. Still some anxiety in the mornings but it passes faster now. Went to my evening meeting.',
  },
  {
    daysAgo: 10,
    title: 'Family dinner',
    source: 'manual',
    content:
      'Family dinner at my parents house. My dad made a comment about my past that stung. I stayed calm, took a break outside, breathed, and came back in. Proud that I did not leave angry.',
  },
  {
    daysAgo: 9,
    title: 'Thirty days',
    source: 'call',
    content:
      'Thirty days clean today. I got my chip at the meeting and my sponsor hugged me. I never thought I would get here. I feel proud and grateful and a little scared of what comes next.',
  },
  {
    daysAgo: 8,
    title: 'Low energy',
    source: 'call',
    content: 'Low energy today. Stayed in bed too long and skipped the gym. Not a bad day exactly, just flat. Tomorrow I want to get outside before noon.',
  },
  {
    daysAgo: 7,
    title: 'Morning walk',
    source: 'call',
    content:
      'Got outside before noon like I promised myself. Walked to the coffee shop and sat in the sun. Called my sponsor on the way back. A good, steady day.',
  },
  {
    daysAgo: 6,
    title: 'Craving at the store',
    source: 'call',
    content:
      'Had a strong craving at the grocery store when I walked past the aisle I used to go to. My heart was racing. I left the cart, went to my car, and did the breathing exercise. It passed in about ten minutes.',
  },
  {
    daysAgo: 5,
    title: 'Therapy insight',
    source: 'manual',
    content:
      'In therapy we talked about how I use busyness to avoid feelings. That landed. I want to practice sitting with discomfort for a few minutes instead of reaching for something.',
  },
  {
    daysAgo: 4,
    title: 'Helping someone new',
    source: 'call',
    content:
      'A newcomer at the meeting asked me for my number. It felt good to be useful to someone. I remember how lost I felt at the start. Hopeful and calm tonight.',
  },
  {
    daysAgo: 3,
    title: 'Sleep is better',
    source: 'call',
    content: 'Slept seven hours straight. The new routine of no phone after ten seems to work. Work was busy but manageable and I left on time.',
  },
  {
    daysAgo: 2,
    title: 'Anniversary',
    source: 'call',
    content:
      'Today would have been my old drinking buddy birthday. Felt sad and lonely thinking about him. I went to a meeting instead of the bar and shared about it. People listened.',
  },
  {
    daysAgo: 1,
    title: 'Planning ahead',
    source: 'manual',
    content:
      'Made a plan for the weekend: meeting Saturday morning, lunch with my sister, gym on Sunday. Having a plan makes me feel safer and more in control.',
  },
  {
    daysAgo: 0,
    title: 'Good day',
    source: 'call',
    content:
      'Really good day. Lunch with my sister was fun, and my counselor said I am making real progress. I feel grateful, rested and hopeful about the week ahead.',
  },
];

/**
 * The demo patient's call history: one completed call behind each call entry (the entry keeps the
 * call's id), and two calls that were not answered.
 */
async function seedCalls(
  rt: Runtime,
  userId: string,
  entries: { entryId: string; source: string; content: string; callDuration?: number; createdAt: string }[],
): Promise<void> {
  const phoneNumber = DEMO_USERS.find((u) => u.role === 'user')!.phoneNumber;
  const calls = entries
    .filter((e) => e.source === 'call')
    .map((e) => {
      const placed = new Date(Date.parse(e.createdAt) - (e.callDuration ?? 0) * 1000 - 60_000);
      return {
        userId,
        callId: e.entryId,
        phoneNumber,
        status: 'completed' as const,
        trigger: 'scheduled' as const,
        localDate: localDate(placed, DEMO_TIME_ZONE),
        maxDuration: 600,
        duration: e.callDuration,
        providerCallId: `CA${e.entryId.toLowerCase().padEnd(32, '0').slice(0, 32)}`,
        answeredBy: 'human',
        turns: [],
        turnCount: 4,
        closed: true,
        crisisDetected: false,
        transcriptionText: e.content,
        journalEntryId: e.entryId,
        createdAt: placed.toISOString(),
        updatedAt: e.createdAt,
      };
    });
  const now = rt.ports.clock.now().getTime();
  const missed = [4, 11].map((daysAgo, i) => {
    // The 19:00 call of that evening in New York, which nobody (or voicemail) answered.
    const day = new TZDate(now - daysAgo * 86_400_000, DEMO_TIME_ZONE);
    const at = new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 19, 0, 5, DEMO_TIME_ZONE).getTime());
    return {
      userId,
      callId: ulid(at.getTime()),
      phoneNumber,
      status: i === 0 ? ('no-answer' as const) : ('voicemail' as const),
      trigger: 'scheduled' as const,
      localDate: localDate(at, DEMO_TIME_ZONE),
      maxDuration: 600,
      duration: i === 0 ? 0 : 9,
      providerCallId: `CA${String(i).repeat(32)}`,
      ...(i === 1 ? { answeredBy: 'machine_end_beep' } : {}),
      turns: [],
      turnCount: 0,
      closed: true,
      crisisDetected: false,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
  });
  await rt.db.entities.call.put([...calls, ...missed]).go();
}

/** Three habits with a week of progress, logged through the habits service (streak and weekly score are real). */
async function seedHabits(rt: Runtime, userId: string): Promise<void> {
  const habits = [
    { name: 'Evening walk', description: 'Twenty minutes outside after dinner', category: 'health', frequency: 'daily', targetValue: 20, unit: 'minutes' },
    { name: 'Meeting or group', description: 'A recovery meeting or my IOP group', category: 'social', frequency: '3x_week', targetValue: 1, unit: 'times' },
    { name: 'Gratitude list', description: 'Three good things before bed', category: 'mindfulness', frequency: 'daily', targetValue: 3, unit: 'items' },
  ] as const;
  const created = [];
  for (const h of habits) created.push(await createHabit(rt, userId, { ...h, systemId: null }));
  const today = localDate(rt.ports.clock.now(), DEMO_TIME_ZONE);
  for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
    const date = shiftDate(today, -daysAgo);
    await logProgress(rt, userId, { habitId: created[0]!.id, date, value: [20, 25, 15, 20, 30, 20, 20][daysAgo]!, notes: null, moodAfter: 7 });
    if (daysAgo % 2 === 0) await logProgress(rt, userId, { habitId: created[1]!.id, date, value: 1, notes: null, moodAfter: 8 });
    if (daysAgo !== 3) await logProgress(rt, userId, { habitId: created[2]!.id, date, value: 3, notes: null, moodAfter: null });
  }
}

/**
 * The demo patient's safety plan, written with their counselor early in IOP: saved through the settings
 * service, in the words the entries use (the walk, the warm line, the sister, the sponsor).
 */
async function seedSafetyPlan(rt: Runtime, userId: string): Promise<void> {
  const coach = DEMO_USERS.find((u) => u.role === 'coach')!;
  await saveSafetyPlan(rt, userId, {
    warningSigns: ['Not sleeping, awake past midnight', 'Cravings getting loud', 'Skipping my meeting and staying in bed', 'Snapping at my roommate'],
    copingStrategies: ['Walk around the block twice', 'Box breathing for five minutes', 'Play music loud in the car', 'Write three good things'],
    socialDistractions: [
      { name: 'The coffee shop on Valencia', phone: null },
      { name: 'My evening meeting', phone: null },
      { name: 'Sam, my roommate', phone: '(415) 555-0123' },
    ],
    helpContacts: [
      { name: 'My sister Ana', phone: '(415) 555-0144' },
      { name: 'Marcus, my sponsor', phone: '(415) 555-0177' },
    ],
    professionals: [
      { name: `${coach.name}, my coach`, phone: coach.phoneNumber },
      { name: 'Recovery warm line', phone: '(415) 555-0199' },
      { name: 'Nearest emergency room', phone: '(415) 555-0188' },
    ],
    safeEnvironment: ['Ana keeps my sleeping pills; I get one week at a time', 'No alcohol in the apartment'],
    reasonForLiving: 'My niece Lucia, and the life I am building one day at a time.',
  });
}

/**
 * A demo account that has been through the first-run onboarding: consented to everything (so the demo
 * patient's calls ring and the coach's crisis alerts are texted) and finished /welcome.
 */
async function demoAccount(
  rt: Runtime,
  who: { name: string; phoneNumber: string },
  role: 'user' | 'coach' | 'therapist' | 'admin' = 'user',
  callTime = '19:00',
): Promise<string> {
  const { user } = await register(rt, { name: who.name, phoneNumber: who.phoneNumber, password: DEMO_PASSWORD, timeZone: DEMO_TIME_ZONE, callTime }, role);
  seededUsers.push(user.id);
  await saveConsents(rt, user.id, { terms: true, privacy: true, callRecording: true, sms: true });
  await saveOnboarding(rt, user.id, { completedSteps: [...ONBOARDING_STEPS], finished: true });
  return user.id;
}

/** Every demo account made by this seed run: their journals are indexed for search at the end. */
const seededUsers: string[] = [];

export async function seedDemo(rt: Runtime): Promise<void> {
  seededUsers.length = 0;
  const ids: Record<string, string> = {};
  for (const u of DEMO_USERS) ids[u.role] = await demoAccount(rt, u, u.role);
  const userId = ids.user!;
  // The demo coach is on the demo patient's care team and may view their entries (and gets crisis alerts).
  await connect(rt, { patientId: userId, memberId: ids.coach!, relationshipType: 'coach', permissions: { viewEntries: true, commentEntries: true } });
  const now = rt.ports.clock.now();
  const items = [];
  for (const e of DEMO_ENTRIES) {
    // Evenings in New York, a few minutes after the 19:00 call; today's is never in the future.
    const day = new TZDate(now.getTime() - e.daysAgo * 86_400_000, DEMO_TIME_ZONE);
    const evening = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 19, 6 + (e.content.length % 20), 0, DEMO_TIME_ZONE);
    const at = new Date(Math.min(evening.getTime(), now.getTime() - 30 * 60_000));
    const analysis = await rt.ports.ai.analyzeEntry(e.content);
    const entryId = ulid(at.getTime());
    // A few entries carry the person's own rating (a call's "On a scale of 1 to 10…", or the form's);
    // the rest stay estimates, so the demo shows both.
    const moodRating = DEMO_MOOD_RATINGS[e.daysAgo];
    items.push({
      userId,
      entryId,
      callId: e.source === 'call' ? entryId : undefined,
      title: e.title,
      content: e.content,
      transcription: e.source === 'call' ? e.content : undefined,
      moodScore: moodRating ?? analysis.moodScore,
      moodSource: moodRating ? ('self' as const) : ('estimate' as const),
      moodEstimate: analysis.moodScore,
      sentiment: analysis.sentiment,
      themes: analysis.themes,
      wordCount: countWords(e.content),
      callDuration: e.source === 'call' ? 180 + (e.content.length % 240) : undefined,
      source: e.source,
      isArtifact: e.daysAgo === 9 || e.daysAgo === 15,
      visibility: DEMO_VISIBILITY[e.daysAgo] ?? ('private' as const),
      version: 1,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
  }
  await rt.db.entities.journalEntry.put(items).go();
  await seedCalls(rt, userId, items);
  const stats = statsFromEntries(items, DEMO_TIME_ZONE);
  await rt.db.entities.stats
    .patch({ userId })
    .set({ ...stats, lastEntryDate: stats.lastEntryDate ?? undefined, revision: 1 })
    .go();
  // Weekly analyses and monthly reports, generated through the insights service as the job does.
  await seedInsights(rt, userId);
  await seedHabits(rt, userId);
  await seedSafetyPlan(rt, userId);
  await seedCrisisAlerts(rt, userId, ids.coach!);
  await seedCircle(rt, userId);
  await seedFriends(rt, userId);
  await seedConversations(rt, userId, ids.coach!, items);
  // Weeks before IOP, for the coach's 90-day analytics (infra/local/seed-coach-history.ts).
  await seedCoachHistory(rt, { patientId: userId, phoneNumber: DEMO_USERS[0]!.phoneNumber, timeZone: DEMO_TIME_ZONE });
  // The demo patient's history was written directly: their caseload summary is made from it.
  await rebuildSummary(rt, userId);
  await seedCaseload(rt, ids.coach!);
  await seedCoachProfile(rt, ids.coach!);
  await seedAudit(rt, userId, ids.coach!);
  await seedMarketplace(rt, { patientId: userId, coachId: ids.coach!, buyerPhoneNumber: DEMO_FRIENDS[0]!.phoneNumber });
  // Booking: a paid session with Dr. Chen next week and a past one (infra/local/seed-booking.ts).
  await seedBooking(rt, userId, ids.coach!, DEMO_TIME_ZONE);
  await seedForms(rt, userId, ids.coach!);
  // Coach-published marketplace content (infra/local/seed-coach-market.ts).
  await seedCoachMarket(rt, { patientId: userId, coachId: ids.coach!, buyerPhoneNumber: DEMO_FRIENDS[0]!.phoneNumber });
  await seedWorkspaces(rt, userId, ids.coach!);
  // Seeded entries are written straight to the table: index them for journal search in one pass.
  for (const id of seededUsers) await reindexJournal(rt, id);
}

/**
 * A shared workspace (docs/architecture.md, "Shared workspaces"): the patient allows coach workspaces,
 * the coach's connection may edit them, and their relapse-prevention plan has three versions: started
 * by the coach three days ago, added to by the patient, then adjusted by the coach yesterday. Written
 * through the workspaces service, each at its own time.
 */
async function seedWorkspaces(rt: Runtime, patientId: string, coachId: string): Promise<void> {
  await rt.db.entities.careConnection.patch({ userId: patientId, memberId: coachId }).set({ canEditWorkspaces: true }).go();
  await rt.db.entities.settings.patch({ userId: patientId }).set({ allowCoachWorkspaces: true }).go();
  const now = rt.ports.clock.now().getTime();
  const rtAt = (hoursAgo: number): Runtime => {
    const when = new Date(now - hoursAgo * 3_600_000);
    return { ...rt, ports: { ...rt.ports, clock: { now: () => when } } };
  };
  const plan = [
    'Warning signs: skipping meetings, staying up late, telling myself one drink is fine.',
    'Triggers: payday Fridays, the anniversary in March, arguments with my brother.',
    'What I do instead: call Marcus, go to the 7 pm meeting, walk to the park.',
    'People I can call: Marcus (sponsor), Ana, Dr. Chen.',
  ];
  const created = await createWorkspace(rtAt(72), patientId, coachId, { title: 'Relapse-prevention plan', content: plan.join('\n') });
  const byPatient = [
    ...plan.slice(0, 2),
    'What I do instead: call Marcus, go to the 7 pm meeting, walk to the park, cook dinner with Ana.',
    plan[3]!,
    'Reasons to stay sober: Lucia, my job, waking up clear.',
  ];
  const second = await saveWorkspace(rtAt(48), patientId, created.id, patientId, { title: created.title, content: byPatient.join('\n'), version: 1 });
  if (!('saved' in second)) return;
  const byCoach = [
    ...byPatient.slice(0, 4),
    'If I slip: tell Marcus the same day, and go to a meeting the next morning. A slip is not a relapse.',
    byPatient[4]!,
  ];
  await saveWorkspace(rtAt(20), patientId, created.id, coachId, { title: 'Relapse-prevention plan', content: byCoach.join('\n'), version: 2 });
}

/**
 * The demo coach's Availability and Coach Settings (docs/architecture.md, "Coach availability and
 * profile"), saved through the same services as the screens: $120 for 60 minutes, Monday to Thursday
 * 09:00-17:00 and Friday 09:00-13:00 in New York; a profile with a generated photo, verified, so the
 * demo patient's My Circle shows it.
 */
async function seedCoachProfile(rt: Runtime, coachId: string): Promise<void> {
  const hours = (dayOfWeek: number) =>
    dayOfWeek <= 4
      ? { dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: true }
      : dayOfWeek === 5
        ? { dayOfWeek, startTime: '09:00', endTime: '13:00', isActive: true }
        : { dayOfWeek, startTime: '09:00', endTime: '17:00', isActive: false };
  await saveAvailability(
    rt,
    coachId,
    UpdateCoachAvailabilityBody.parse({ hourlyRate: 120, sessionDuration: 60, timeZone: DEMO_TIME_ZONE, schedule: [1, 2, 3, 4, 5, 6, 7].map(hours) }),
  );
  await saveProfile(
    rt,
    coachId,
    UpdateCoachProfileBody.parse({
      bio: 'Licensed clinical psychologist with twelve years in outpatient addiction treatment. I help people in early recovery build routines that hold on hard days, notice their warning signs early, and rebuild trust with the people they love.',
      specialties: ['Relapse prevention', 'Early recovery', 'Sleep and routines', 'Family repair'],
      certifications: ['Licensed Clinical Psychologist (NY)', 'Certified Alcohol and Substance Abuse Counselor (CASAC)'],
      languages: ['English', 'Mandarin'],
    }),
  );
  if (rt.ports.photos.configured) await uploadPhoto(rt, coachId, demoCoachPhoto().toString('base64'));
  // Verified by the clinic (the admin's Verified badge).
  await rt.db.entities.user.patch({ userId: coachId }).set({ isVerifiedCoach: true }).go();
}

/**
 * The patient's Support Circle, made through the circle service as the screens do: Sam accepted a
 * family invite (view permission; the invite shows Used), an invite link for a friend is still
 * active, and a therapist's client invite waits in the patient's Requests.
 */
async function seedCircle(rt: Runtime, patientId: string): Promise<void> {
  const origin = rt.config.appUrl ?? '';
  const samId = await demoAccount(rt, DEMO_CIRCLE_USERS.family);
  const therapistId = await demoAccount(rt, DEMO_CIRCLE_USERS.therapist, 'therapist');
  const family = await createInvite(
    rt,
    patientId,
    {
      relationshipType: 'family',
      message: 'Sam, I would like you to see how I am doing. Thank you for being there.',
      permissions: { canViewEntries: true, canCommentEntries: true, canEditWorkspaces: false },
      direction: 'member',
      phoneNumber: DEMO_CIRCLE_USERS.family.phoneNumber,
    },
    origin,
  );
  await acceptInvite(rt, samId, family.link!.split('/circle/accept/')[1]!, {});
  await createInvite(
    rt,
    patientId,
    {
      relationshipType: 'friend',
      message: 'For Marcus, my sponsor.',
      permissions: { canViewEntries: true, canCommentEntries: false, canEditWorkspaces: false },
      direction: 'member',
    },
    origin,
  );
  await createInvite(
    rt,
    therapistId,
    {
      relationshipType: 'therapist',
      message: 'Hello Jordan, this connects us on Steady before our first session on Thursday.',
      permissions: { canViewEntries: false, canCommentEntries: false, canEditWorkspaces: false },
      direction: 'client',
      phoneNumber: DEMO_USERS.find((u) => u.role === 'user')!.phoneNumber,
    },
    origin,
  );
}

/**
 * Entry comments and secure messages (docs/architecture.md, "Entry comments and secure messages"): the
 * demo coach has commented on two entries the patient shares with coaches (one question answered by
 * the patient, and a private note only the coach sees), and the two have a short message thread whose
 * latest message the patient has not read. Written through the conversations services, each at its own
 * time; the seed sends no text messages.
 */
async function seedConversations(
  rt: Runtime,
  patientId: string,
  coachId: string,
  entries: { entryId: string; title: string; createdAt: string }[],
): Promise<void> {
  const quiet: Runtime = { ...rt, ports: { ...rt.ports, telephony: { ...rt.ports.telephony, sendSms: () => Promise.resolve({ sid: 'seed' }) } } };
  const rtAt = (iso: string, plusMinutes: number): Runtime => {
    const when = new Date(Math.min(Date.parse(iso) + plusMinutes * 60_000, rt.ports.clock.now().getTime() - 60_000));
    return { ...quiet, ports: { ...quiet.ports, clock: { now: () => when } } };
  };
  const anniversary = entries.find((e) => e.title === 'Anniversary');
  const helping = entries.find((e) => e.title === 'Helping someone new');
  if (!anniversary || !helping) return;
  for (const e of [anniversary, helping])
    await rt.db.entities.journalEntry.patch({ userId: patientId, entryId: e.entryId }).set({ visibility: 'coach_only' }).go();
  const note = (
    content: string,
    commentType: 'comment' | 'suggestion' | 'encouragement' | 'question',
    extra: { isPrivateNote?: boolean; parentCommentId?: string } = {},
  ) => ({
    content,
    commentType,
    isPrivateNote: extra.isPrivateNote ?? false,
    parentCommentId: extra.parentCommentId ?? null,
  });
  const question = await createComment(
    rtAt(helping.createdAt, 14 * 60),
    coachId,
    helping.entryId,
    note('How did it feel to be the one someone reached out to?', 'question'),
  );
  await createComment(
    rtAt(helping.createdAt, 15 * 60),
    patientId,
    helping.entryId,
    note('Honestly, like proof that I am not who I was a year ago.', 'comment', { parentCommentId: question.id }),
  );
  await rt.db.entities.commentUnread.delete({ userId: patientId, entryId: helping.entryId }).go();
  await createComment(
    rtAt(anniversary.createdAt, 13 * 60),
    coachId,
    anniversary.entryId,
    note('Going to a meeting instead of the bar on a day like that takes real strength. I am glad people listened.', 'encouragement'),
  );
  await createComment(
    rtAt(anniversary.createdAt, 13 * 60 + 2),
    coachId,
    anniversary.entryId,
    note('Anniversary reaction: check in about grief and loneliness at Thursday’s session.', 'comment', { isPrivateNote: true }),
  );
  await createComment(
    rtAt(anniversary.createdAt, 13 * 60 + 5),
    coachId,
    anniversary.entryId,
    note('If the evening gets heavy again, try texting Marcus before you leave the house.', 'suggestion'),
  );

  const latest = entries.at(-1)!.createdAt;
  await sendMessage(rtAt(latest, -26 * 60), coachId, patientId, 'Hi Jordan, checking in before the weekend. How is the plan coming along?');
  await sendMessage(rtAt(latest, -25 * 60), patientId, coachId, 'Meeting Saturday morning, lunch with Ana, gym on Sunday. Writing it down helped.');
  await markConversationRead(rtAt(latest, -24 * 60), coachId, patientId);
  await markConversationRead(rtAt(latest, -24 * 60), patientId, coachId);
  await sendMessage(rtAt(latest, 30), coachId, patientId, 'That is a solid plan. Want to talk about the anniversary at our Thursday session?');
}

/**
 * The demo coach's Crisis Alerts: an acknowledged concern from two days ago and an unacknowledged
 * urgent one from a few minutes ago, both from the demo patient's AI coach chat (whose messages are not
 * stored, so no entry or call in the demo contradicts them). Raised and acknowledged through the
 * alerts service, each at its own time.
 */
async function seedCrisisAlerts(rt: Runtime, patientId: string, coachId: string): Promise<void> {
  const now = rt.ports.clock.now().getTime();
  const at = (msAgo: number) => new Date(now - msAgo);
  const rtAt = (when: Date): Runtime => ({ ...rt, ports: { ...rt.ports, clock: { now: () => when } } });
  const concernAt = at(2 * 86_400_000 + 3 * 3_600_000);
  await raiseCrisisAlerts(rtAt(concernAt), {
    patientId,
    source: 'chat',
    sourceId: ulid(concernAt.getTime()),
    at: concernAt,
    level: 'concern',
    constructs: ['passive_ideation'],
  });
  const [concern] = await listAlerts(rt, coachId);
  if (concern) await acknowledgeAlert(rtAt(at(2 * 86_400_000 + 2 * 3_600_000 + 35 * 60_000)), coachId, concern.id);
  // Written a few minutes ago and sent now: its one re-send comes 15 minutes after the demo starts.
  const urgentAt = at(12 * 60_000);
  await raiseCrisisAlerts(rt, {
    patientId,
    source: 'chat',
    sourceId: ulid(urgentAt.getTime()),
    at: urgentAt,
    level: 'urgent',
    constructs: ['intent', 'method', 'plan'],
  });
}

/** Demo friends of the demo patient (docs/architecture.md, "Friends"); they sign in with DEMO_PASSWORD too. */
export const DEMO_FRIENDS = [
  { name: 'Alex Kim', phoneNumber: '+14155550104' },
  { name: 'Riley Park', phoneNumber: '+14155550105' },
];

const ALEX_ENTRIES = [
  {
    daysAgo: 2,
    title: 'Back at the climbing gym',
    content: 'Went climbing after work for the first time in months. My arms are shaking but my head is quiet.',
  },
  {
    daysAgo: 1,
    title: 'Coffee instead of the bar',
    content: 'Met Sam for coffee instead of drinks. It was awkward for five minutes and then it was just good.',
  },
  {
    daysAgo: 0,
    title: 'Thirty days',
    content: 'Thirty days today. I did not think I would get here. Thank you to everyone who kept checking in on me, it mattered more than you know.',
  },
];

/**
 * The demo patient's Friends screen: one friend (Alex Kim, with a three-day streak and a public entry)
 * made through an invite link, which is therefore Used; one active invite link; and a pending request
 * from Riley Park. All through the friends service, as the screens do it.
 */
async function seedFriends(rt: Runtime, patientId: string): Promise<void> {
  const ids: string[] = [];
  for (const f of DEMO_FRIENDS) ids.push(await demoAccount(rt, f, 'user', '20:00'));
  const [alexId, rileyId] = ids as [string, string];
  const now = rt.ports.clock.now().getTime();
  const rtAt = (when: Date): Runtime => ({ ...rt, ports: { ...rt.ports, clock: { now: () => when } } });
  let last = '';
  for (const e of ALEX_ENTRIES) {
    const at = new Date(now - e.daysAgo * 86_400_000 - 2 * 3_600_000);
    last = (await createEntry(rtAt(at), alexId, { title: e.title, content: e.content, source: 'manual' })).id;
  }
  // Alex shares the milestone with friends.
  await rt.db.entities.journalEntry.patch({ userId: alexId, entryId: last }).set({ visibility: 'public' }).go();
  const used = await createFriendInvite(rtAt(new Date(now - 3 * 86_400_000)), patientId);
  await acceptFriendInvite(rtAt(new Date(now - 3 * 86_400_000 + 3_600_000)), alexId, used.token);
  await createFriendInvite(rt, patientId);
  const patient = DEMO_USERS.find((u) => u.role === 'user')!;
  await sendFriendRequest(rt, rileyId, patient.phoneNumber);
}

/**
 * More students for the demo coach, so every tab of the Coach Dashboard shows a caseload
 * (docs/architecture.md, "Coach workspace"): entries of every visibility over four weeks (through
 * the journal service, so their summaries follow the write path), answered and missed calls, a mood
 * that fell this week, three missed calls in a row, a student who does not share entries and one who
 * paused. With Jordan's open urgent alert first, Needs attention has a reason of each kind.
 */
export const DEMO_STUDENTS = [
  { name: 'Priya Shah', phoneNumber: '+14155550107' },
  { name: 'Marcus Bell', phoneNumber: '+14155550108' },
  { name: 'Elena Torres', phoneNumber: '+14155550109' },
  { name: 'Theo Nguyen', phoneNumber: '+14155550110' },
  { name: 'Ava Brooks', phoneNumber: '+14155550111' },
] as const;

const STUDENT_NOTES = [
  { title: 'Group tonight', content: 'Went to group tonight and talked about the weekend. Felt heard, a little tired.' },
  { title: 'Morning walk', content: 'Walked before work and had breakfast. Cravings were quiet today and I slept seven hours.' },
  { title: 'Hard call with mom', content: 'Talked to mom about money again. I stayed calm but I felt the old pull afterwards.' },
  { title: 'Work stress', content: 'Long shift, the manager yelled at everyone. I called my sponsor on the way home instead of stopping.' },
  { title: 'Quiet Sunday', content: 'Cleaned the apartment, cooked, watched a movie. A calm day, grateful for it.' },
];
const VISIBILITIES = ['coach_only', 'circle', 'private', 'coach_only', 'public'] as const;

async function seedCaseload(rt: Runtime, coachId: string): Promise<void> {
  const now = rt.ports.clock.now().getTime();
  const rtAt = (when: Date): Runtime => ({ ...rt, ports: { ...rt.ports, clock: { now: () => when } } });
  const today = localDate(new Date(now), DEMO_TIME_ZONE);
  // Days into this week (Monday 0): this week's entries are days 0..weekday ago.
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const eveningOf = (daysAgo: number) => {
    const day = new TZDate(now - daysAgo * 86_400_000, DEMO_TIME_ZONE);
    const evening = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 20, 10, 0, DEMO_TIME_ZONE).getTime();
    return new Date(Math.min(evening, now - (10 + daysAgo) * 60_000));
  };
  const ids: string[] = [];
  for (const s of DEMO_STUDENTS) ids.push(await demoAccount(rt, s, 'user', '19:30'));
  const [priya, marcus, elena, theo, ava] = ids as [string, string, string, string, string];
  const full = { viewEntries: true, commentEntries: true };
  await connect(rt, { patientId: priya, memberId: coachId, relationshipType: 'coach', permissions: full });
  await connect(rt, { patientId: marcus, memberId: coachId, relationshipType: 'coach', permissions: full });
  await connect(rt, { patientId: elena, memberId: coachId, relationshipType: 'therapist', permissions: full });
  await connect(rt, { patientId: theo, memberId: coachId, relationshipType: 'coach', permissions: {} });
  await connect(rt, { patientId: ava, memberId: coachId, relationshipType: 'coach', status: 'paused', permissions: full });

  const write = async (userId: string, daysAgo: number, i: number, moodRating: number, visibility?: (typeof VISIBILITIES)[number]) => {
    const note = STUDENT_NOTES[i % STUDENT_NOTES.length]!;
    await createEntry(rtAt(eveningOf(daysAgo)), userId, {
      title: note.title,
      content: note.content,
      source: 'manual',
      moodRating,
      visibility: visibility ?? VISIBILITIES[i % VISIBILITIES.length]!,
    });
  };
  // Priya: steady last week (7-8), low this week (3-4): the mood fell by more than 2 points.
  for (let d = 27; d > weekday; d -= 2) await write(priya, d, d, d > weekday + 7 ? 7 : 8);
  await write(priya, weekday + 1, 1, 8, 'coach_only');
  for (let d = Math.min(weekday, 4); d >= 0; d -= 2) await write(priya, d, d + 2, 4, 'coach_only');
  if (weekday % 2 === 1) await write(priya, 0, 3, 3, 'coach_only');
  // Marcus: wrote until eight days ago; three calls missed in a row since his last answered one.
  for (let d = 26; d >= 8; d -= 3) await write(marcus, d, d, 6);
  // Elena: every day or two, doing well, with a few private entries the coach never sees.
  for (let d = 25; d >= 0; d -= 2) await write(elena, d, d, 7 + (d % 3 === 0 ? 1 : 0));
  // Theo shares nothing with the coach; Ava paused sharing.
  for (let d = 6; d >= 0; d -= 3) await write(theo, d, d, 6, 'coach_only');
  for (let d = 9; d >= 3; d -= 3) await write(ava, d, d, 5, 'coach_only');

  const call = (userId: string, daysAgo: number, status: 'completed' | 'no-answer' | 'voicemail') => {
    const at = new Date(eveningOf(daysAgo).getTime() - 40 * 60_000);
    return {
      userId,
      callId: ulid(at.getTime()),
      phoneNumber: '+10000000000',
      status,
      trigger: 'scheduled' as const,
      localDate: localDate(at, DEMO_TIME_ZONE),
      maxDuration: 600,
      duration: status === 'completed' ? 240 : 0,
      ...(status === 'completed' ? { answeredBy: 'human' } : {}),
      turns: [],
      turnCount: status === 'completed' ? 4 : 0,
      closed: true,
      crisisDetected: false,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
  };
  const calls = [
    ...[12, 9, 6, 5, 4].map((d) => call(marcus, d, 'completed')),
    call(marcus, 3, 'no-answer'),
    call(marcus, 2, 'voicemail'),
    call(marcus, 1, 'no-answer'),
    ...[13, 10, 7, 4, 2, 1].map((d) => call(elena, d, 'completed')),
    call(elena, 5, 'no-answer'),
    ...[8, 6, 3, 1].map((d) => call(priya, d, 'completed')),
  ];
  // Phone numbers of calls are the patients' own: take them from their records.
  for (const c of calls) c.phoneNumber = DEMO_STUDENTS[ids.indexOf(c.userId)]!.phoneNumber;
  await rt.db.entities.call.put(calls).go();
  for (const id of ids) await rebuildSummary(rt, id);
}

/** The clinic's admin (docs/architecture.md, "Admin"): finds users, sets roles, verifies coaches. */
export const DEMO_ADMIN = { name: 'Avery Admin', phoneNumber: '+14155550190' } as const;

/**
 * The admin login, and the demo coach's reads of the patient's journal as the access records they
 * would have left (docs/architecture.md, "Audit of reads"), so "Who viewed my journal" is not empty.
 */
async function seedAudit(rt: Runtime, patientId: string, coachId: string): Promise<void> {
  await demoAccount(rt, DEMO_ADMIN, 'admin');
  const coach = DEMO_USERS[1]!;
  const family = DEMO_CIRCLE_USERS.family;
  const { data: sam } = await rt.db.entities.phoneGuard.get({ phoneNumber: family.phoneNumber }).go();
  const now = rt.ports.clock.now().getTime();
  const reads = [
    {
      hoursAgo: 50,
      readerId: coachId,
      readerName: coach.name,
      readerRole: 'coach',
      what: 'entries' as const,
      route: 'GET /api/users/{id}/journal-entries',
      count: 6,
    },
    {
      hoursAgo: 49,
      readerId: coachId,
      readerName: coach.name,
      readerRole: 'coach',
      what: 'comments' as const,
      route: 'GET /api/journal-entries/{entryId}/comments',
      count: 2,
    },
    {
      hoursAgo: 26,
      readerId: coachId,
      readerName: coach.name,
      readerRole: 'coach',
      what: 'messages' as const,
      route: 'GET /api/users/{id}/circle/{connectionId}/messages',
      count: 4,
    },
    ...(sam
      ? [
          {
            hoursAgo: 20,
            readerId: sam.userId,
            readerName: family.name,
            readerRole: 'user',
            what: 'entries' as const,
            route: 'GET /api/users/{id}/journal-entries',
            count: 3,
          },
        ]
      : []),
    {
      hoursAgo: 3,
      readerId: coachId,
      readerName: coach.name,
      readerRole: 'coach',
      what: 'entries' as const,
      route: 'GET /api/users/{id}/journal-entries/{entryId}',
      count: 1,
    },
  ];
  for (const { hoursAgo, ...read } of reads) await recordReads(rt, [{ ...read, subjectId: patientId }], new Date(now - hoursAgo * 3_600_000));
}
