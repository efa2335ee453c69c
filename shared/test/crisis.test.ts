import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READER_MAX_SENTENCES, READER_MAX_WORDS, readCrisis, readerReads } from '../src/domain/crisis-reader.js';
import { CRISIS_CONSTRUCTS, assessCrisis, detectCrisis, type CrisisConstruct, type CrisisLevel } from '../src/domain/crisis.js';

/**
 * The crisis detector is measured like a screening instrument: recall on crisis language, false
 * alarms on everything that only looks like it. The development set is hand-written journal, call and
 * text-message language, labelled with the C-SSRS construct it expresses or the kind of look-alike.
 */
interface Item {
  text: string;
  positive: boolean;
  construct: CrisisConstruct | null;
  exclusion: string | null;
  level: CrisisLevel;
}

const DEV: Item[] = JSON.parse(readFileSync(new URL('./fixtures/crisis/dev-set.json', import.meta.url), 'utf8'));
const EXCLUSIONS = ['idiom', 'negated', 'past_recovery', 'third_person', 'media', 'screening_safety_plan', 'habit_relationship_craving', 'everyday'];
const URGENT_CONSTRUCTS: CrisisConstruct[] = ['method', 'intent', 'plan', 'preparation', 'behavior', 'imminent'];

const positives = DEV.filter((i) => i.positive);
const negatives = DEV.filter((i) => !i.positive);
const results = new Map(DEV.map((i) => [i.text, assessCrisis(i.text)]));
const got = (i: Item) => results.get(i.text)!;
const list = (items: Item[]) => items.map((i) => `  - [${i.construct ?? i.exclusion}] ${JSON.stringify(got(i))} ${i.text}`).join('\n');

describe('crisis development set', () => {
  it('is large and spread across every construct and exclusion', () => {
    expect(DEV.length).toBeGreaterThanOrEqual(420);
    expect(positives.length).toBeGreaterThanOrEqual(210);
    expect(negatives.length).toBeGreaterThanOrEqual(210);
    for (const c of CRISIS_CONSTRUCTS) expect(positives.filter((i) => i.construct === c).length, c).toBeGreaterThanOrEqual(18);
    for (const e of EXCLUSIONS) expect(negatives.filter((i) => i.exclusion === e).length, e).toBeGreaterThanOrEqual(20);
    for (const i of DEV) {
      expect(typeof i.text).toBe('string');
      if (i.positive) {
        expect(CRISIS_CONSTRUCTS).toContain(i.construct);
        expect(i.exclusion).toBeNull();
        expect(['concern', 'urgent']).toContain(i.level);
      } else {
        expect(i.construct).toBeNull();
        expect(EXCLUSIONS).toContain(i.exclusion);
        expect(i.level).toBe('none');
      }
    }
    expect(new Set(DEV.map((i) => i.text)).size).toBe(DEV.length);
  });

  it('detects at least 98% of crisis texts', () => {
    const misses = positives.filter((i) => got(i).level === 'none');
    const recall = 1 - misses.length / positives.length;
    expect(recall, `recall ${recall.toFixed(3)}; missed:\n${list(misses)}`).toBeGreaterThanOrEqual(0.98);
  });

  it('raises at most 3% false alarms', () => {
    const alarms = negatives.filter((i) => got(i).level !== 'none');
    const rate = alarms.length / negatives.length;
    expect(rate, `false-alarm rate ${rate.toFixed(3)}; false alarms:\n${list(alarms)}`).toBeLessThanOrEqual(0.03);
  });

  it('rates at least 95% of urgent texts urgent', () => {
    const urgent = positives.filter((i) => i.level === 'urgent');
    const under = urgent.filter((i) => got(i).level !== 'urgent');
    const rate = 1 - under.length / urgent.length;
    expect(rate, `urgent as urgent ${rate.toFixed(3)}; under-rated:\n${list(under)}`).toBeGreaterThanOrEqual(0.95);
  });

  it('derives every level from its constructs', () => {
    for (const i of DEV) {
      const r = got(i);
      const urgent = r.constructs.some((c) => URGENT_CONSTRUCTS.includes(c));
      expect(r.level, i.text).toBe(urgent ? 'urgent' : r.constructs.length ? 'concern' : 'none');
    }
  });
});

describe('crisis output', () => {
  const RISKY = [
    'I want to die and I cut myself last night',
    "I'm going to take all my oxy tonight at the motel on Route 9, I've written the note to Jenny",
    'kms fr, the gun is loaded and in my lap',
    'I have a plan: the bridge on Friday when my husband is at work',
  ];

  it('has only a level and sorted, distinct constructs', () => {
    for (const text of RISKY) {
      const r = assessCrisis(text);
      expect(Object.keys(r).sort()).toEqual(['constructs', 'level']);
      expect(r.constructs.length).toBeGreaterThan(0);
      expect(r.constructs).toEqual([...new Set(r.constructs)].sort());
      for (const c of r.constructs) expect(CRISIS_CONSTRUCTS).toContain(c);
    }
  });

  it('never carries the words of the text', () => {
    const vocabulary = new RegExp(`"(?:${['level', 'constructs', 'detected', 'none', 'concern', 'urgent', ...CRISIS_CONSTRUCTS].join('|')})"`, 'g');
    for (const text of RISKY) {
      for (const r of [assessCrisis(text), detectCrisis(text)]) {
        const json = JSON.stringify(r);
        expect(json.replace(vocabulary, '').replace(/\b(?:true|false)\b/g, ''), json).not.toMatch(/[a-z]/i);
        for (const word of ['die', 'cut', 'oxy', 'motel', 'Jenny', 'gun', 'lap', 'bridge', 'Friday', 'husband']) expect(json).not.toContain(word);
      }
    }
  });

  it('keeps detectCrisis compatible: detected means any level above none', () => {
    expect(detectCrisis('I want to die.')).toEqual({ detected: true, level: 'concern', constructs: ['passive_ideation'] });
    expect(detectCrisis('Today was a good day, no cravings at all')).toEqual({ detected: false, level: 'none', constructs: [] });
    for (const i of DEV.slice(0, 60)) {
      const d = detectCrisis(i.text);
      expect(d.detected).toBe(d.level !== 'none');
    }
  });

  it('handles empty, symbol-only and non-English input', () => {
    for (const text of ['', '   ', '🙂🙂🙂', '...!!!', '12345', 'Hoy fue un buen día', 'constructor __proto__ toString']) {
      expect(assessCrisis(text)).toEqual({ level: 'none', constructs: [] });
    }
  });
});

describe('crisis precedence in mixed texts', () => {
  it('lets a present risk statement win over history', () => {
    const r = assessCrisis('I used to cut but tonight I want to kill myself');
    expect(r.level).toBe('urgent');
    expect(r.constructs).toEqual(expect.arrayContaining(['active_ideation', 'intent']));
  });

  it('lets a present risk statement win over negation and recovery elsewhere', () => {
    expect(assessCrisis('I would never hurt myself. But I want to die.').level).not.toBe('none');
    expect(assessCrisis("Two years ago I tried to end my life and today I'm grateful to be alive. Tonight I'm taking all my pills.").level).toBe('urgent');
    expect(
      assessCrisis('My therapist asked if I have thoughts of suicide and I said no. That was a lie, I think about killing myself every day.').level,
    ).not.toBe('none');
  });

  it('keeps history, negation, others and figures of speech quiet', () => {
    for (const text of [
      'Two years ago I tried to end my life, today I am grateful to be alive.',
      "I don't want to die, I want to get better.",
      'My brother tried to kill himself last week.',
      'This craving is killing me but I went to my meeting.',
      'We read a book where the character kills himself.',
    ]) {
      expect(assessCrisis(text).level, text).toBe('none');
    }
  });

  it('escalates self-harm with intent or imminence to urgent, and keeps it a concern alone', () => {
    expect(assessCrisis('I cut myself again last night.')).toEqual({ level: 'concern', constructs: ['self_harm'] });
    expect(assessCrisis("I'm going to cut tonight.").level).toBe('urgent');
  });
});

describe('crisis second reader and scoping', () => {
  // Unseen combinations of known slots: someone else's means with the writer's own thought, notes
  // and goodbyes with a future absence, standing at a height with a goodbye, a vague "do it" with
  // two commitments, comparisons whose time belongs to the compared thing, negating verbs that
  // keep their own object.
  it('reads risk from the slots of a statement, not from listed sentences', () => {
    const cases: [string, 'concern' | 'urgent'][] = [
      ["Dad's shotgun is in the basement and I can't stop thinking about it.", 'urgent'],
      ['Wrote goodbye letters to my kids last night and put them in my dresser.', 'urgent'],
      ["I'm at the top of the parking garage. Tell my sister I love her.", 'urgent'],
      ["I'm going to do it this time, no backing out, I've made up my mind.", 'urgent'],
      ["Left my passwords and the insurance papers out for my wife. She'll understand after.", 'urgent'],
      ['I could stop my meds and just swallow them all at once.', 'urgent'],
      ['I keep hoping I get in a wreck on the way to work.', 'concern'],
      ["I've been thinking about ending my life more than I did when I was drinking.", 'concern'],
    ];
    for (const [text, level] of cases) expect(assessCrisis(text).level, text).toBe(level);
  });

  it('keeps the same slots quiet in trips, safe storage, leisure, jokes, memories and relationships', () => {
    for (const text of [
      "I'm going to do it this time, I signed up for the half marathon and I'm not backing out.",
      'Texted everyone goodbye before my flight to Germany.',
      "Gave my guns to my brother to keep for me while I'm in early recovery.",
      "I'm at the lake with my sister, the water is freezing.",
      "I'm not suicidal, just worn out.",
      'Remember when I wanted to die every day? That was three years ago.',
      "If I hear that ringtone one more time I'll throw myself off the balcony haha",
      "It's over between me and Jake. I'm gonna end it tonight.",
      'I looked up how much Tylenol is safe to take for a toothache.',
      'Walked into the lake up to my knees to cool off.',
      "I'm sick of living paycheck to paycheck.",
      'My feet are killing me after that double shift.',
    ])
      expect(assessCrisis(text).level, text).toBe('none');
  });

  it('keeps thoughts and self-injury urges a concern, however strongly felt', () => {
    expect(assessCrisis('the suicidal thoughts are back this week, most nights').level).toBe('concern');
    expect(assessCrisis('really want to cut rn').level).toBe('concern');
    expect(assessCrisis('my mind keeps going to killing myself whenever something goes wrong').level).toBe('concern');
  });
});

// Mechanisms of this round (docs/crisis-safety.md): scoping that reads structure rather than words,
// and slots that catch classes of phrasing. Probe sentences, none from a blind set.
describe('crisis scoping and slots, round three', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads negation by structure: coordinated negators, inverted auxiliaries, rhetorical questions, subordinate clauses', () => {
    expect(level('I have no plan and no intention of ending my life.')).toBe('none');
    expect(level('No plan, no intent, no attempts.')).toBe('none');
    expect(level("why can't i stop thinking about killing myself")).toBe('concern');
    expect(level("why don't i just go to bed")).toBe('none');
    expect(level("Wouldn't it be nice to just not wake up.")).toBe('concern');
    expect(level("Wouldn't it be nice to not have to wake up early for once.")).toBe('none');
    expect(level("Gave my dog to my neighbor. I can't take care of him where I'm headed.")).toBe('urgent');
  });

  it('keeps a wish present whenever its object lies, and an act under a wish undone', () => {
    expect(assessCrisis("I wish I'd died when I overdosed last year.")).toEqual({ level: 'concern', constructs: ['passive_ideation'] });
    expect(assessCrisis('I wish I had died in that crash.')).toEqual({ level: 'concern', constructs: ['passive_ideation'] });
    expect(level('Back then I wished I was dead.')).toBe('none');
    expect(level("Years ago I'd pray every night to not wake up. Today I'm grateful.")).toBe('none');
    expect(level("I hope I die peacefully when I'm 95 surrounded by grandkids.")).toBe('none');
  });

  it('reads question-and-answer transcripts as the answer gives them', () => {
    expect(level('Q: Are you thinking of killing yourself? A: yes')).toBe('concern');
    expect(level("Q: Have you thought about how you would do it? A: yes, with my husband's gun.")).toBe('urgent');
    expect(level('Q: Any attempts in the past 3 months? A: Yes, two weeks ago, pills.')).toBe('urgent');
    expect(level('Q: Any attempts? A: No, never.')).toBe('none');
    expect(level('Q: Are you thinking of killing yourself? A: No. Q: Do you feel safe at home? A: yes')).toBe('none');
  });

  it("grades killing oneself in the progressive as intent, and a plan whose object is one's death as a plan", () => {
    expect(assessCrisis("After the hearing I'm ending my life.").constructs).toContain('intent');
    expect(assessCrisis("I've written out the plan for ending my life.").constructs).toContain('plan');
    expect(assessCrisis("I've been planning my suicide for weeks.").constructs).toContain('plan');
    expect(level("I've been thinking about ending my life more than I did when I was drinking.")).toBe('concern');
  });

  it('catches classes of unseen phrasing through the slots', () => {
    for (const text of [
      'if god took me tonight i wouldnt fight it',
      'Being dead has to be better than this.',
      'I bit my hand hard enough to bleed because I hate myself',
      'I dig my nails into my palms to feel the pain.',
      'The rope in the garage keeps calling me.',
      'slef harm again',
      'i think about unaliving all the time',
    ])
      expect(level(text), text).not.toBe('none');
    for (const text of [
      'I keep staring at the knives thinking about my wrists.',
      'The overpass keeps popping into my head as a way out.',
      'Been thinking about running the car in the closed garage.',
      'I have the knife out right now.',
      'gonna jump in 10 minutes',
      "used way more than usual on purpose so it'd be the end",
      'Called my friends to say goodbye before I kill myself.',
      "Picked up a second bottle of Tylenol today, adding it to the ones I've hidden.",
    ])
      expect(level(text), text).toBe('urgent');
  });

  it('keeps the new slots quiet in their everyday look-alikes', () => {
    for (const text of [
      'I have the knife out to cut the bread.',
      'I drank way more than usual at the wedding.',
      'I bit my tongue on purpose to not laugh in church.',
      'Going to jump in the pool in 10 minutes!',
      'Ran the car in the garage to warm it up before work.',
      'I hid the blades from myself like my therapist suggested.',
      'Walked over the bridge to get coffee.',
      "I'm on the roof fixing the gutter.",
      'Drowning the cravings in tea tonight.',
      "There's an overdose in episode 4 of the show.",
      'Overdosing on self-care this weekend: bath, book, early night.',
      'That workout nearly killed me.',
      'I was suicidal for years. Therapy gave me my life back.',
      "I'm done with drinking. It's over, I'm ending it.",
      "Death sounds scary to me, I don't want it.",
      "The hotel said we're ready to check out.",
      "I'd jump off a cliff for a chance at those concert tickets lol",
    ])
      expect(level(text), text).toBe('none');
  });
});

describe('crisis on long texts', () => {
  const day =
    'Woke up early, walked the dog, made oatmeal. Work was busy and my boss was fine for once. Went to my evening meeting and my sponsor said hi. Cravings were a four. ';

  it('assesses a 5,000-character entry and finds the one risk sentence in it', () => {
    let text = '';
    while (text.length < 4900) text += day;
    text = (text.slice(0, 4900) + ' Honestly I keep thinking about taking all my pills tonight.').slice(0, 5000);
    expect(text.length).toBeGreaterThan(4950);
    const r = assessCrisis(text);
    expect(r.level).toBe('urgent');
    expect(r.constructs).toContain('method');
  });

  it('returns none for a long ordinary entry and for degenerate input', () => {
    let text = '';
    while (text.length < 5000) text += day;
    expect(assessCrisis(text.slice(0, 5000)).level).toBe('none');
    expect(assessCrisis('a '.repeat(2500)).level).toBe('none');
    expect(assessCrisis('x'.repeat(5000)).level).toBe('none');
    expect(assessCrisis('. , ; '.repeat(800)).level).toBe('none');
  });
});

// Round four (docs/crisis-safety.md): everyday scenes and skin, new predicate frames, the learned
// reader. Probe sentences, none from a blind set.
describe('crisis scoping and predicates, round four', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('does not read a kitchen or everyday scene as means at hand without the writer’s own risk predicate', () => {
    expect(level('The knife is out on the counter for the cake.')).toBe('none');
    expect(level('Steak knives are on the table for dinner.')).toBe('none');
    expect(level("The knife is out on the counter for the cake. I want to die and I'm going to use it on myself tonight.")).toBe('urgent');
  });

  it('does not read bites, scabs, acne or accidents as self-injury unless framed as an urge or a way to cope', () => {
    expect(level('Scratched the mosquito bite until it bled.')).toBe('none');
    expect(level('picked at a scab on my elbow again, gross')).toBe('none');
    expect(level('Burned myself on the curling iron getting ready.')).toBe('none');
    expect(level('I pick my scabs until they bleed on purpose because the pain calms me down.')).toBe('concern');
    expect(level('I want to burn myself with the curling iron so bad.')).toBe('concern');
  });

  it('reads passive wishes from indifference, gratitude and a future one cannot picture', () => {
    expect(level("I wouldn't be upset if a truck hit me.")).toBe('concern');
    expect(level("I wouldn't care if it rained.")).toBe('none');
    expect(level('Praying every night not to wake up.')).toBe('concern');
    expect(level("I can't see myself still being alive by summer.")).toBe('concern');
    expect(level('I shouldn’t even exist.')).toBe('concern');
  });

  it('reads self-injury as an injurious act on one’s own body with a reason, and relapse on it', () => {
    expect(level('Scraped my wrist with scissors on purpose.')).toBe('concern');
    expect(level('relapsed on cutting')).toBe('concern');
    expect(level('Cut my finger chopping onions.')).toBe('none');
  });

  it('takes back recovery timed since the last act and thoughts gone quiet; keeps a rhetorical why-not', () => {
    expect(level('Two months since my last cut and I feel proud.')).toBe('none');
    expect(level('My suicidal thoughts have gone quiet lately.')).toBe('none');
    expect(level("why don't I just kill myself")).toBe('concern');
  });

  it('lets the learned reader raise nothing above concern and never on ordinary text', () => {
    expect(level('Went for a run, made soup, called my sister.')).toBe('none');
    for (const t of ['The knife is out on the counter for the cake.', 'I am not suicidal, just tired.']) expect(level(t)).toBe('none');
  });

  it('keeps the learned reader to short texts: a long entry is read by the rules alone', () => {
    expect(readerReads(['i', 'be', 'tired'], 1)).toBe(true);
    expect(readerReads(['i', 'be', 'tired'], READER_MAX_SENTENCES + 1)).toBe(false);
    expect(
      readerReads(
        Array.from({ length: READER_MAX_WORDS + 1 }, () => 'word'),
        1,
      ),
    ).toBe(false);
    // Clause ends are not words.
    expect(readerReads([...Array.from({ length: READER_MAX_WORDS }, () => 'word'), '|', '|'], 1)).toBe(true);
    expect(
      readCrisis(
        Array.from({ length: READER_MAX_WORDS + 1 }, () => 'i'),
        1,
      ),
    ).toMatchObject({ p: 0, raise: false });
  });

  it('raises few false alarms on ordinary short texts it never trained on (everyday set d)', () => {
    const everyday: Item[] = JSON.parse(readFileSync(new URL('./fixtures/crisis/everyday-d.json', import.meta.url), 'utf8'));
    expect(everyday.length).toBeGreaterThanOrEqual(400);
    const alarms = everyday.filter((i) => assessCrisis(i.text).level !== 'none');
    expect(alarms.length / everyday.length).toBeLessThanOrEqual(0.03);
  });
});

describe('crisis passive wishes and reported words, round five', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads the writer as a burden, a waste of space or not wanting to be, as a wish not to exist', () => {
    for (const t of [
      "I'm a burden to everyone who knows me.",
      'i feel like i am just taking up space',
      'my family deserves better than a burden like me',
      'i wanna stop being a person',
      "I don't see the point in anything anymore.",
      'Heaven sounds better than this.',
      'I just want to not be anymore.',
      'Some nights I hope my body just quits on me.',
      'Sometimes I think the people I love would heal faster if I were gone.',
    ])
      expect(level(t), t).toBe('concern');
  });

  it('keeps the same words about chores, places, habits and other people quiet', () => {
    for (const t of [
      'This paperwork is a burden.',
      'The boxes are taking up space in the hallway.',
      'I deserve better than a job that pays me late.',
      "There's no point in arguing with my brother about anything.",
      'Heaven knows I tried my best at work today.',
      'I want to vanish from social media for a month.',
      "Said goodbye to my therapist, she's retiring.",
      'The team would manage fine if I was gone for a week.',
    ])
      expect(level(t), t).toBe('none');
  });

  it('does not take someone else’s words or a title for the writer’s, even with "myself" in them', () => {
    expect(level("my bestie keeps saying kms but she's joking I think")).toBe('none');
    expect(level('My favorite rapper has a song called Kill Myself.')).toBe('none');
    expect(level('came home fed the cat and thought about killing myself')).toBe('concern');
  });
});

describe('crisis preparation, plans told in fragments and method thoughts, round six', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads acquiring means, arrangements for after and letters to be found as preparation', () => {
    for (const t of [
      'got a length of rope at the store after work',
      'Picked up a pistol this morning.',
      'bought charcoal on the way back, and not for a bbq',
      'I asked my neighbor to look after the dog if something happens to me.',
      'paid off my car loan so my kids are never stuck with my debts',
      'wrote a letter to each of my kids, they are in the nightstand where they will find them',
      'my life insurance pays out after two years, I checked',
      'this will be my final post',
    ])
      expect(level(t), t).toBe('urgent');
  });

  it('reads a plan told without its verbs and a method thought about', () => {
    for (const t of [
      'I already know when and where.',
      "Friday when everyone's asleep. That's when.",
      "can't stop thinking about hanging myself",
      'picturing the tracks again, all day',
      'On the anniversary of the accident I am going to the bridge to jump.',
      'tonights the night. everythings ready',
    ])
      expect(level(t), t).toBe('urgent');
    expect(level('honestly the family would have less stress if i was gone')).toBe('concern');
    expect(level('some days i pray the tumor comes back')).toBe('concern');
    expect(level('i want to take myself out for good')).toBe('concern');
  });

  it('keeps the same words about errands, trips, plans with others and other people quiet', () => {
    for (const t of [
      'Bought a rope for the hammock in the backyard.',
      'Picked up a new shotgun for duck season.',
      'Asked my sister to feed the cat if anything happens to me during the surgery.',
      'Washed the dishes so nobody gets stuck with them tomorrow.',
      'wrote letters to my kids for their birthdays and put them in the box',
      'This is my last post for a while, taking a break from instagram.',
      "I'm at the bridge now, see you in 5",
      'thinking about the bridge loan for the house',
      "I don't plan to be around for Christmas, going to my sister's in Ohio",
      'I lost my cousin to an overdose last spring and still miss him',
      'drank a whole bottle of wine at dinner, not my finest',
      'we went over my crisis plan in session, the lock box for my meds is set up',
      'I decided. Getting a new car. Everything is set.',
      'Took myself out for sushi tonight, felt good.',
      'One step forward, two steps back with my sobriety.',
      'Tonight is the night, first date in two years!',
    ])
      expect(level(t), t).toBe('none');
  });

  it('pairs two vague lines only when they stand near each other', () => {
    const filler = Array.from({ length: 6 }, (_, i) => `Went to group and talked about week ${i + 1}.`).join(' ');
    expect(level(`I have a plan. ${filler} Everything is lined up.`)).toBe('none');
    expect(level('I have a plan. Everything is lined up.')).toBe('urgent');
  });
});

describe('crisis plans and preparation in everyday words, round seven', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads a plan told in fragments, cover stories and arrangements as urgent', () => {
    for (const t of [
      "saturday morning. the overpass on route 9. that's where",
      'once my roommate is at work on thursday, that is my window',
      'I got it all worked out. nobody will be home till monday.',
      "told my brother the gun was for the range. it's not",
      'left letters in the kitchen drawer so they find them after',
      'there is no next year for me',
      "decided yesterday. it's settled.",
      "my sister isn't the one who finds me, I made sure of that by booking a motel",
      "scheduled the texts to go out at noon. after that it doesn't matter",
      'so yeah, um, I did try. Sunday. My roommate found me.',
    ])
      expect(level(t), t).toBe('urgent');
    expect(level('hoping this virus just takes me out')).toBe('concern');
    expect(level('if a truck hit me tomorrow I would not even mind')).toBe('concern');
  });

  it('keeps the same words about parties, errands, hunting, work and screening quiet', () => {
    for (const t of [
      'planning a surprise party for the 14th, everyone hides in the garage',
      'picked the date for the wedding!! june 8th at the lake house',
      'Going deer hunting with my uncle this weekend. Need to clean my rifle tonight.',
      'Last day at the warehouse. Said goodbye to everyone, they got me a cake.',
      "Did the PHQ-9 at intake. Question 9 is the one about being better off dead, answered 'not at all.'",
      "I'm done with the bottle. Poured everything down the sink tonight.",
      'We timed the train twice this week to catch the 8:05.',
      'Nothing anyone says will change my mind about the tattoo, I decided.',
      "She thinks it's for work. It's not, it's a surprise trip to Paris.",
      'Saturday: the river. Kayaking with Sam!',
      'um, no, no thoughts of, like, harming myself. Just tired.',
    ])
      expect(level(t), t).toBe('none');
  });

  it('reads through spoken fillers', () => {
    expect(level("um so I, uh, I've been stockpiling, like, the pills from the clinic")).toBe('urgent');
  });
});

describe('crisis history, screening and teaching told with risk words, round eight', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('keeps dated history, lessons, screening answered no and works quiet', () => {
    for (const t of [
      'In the spring of 2014 I swallowed a bottle of pills in my car. That was 2014. I am married now and I teach fourth grade.',
      'Sixty days since the overdose. Feeling good, going to a meeting tonight.',
      'Our peer specialist training covered how to ask about lethal means and a plan.',
      'The nurse asked about thoughts of suicide, any plans, any self-harm, and I said no to all of it.',
      'The overdose scenes in that show were hard to watch.',
      'Reading her memoir. His overdose in chapter 3 is written so plainly.',
      "When I was drinking I'd cut most nights. I'm two years clean from cutting now.",
      "Wrote our will now that the baby is here; strange to think about my own death, but it's done.",
    ])
      expect(level(t), t).toBe('none');
  });

  it('still hears the present statement beside them', () => {
    expect(level('The nurse asked if I had a plan and I said no. That was a lie, I think about killing myself every day.')).not.toBe('none');
    expect(level("I know I'm supposed to list reasons for living, but honestly I just don't care if I'm here anymore.")).toBe('concern');
    expect(level("I keep wishing they hadn't brought me back with the Narcan.")).toBe('concern');
  });
});

describe('crisis look-alikes and answers, round nine', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('keeps screening answered no, old notes, streak milestones, slang compounds and jokes quiet', () => {
    for (const t of [
      'The counselor went through the questions. Wished you were dead? No. Thoughts of killing yourself? No.',
      'That app was killing my self-esteem, so I deleted it.',
      'Found my old suicide note while packing. My therapist and I are going to read it together.',
      'Three years from the attempt today. Made pancakes, I am good.',
      "If I hear one more carol at work I'm gonna jump off the roof lol.",
      'Another nurse on my unit lost a patient; overdose deaths are up again this month.',
      "Feeling low doesn't mean I want to die, it means I need a nap and soup.",
      'There was never a moment where I thought about overdosing on purpose.',
      'Do you want to keep going with the worksheet? No, I am tired.',
    ])
      expect(level(t), t).toBe('none');
  });

  it('hears a broken streak, a positive screening item, a wish in ellipsis and "no" to wanting to live', () => {
    for (const t of [
      'Four months with no self-harm ended last night. I cut my arm in the bathroom.',
      "Marked question 9 'nearly every day' on the PHQ-9.",
      "everyone says I'm dead inside lol. honestly I wish I was.",
      'If that bus had hit me this morning I think I would have been relieved.',
      'Do I want to live? No.',
    ])
      expect(level(t), t).not.toBe('none');
  });
});

describe('crisis statements in many voices, round ten', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('hears wishes, methods, plans and preparation said in everyday words', () => {
    for (const [t, want] of [
      ["Mood: 2. Notes: what's the point of any of this anymore", 'concern'],
      ["Honestly it wouldn't be the worst thing if a truck hit me on the way home.", 'concern'],
      ['Since my husband passed I would rather be wherever he is.', 'concern'],
      ['My brain keeps pitching suicide like it is a plan.', 'concern'],
      ['Every time I cross the tracks I think about how quick that would be.', 'urgent'],
      ['If I ever do it, it will be with the insulin.', 'urgent'],
      ['Going to drink the whole fifth with the Xanax on Friday.', 'urgent'],
      ['I know where, I know how, I know when.', 'urgent'],
      ['Picked the gun back up from my dad today.', 'urgent'],
      ['Been keeping a few out of every refill.', 'urgent'],
      ['Moved the box of shells from the garage to my nightstand.', 'urgent'],
      ["Last month's overdose wasn't a relapse. I was trying not to wake up.", 'urgent'],
      ['Dug my nails into my arm until it bled again.', 'concern'],
      ["Stood on that overpass in '15 ready to go. Drove over it today and just felt grateful.", 'none'],
    ] as const)
      expect(level(t), t).toBe(want);
  });

  it('keeps the same words about meetings, diets, trips, jobs and hobbies quiet', () => {
    for (const t of [
      "What's the point of this meeting anyway, it could have been an email.",
      "It wouldn't be the worst thing if it rained tomorrow, the garden needs it.",
      'Give me one reason to keep going with this diet lol.',
      "I'd rather be with my sister in Denver than stuck here at work.",
      'Going to be with my family for Thanksgiving.',
      'Going up to the roof deck for drinks with the team.',
      'Picked my rifle back up from the gunsmith, good as new.',
      'Saving a few from each paycheck for the trip.',
      'I want to be buried in my Packers jersey someday lol.',
      "Know where, know how, know when: that's what my project manager always asks.",
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('crisis history, screening answers and ratings, round eleven', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads screening answers, urge ratings and form fields as they are answered', () => {
    expect(level('"Have you had any thoughts of killing yourself?" Yes. Most nights this week.')).not.toBe('none');
    expect(level('Do you have any intention of acting on these thoughts? Yes.')).toBe('urgent');
    expect(level('Coach asked me to rate urges. Drinking 2. Suicide 8.')).not.toBe('none');
    for (const t of [
      'Coach asked me to rate my urges 0 to 10. Drinking: 4. Self-harm: 0. Sleep: bad.',
      'Thoughts of self-harm since last visit: none. Thoughts of suicide: none. Comments: 4 meetings this week.',
    ])
      expect(level(t), t).toBe('none');
  });

  it('dates history by a year, an age or a school year', () => {
    for (const t of [
      'Overdose number two was the one that got me into treatment. 2020. My mom found me on the bathroom floor.',
      'The summer I was 14 I scratched my arms with a paperclip every night.',
      'Before I got on lithium I had two attempts in a year. Now birthdays are mostly cake.',
      'Suicide attempt: yes, 2017, overdose on my antidepressants. Nothing since.',
    ])
      expect(level(t), t).toBe('none');
  });

  it('hears what comes back, what is arranged and what is decided', () => {
    for (const [t, want] of [
      ['Three years free from cutting and I did it again last night.', 'concern'],
      ['The old me wished he was dead. I thought that was gone. It is back these last few weeks.', 'concern'],
      ["Everyone says one day at a time, and I don't want any more days.", 'concern'],
      ['I am going to die by my own hand before spring.', 'urgent'],
      ["Told my sister I'm moving. I'm not moving. She has my cat now.", 'urgent'],
      ["I've picked a day. And I know what I'm taking.", 'urgent'],
    ] as const)
      expect(level(t), t).toBe(want);
  });
});

describe('preparation, plans and wishes told indirectly, round twelve', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('hears preparation without the word: the apology for what is coming, the finder, concealed means, "after"', () => {
    for (const t of [
      "Tell my dad I'm sorry for what's about to happen.",
      "I don't want my daughter to be the one who finds me.",
      'been filling my scripts at two different pharmacies so nobody notices',
      'Paid the car off and sorted the bills so my wife will not have to deal with anything after.',
      'Texted my cousin goodbye. like a real goodbye.',
      "Gave my bike to the neighbour kid and emptied my closet. Won't be needing any of it.",
    ])
      expect(level(t), t).toBe('urgent');
  });

  it('hears methods thought about and plans timed for being alone', () => {
    for (const t of [
      'Spent an hour working out which of my meds would be enough.',
      "Me and my dad's rifle had another staring contest tonight.",
      'honestly the pills seem easier',
      'Drove over the dam on the way to work and all I could think about was the drop.',
      'I know how and I know where. I just need the day.',
      'Everyone will be asleep by midnight. I am ready.',
      'tonight is the last night i have to',
    ])
      expect(level(t), t).toBe('urgent');
  });

  it('hears wishes told as comparisons, hopes and indifference', () => {
    for (const t of [
      "They'd honestly be better off with the life insurance than with me.",
      'My family would have an easier life if I was not in it.',
      'Some days I just hope something happens to me.',
      'If the drinking kills me, so be it.',
      'The guys who never made it back got the better deal.',
      "I don't see the point of making it to 30.",
      'I hope my heart just gives out in my sleep.',
    ])
      expect(level(t), t).toBe('concern');
  });

  it('stays quiet on the look-alikes: exaggeration, sleep, recovery sayings, rides, ordinary errands', () => {
    for (const t of [
      "i'm gonna die if we get another pop quiz tomorrow",
      'Dead tired after a double. Gonna crash hard tonight.',
      'My addiction wanted me dead for ten years. Today I picked up my two-year chip.',
      "Got rid of my old bike since I bought a new one. Won't be needing it.",
      'The roller coaster was huge and all I could think about was the drop.',
      'Rent is paid so my roommate is not stuck with it this month.',
      'Chose the pills over the injection, the nurse said both work the same.',
      'We read about drowning prevention in the lifeguard course today.',
      'Cleaned the kitchen so nobody has to deal with it after the party.',
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('a wish to be dead said through an illness', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('hears a fatal illness welcomed, hoped for, not to be fought, or its all-clear a letdown', () => {
    for (const t of [
      'If the oncologist called to say it had spread I think I would be relieved',
      'Stage 4 would almost feel like a mercy at this point.',
      'Part of me prays the biopsy comes back malignant.',
      'If they find a tumor I will not do chemo. I would just let it take me.',
      'When the nurse said the lump was nothing I felt let down, not happy.',
      'Honestly I was bummed the MRI came back normal.',
      "I wouldn't mind at all if the cancer came back and took me this time.",
    ])
      // Heard; "this time" may also read as intent, which grades it higher.
      expect(level(t), t).not.toBe('none');
  });

  it("stays quiet on relief at good news, fear of bad news and someone else's illness", () => {
    for (const t of [
      'The biopsy came back benign and I cried from relief.',
      'If the scan is clear I will be so relieved.',
      "My grandfather's cancer is terminal and it is a relief that he is comfortable in hospice.",
      'I would fight it with everything I have if the cancer came back.',
      'Waiting on my MRI results and scared it might be cancer.',
      'When the doctor said my dad would be fine I was so relieved.',
      'The airport terminal was packed and my flight was delayed.',
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('ordinary days the rules used to raise, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('keeps a jump-start, an outing after, effort, errands past a place and overdoses seen at work quiet', () => {
    for (const t of [
      'Battery died again so I got a jump from the guy next door and made it to group on time.',
      'Everyone wanted pizza after, so I went home and made tea instead.',
      'It took everything I had not to yell at the cashier, but I breathed and walked away.',
      'Walked by my old bar on purpose to show myself I could.',
      "I'm a paramedic and I've reversed dozens of overdoses this year.",
      "Visiting my sister this weekend so I won't be around Saturday, found a meeting near her place.",
      "I won't be around for Thursday's group, I have a dentist appointment.",
    ])
      expect(level(t), t).toBe('none');
  });

  it('still hears the same words when they are about the writer dying', () => {
    for (const t of [
      'I took all my pills on purpose last night.',
      'Walked into traffic on purpose on Tuesday, a driver pulled me back.',
      "I won't be around for Christmas and I've made my peace with that.",
      "Cancelled the beach trip, no point, I won't be around for it.",
      'I overdosed on purpose last week.',
      'I jumped off the bridge last month and survived.',
    ])
      expect(level(t), t).not.toBe('none');
  });
});

describe('plans and preparation told through what comes after, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('hears a chosen day, the aftermath arranged and things given with the rest kept back, when two stand together', () => {
    for (const t of [
      "I've got a day picked. Nobody will have to find me at home.",
      'Circled the 14th on the calendar. So nobody has to walk in on it, I booked a room.',
      "Gave my record collection to my cousin. She doesn't need to know the rest.",
      'Found a new home for my parrot. Deleted my accounts so there is less for anyone to clean up after.',
    ])
      expect(level(t), t).toBe('urgent');
    expect(level('Once the mortgage is paid off I can finally stop being here.')).not.toBe('none');
  });

  it('keeps one vague line, exaggeration with its cause named and ordinary days quiet', () => {
    for (const t of [
      'We picked a date for the wedding, June 14th!',
      'Found a good home for the foster kittens, so happy for them.',
      'I know which exit to take for the outlet mall now.',
      'Cleaned the whole house so nobody has to deal with the mess after the party.',
      'If my manager sends me one more calendar invite I am driving into the lake.',
      'Finals week has me ready to jump off the library roof.',
      'By the third hour of the meeting I was ready to throw myself out the window.',
      'Chem test tomorrow and I am so dead.',
      'Found my old diary in a box in the attic and laughed at how dramatic I was.',
      'Ran the overdose response drill with the new staff today.',
      'Cut myself chopping carrots, two stitches, so annoying.',
      'Part of my safety plan: removed the means, dropped the extra pills at the pharmacy take back.',
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('a wish to be dead said as a preference, a prayer, envy or a welcomed accident, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('hears them as a concern at least', () => {
    for (const t of [
      'Not waking up would honestly be a relief at this point.',
      'Would it really be so bad if I just did not wake up?',
      'Dear God, please just take me home tonight.',
      "I don't know what I'm still here for.",
      'Most days I am disappointed I woke up at all.',
      'I keep reading the obituaries and I envy the people in them.',
      "If a bus hit me on the way home I'd honestly be fine with it.",
      'Blew out the candles and wished this would be my last birthday.',
      'Suicide has been creeping into my head again this week.',
      'Is it normal to think about killing yourself every night before bed?',
    ])
      expect(level(t), t).not.toBe('none');
  });

  it('stays quiet on the same shapes in ordinary life', () => {
    for (const t of [
      'Lord, please take me home safely tonight, the roads are icy.',
      'I was jealous of my sister at the funeral, everyone went to her.',
      'Is it normal to think about quitting your job every morning?',
      'I envy the people who got tickets to the show.',
      'Disappointed I woke up late again and missed the bus.',
      'I cannot picture myself at 30 still living with my parents.',
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('means at hand and a way chosen in images, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads an intrusive image of a way, a railing crossed and an engine in a shut garage as urgent', () => {
    for (const t of [
      'The overpass on my commute keeps popping into my head. That would be the way.',
      "Grandpa's rifle is in the hall closet. My mind goes there every night.",
      "I'm standing on the other side of the railing on the parking deck.",
      'In the garage. Engine is running.',
    ])
      expect(level(t), t).toBe('urgent');
  });

  it('keeps a garage, a railing and thoughts crossing the mind where they belong', () => {
    for (const t of [
      'Warming up the engine in the garage, it is freezing out.',
      'Took a photo from the other side of the fence, the cows came right up.',
      'My sister keeps crossing my mind, I should call her.',
      'I keep looking at the bottle of wine in the fridge. Called my sponsor instead.',
    ])
      expect(level(t), t).toBe('none');
    // A way thought about is a method, not danger here and now.
    expect(assessCrisis('Sometimes I think about running the car in the garage with the door shut.').constructs).not.toContain('imminent');
  });
});

describe('recent acts told briefly, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads an interrupted attempt, an overdose on a weekday abbreviated and a euphemism tried as urgent', () => {
    for (const t of [
      'My roommate found me last night before the pills kicked in.',
      'A stranger pulled me back off the bridge railing on Tuesday.',
      "OD'd on purpose weds. My brother found me. I'm ok I guess.",
      'Tried to go home to Jesus last night.',
    ])
      expect(level(t), t).toBe('urgent');
    expect(level("If I don't get to cut tonight I won't sleep.")).toBe('concern');
    expect(level('Punched the garage wall until my knuckles split.')).toBe('concern');
  });

  it('keeps rescues of others, slips and ordinary wants quiet', () => {
    for (const t of [
      'He pulled me back from the edge of the pool when I slipped.',
      'The lifeguard pulled my son back from the edge.',
      "If I don't get to hit the gym today I get grumpy.",
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('history told in forms and dated nouns, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('keeps history named as history quiet', () => {
    for (const t of [
      'Intake paperwork, history section. Suicide attempt: yes, 2016, pills. Nothing since.',
      'Prior self-harm? Yes. Last time was in high school.',
      'Still embarrassed about an attempt from like ten years ago when my doctor asks about my liver.',
      'Wrote about my first psych ward stay for therapy. I was 15. I had tried to overdose three nights before.',
    ])
      expect(level(t), t).toBe('none');
  });

  it('still hears the present beside the history', () => {
    for (const t of [
      'History of self-harm, and I cut again last night.',
      'Attempt in 2016. And I want to die again now.',
      'I got sectioned last night after the police found me on the bridge.',
    ])
      expect(level(t), t).not.toBe('none');
  });
});

describe('means kept back, a lapse waited for and a way researched, round fifteen', () => {
  const level = (text: string) => assessCrisis(text).level;

  it('reads them as urgent', () => {
    for (const t of [
      "I've been saving my lorazepam instead of taking it.",
      "My gun's waiting period ends Monday.",
      'Which way hurts the least, pills or the rope?',
      "Everything's set for Friday. Nobody will be home.",
    ])
      expect(level(t), t).toBe('urgent');
  });

  it('keeps cosmetic pain, travel and parties quiet', () => {
    for (const t of [
      'Which hair removal method hurts the least?',
      'Taking the express train would be the quickest way to go downtown.',
      'Everything is set for Saturday, the party starts at 6!',
      'The waiting period on the rifle is up Friday, hunting season opens Saturday.',
    ])
      expect(level(t), t).toBe('none');
  });
});

describe('evaluations and effort in the words of a method, round fifteen', () => {
  it('keeps a recipe judged, a birthday in a place and effort quiet, and a way to die heard', () => {
    for (const t of [
      'That would be the way to do it, slow cooker overnight.',
      'Pls let this be my last birthday in this tiny apartment.',
      'Took everything I had to get through finals week, but I did it.',
    ])
      expect(assessCrisis(t).level, t).toBe('none');
    expect(assessCrisis("My lithium came back high and I thought, so that's a way to die.").level).not.toBe('none');
    expect(assessCrisis('Took everything I had left last night and woke up in the ER.').level).toBe('urgent');
  });
});

describe('things handed on with a cover, round fifteen', () => {
  it('hears two vague lines together and keeps one alone quiet', () => {
    for (const t of [
      "Told my sister she can have my car. She thinks I'm just being generous.",
      "Paid my rent three months ahead so my roommate isn't stuck. After that it won't matter.",
      "Don't worry about me anymore. I've made my decision.",
      "I drank a fifth and took my mom's Xanax, I don't care what happens.",
    ])
      expect(assessCrisis(t).level, t).toBe('urgent');
    for (const t of [
      "My brother can have my car while I'm deployed.",
      'Mom thinks I am just being dramatic.',
      "Don't worry about me anymore, I'm doing so much better.",
      "Paid my rent early this month so I can relax. After that it won't matter if the paycheck is late.",
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });
});

describe('preparation out of sight and a day named, round fifteen', () => {
  it('hears means gathered unnoticed, a safe opened, a hose in a car and a day with nobody told', () => {
    for (const t of [
      "I've been collecting my dad's old pain pills from the cabinet, a few at a time so nobody notices.",
      "I found the key to my grandfather's gun safe.",
      "I'm sitting in my car in the woods with the hose.",
      "Friday's the day. I've told no one.",
      "I've decided on the river, after my shift Friday.",
      'Everything will be over by morning.',
    ])
      expect(assessCrisis(t).level, t).toBe('urgent');
  });

  it('keeps gifts, stored keys, reunions, hotels, audits and celebrations quiet', () => {
    for (const t of [
      'Signed the title of my old car over to my son for his 16th birthday!',
      'Found the key to the gun safe, so I gave it to my brother to hold while I am in treatment.',
      'Decided on the lake for the family reunion this summer.',
      'Saving this bottle of champagne for when I am ready to celebrate a year sober.',
      'Checking out after the holidays from this hotel, finally going home.',
      'Everything will be over by Friday, then we can relax, the audit is brutal.',
      'Sitting in the car with the hose, washing it in the driveway.',
      'Saturday is the day! The big race.',
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });
});

describe('exaggeration never hides the words of dying, round fifteen', () => {
  it('keeps an explicit wish to die heard inside a trivial cause, and a dental waiting period quiet', () => {
    for (const t of ['Work is making me want to kill myself.', 'By the end of the day I was ready to die.']) expect(assessCrisis(t).level, t).not.toBe('none');
    expect(assessCrisis('The waiting period on my life insurance ends in March, then they will be taken care of.').level).toBe('urgent');
    expect(assessCrisis('The waiting period on my new dental insurance ends Monday, finally getting my crown.').level).toBe('none');
  });
});

describe('a hard day is not a trivial cause, round fifteen', () => {
  it('hears a threat made on one more bad day and an effort made to die', () => {
    for (const t of ["If I have one more bad day I'm going to jump off the bridge.", "Took everything I had to make sure I wouldn't wake up."])
      expect(assessCrisis(t).level, t).toBe('urgent');
    for (const t of ['If I hear one more Christmas song I am going to jump off a bridge.', 'It took everything I had not to yell.'])
      expect(assessCrisis(t).level, t).toBe('none');
  });
});

describe('means laid out, acts told by what followed, wishes told mildly, round sixteen', () => {
  it('hears means counted out or half taken, and an attempt told by its aftermath', () => {
    for (const t of [
      'Lined my pills up in rows on the nightstand. Water glass is full.',
      'Already swallowed half the bottle, the rest is next to me.',
      'The cord snapped. I am on the garage floor shaking.',
      'ER pumped my stomach last night. Discharged this morning.',
      'Shot up alone on purpose last night after two months clean. Woke up to the paramedics with narcan.',
    ])
      expect(assessCrisis(t).level, t).toBe('urgent');
    for (const t of [
      'Counted my pills out into the weekly organizer, all set for Monday.',
      'Ate half the cake and saved the rest for tomorrow.',
      'The rope snapped while we were pulling the kayak up the bank.',
      'They pumped my stomach when I was four after I drank the bleach by accident.',
      'I did it on purpose, I left the dishes for him to do.',
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });

  it('hears a death welcomed by illness or accident, envy of the dead and sleep without waking', () => {
    for (const t of [
      'Part of me hopes the scan comes back bad.',
      "Got pneumonia and I'm kind of hoping it turns into something worse.",
      'If this bus crashed on the way home I would honestly be fine with that.',
      "Driving home in the sleet and I didn't even care if I slid into the ditch.",
      'My cousin died in the fire last spring and honestly I envy her.',
      "I'd swap places with anyone in that graveyard.",
      'Would be easier to go to sleep and never wake up.',
      'I wish I could just switch off. For good.',
      'Nobody would miss me for long.',
    ])
      expect(assessCrisis(t).level, t).not.toBe('none');
    for (const t of [
      'Hoping the scan comes back clear so I can go back to work.',
      'Hoping this cough does not turn into something worse before my trip.',
      'If that truck clipped my mirror I would be annoyed.',
      "I don't care if I crash on the couch, I just need sleep.",
      'My aunt died last year and I envy her recipe skills, nobody cooks like that now.',
      'Would be easier to go to sleep early and wake up at six.',
      'I wish I could just switch off my work email on weekends.',
      'Nobody would miss me at the party if I left at nine.',
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });

  it('hears a means dwelt on and errands that close a life, not their everyday twins', () => {
    for (const t of [
      'I keep staring at the pill bottles on the shelf in a way I do not like.',
      'Caught myself thinking about which overpass, the one by exit 9 has no fence.',
      'All I could think on the drive was how easy it would be to steer the car into the concrete pillar.',
      'The rope and the beam in the barn. My mind keeps putting them together.',
      'Wrote one for my sister and one for my son. Sealed them and put them in the glovebox.',
      'Texted my brother all my passwords and said just in case.',
      "Paid off the card so my wife won't have to deal with any of it after.",
      'Sold the boat. Nobody can say I left them holding anything.',
    ])
      expect(assessCrisis(t).level, t).toBe('urgent');
    for (const t of [
      'Staring at the bridge in the painting, it is beautiful.',
      'Thinking about which bridge to take to avoid the traffic downtown.',
      'Turned the car into the driveway and hit the recycling bin.',
      'Wrote one for my sister and one for my son, birthday cards done early this year.',
      'Gave my wife my passwords just in case, we finally did our estate planning.',
      "She won't have to deal with anything after the move, the movers handle it all.",
      'Nobody can say I left them holding the bag on this project, I finished my part.',
      "I won't be needing my winter coat anymore, moving to Phoenix!",
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });
});

describe('the world after the writer, events called off, round seventeen', () => {
  it('hears what a person arranges for after their death and the acts of a method told plainly', () => {
    for (const t of [
      "I'm, um, I'm not really okay right now. The cord is already up.",
      "Cancelled the dentist. Cancelled the concert tickets. No point paying for things I won't be here to use.",
      'Sold my car and put the money in an envelope for my son. I want it to go to him after I am gone.',
      "Left my watch to my brother. He won't have to dig through my apartment later.",
      'Bought a second bottle of my sleeping pills. Want my sister to be the one to find me, not the kids.',
      'gonna ride my motorcycle off the cliff road tonight, no guardrail on that bend',
      "I'm at the lake, going to walk out until I can't touch the bottom.",
      'Took a handful already. Taking the rest after I send this.',
    ])
      expect(assessCrisis(t).level, t).toBe('urgent');
    for (const t of [
      'hoping a truck just would not stop when I cross tonight',
      "My kids would be better off with a mom who isn't a mess.",
      'If I od by accident I would not be that mad about it.',
      'I keep thinking about how peaceful it must be to be dead.',
    ])
      expect(assessCrisis(t).level, t).not.toBe('none');
  });

  it('hears letters left where others will find them, and "you" that the writer owns as their own', () => {
    for (const t of [
      'Wrote letters to my dad and my brother. Put them in the glovebox where someone will find them.',
      "Left letters for my kids on the kitchen counter where they'll find them.",
      'You get to a point where you just want to stop existing. That is where I am this week.',
      "You know when you'd rather not wake up? That's been my whole month.",
    ])
      expect(assessCrisis(t).level, t).not.toBe('none');
    for (const t of [
      "Left a note for my roommate on the fridge where she'll find it, about the rent.",
      'Hid the Easter eggs and left little notes where the kids will find them.',
      'Sometimes you just want to quit your job and move to the beach. That is where I am this week.',
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });

  it('leaves ordinary goodbyes, moves, exertion and plans that fell through alone', () => {
    for (const t of [
      "Gave my old coats to goodwill, won't be needing them in Florida.",
      'Last day at the warehouse. Said my goodbyes to everyone and they got me a cake. New job starts Monday.',
      'Took the dog for a run and thought I was gonna drop dead at the top of the hill. So out of shape.',
      "We cancelled the concert tickets because the babysitter fell through. I'm okay with it now.",
      'The bus driver would not stop for us at the corner, so we walked.',
      'I want the house to go to my daughter after I am gone, so we finally wrote our wills with the lawyer.',
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });
});

describe('what set plain statements aside, round seventeen', () => {
  it('hears statements that a frame around them used to cancel', () => {
    for (const t of [
      "I'd be fine with never waking up again.",
      'The urge to end it is back. Ninety days clean and it is louder than the cravings.',
      'Stopped refilling my prescriptions. No point paying for next month if there is not one.',
      'From Monday I stop eating and stop my insulin until my body gives out.',
      'The bridge thing keeps popping into my head. If I ever went, that is how I would go.',
      'I keep thinking I should have just died that time I overdosed in 2020.',
      'if i took all my klonopin with a bottle of wine i would not wake up and honestly thats the point',
      "Saved up my mom's sleeping pills in a shoebox for when I'm ready.",
      "I've worked out the how. My pills and the bottle of rum on Friday.",
    ])
      expect(assessCrisis(t).level, t).not.toBe('none');
  });

  it('still sets aside what the same frames should', () => {
    for (const t of [
      "I'm not okay with waking up at five every day for this job.",
      'The cravings are back but I called my sponsor and went to a meeting. Ninety days clean.',
      'No point paying for the gym if I never go, so I cancelled it.',
      'I stopped my allergy meds until the appointment so the skin test works.',
      'The song from the ad keeps popping into my head.',
      'The plant my coworker gave me is on my windowsill now.',
      "I've figured out the how for the science fair project, now the poster.",
    ])
      expect(assessCrisis(t).level, t).toBe('none');
  });
});
