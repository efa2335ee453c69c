import type { ItemSentence, ItemToken } from 'wink-nlp';
import { clauseScore } from './text-analysis.js';
import loadWink from './wink.cjs';
import { NUMBER_WORDS } from '@steady/shared/domain/text';

/**
 * Understanding one chat message, offline and deterministic: what the person is doing (one primary
 * kind) and what it is about (people, places, substances, a number of days, the event in their own
 * words turned to the second person). wink-nlp gives sentences, tokens, parts of speech, lemmas and
 * negation scope; the rules below read that structure (a negated craving is no craving, "used to
 * drink" is a habit of the past, not a lapse, a question sentence asks for help).
 */

export const MESSAGE_KINDS = [
  'milestone',
  'craving',
  'lapse',
  'conflict',
  'help_question',
  'low_mood',
  'loneliness',
  'grief',
  'shame',
  'gratitude',
  'medication_question',
  'reporting',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Kinds about pain: the reply never reads them as good news. */
export const PAIN_KINDS: ReadonlySet<MessageKind> = new Set(['lapse', 'low_mood', 'loneliness', 'grief', 'shame', 'conflict', 'craving']);

/** Topic of a help question, for the concrete answer. */
export type HelpTopic = 'sleep' | 'panic' | 'anger' | 'boredom' | 'cravings' | 'refusal' | 'telling' | 'general';

export interface Understood {
  kind: MessageKind;
  /** "your sister", "your sponsor", … (second person, as the reply can say them). */
  people: string[];
  places: string[];
  /** Canonical substances or behaviours named ("alcohol", "opioids", "gambling", …). */
  substances: string[];
  /** A medication named in the message ("Suboxone", "your medication"). */
  medication: string | null;
  /** A span of time named, normalised ("30 days", "two weeks", "six months"). */
  days: string | null;
  /** The event in the person's words, second person ("you drank last night after two weeks sober"). */
  event: string | null;
  /** For a help question (or a craving): what it is about. */
  topic: HelpTopic | null;
  /** The help question, paraphrased ("how to sleep better"). */
  question: string | null;
}

interface Tok {
  text: string;
  normal: string;
  lemma: string;
  pos: string;
  neg: boolean;
}
interface Sent {
  text: string;
  toks: Tok[];
  question: boolean;
}

function parse(text: string): Sent[] {
  const nlp = loadWink();
  const { its } = nlp;
  const out: Sent[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      const toks: Tok[] = [];
      s.tokens().each((t: ItemToken) => {
        if (t.out(its.type) === 'tabCRLF') return;
        toks.push({
          text: t.out(),
          normal: t.out(its.normal).toLowerCase(),
          lemma: String(t.out(its.lemma as unknown as typeof its.normal)).toLowerCase(),
          pos: t.out(its.pos),
          neg: t.out(its.negationFlag) === true,
        });
      });
      const raw = s.out().trim();
      if (!toks.length) return;
      const first = toks[0]!.normal;
      const question =
        /\?\s*$/.test(raw) ||
        (['how', 'what', 'should', 'can', 'could', 'is', 'does', 'do', 'any', 'why', 'where', 'which'].includes(first) &&
          toks.length > 2 &&
          /^(how|what|any|which|where)$/.test(first));
      out.push({ text: raw, toks, question });
    });
  return out;
}

// ---- lexicons (small: structure does the rest) ----

/** The shared number words, and 'a'/'an' for one ('a week', 'an hour'). */
const SPAN_NUMBERS: Record<string, number> = { ...NUMBER_WORDS, a: 1, an: 1 };
const NUM = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')}|a|an)`;
const SPAN = new RegExp(`\\b${NUM}[\\s-]+(hour|day|week|month|year)s?\\b(?:\\s+(chip|coin|token|medallion|sober|clean|off|without|free|of sobriety))?`, 'i');
const SPAN_WORD_FIRST = /\b(week|month|year|day)\s+(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;

const PEOPLE =
  'stepdad|stepmom|stepfather|stepmother|stepson|stepdaughter|grandpa|grandkids|grandson|granddaughter|grandchildren|niece|nephew|fiance|fiancee|fiancé|spouse|teacher|supervisor|pastor|psychiatrist|lawyer|kid|connect|dealer|sponsee|twin|in-laws|sponsor|sister|brother|mom|mother|mum|dad|father|partner|husband|wife|boyfriend|girlfriend|son|daughter|kids|children|child|baby|family|parents|grandmother|grandma|grandfather|grandpa|aunt|uncle|cousin|friends?|best friend|roommate|boss|coworker|co-worker|manager|case manager|counselor|counsellor|therapist|doctor|nurse|coach|ex|landlord|neighbor|neighbour|mother-in-law|father-in-law|probation officer|group|dog|cat|home group';
const PERSON_RE = new RegExp(
  `\\b(my|our|the)\\s+((?:old|best|new|little|big|older|younger|recovery)\\s+)?(mother-in-law|father-in-law|case manager|probation officer|best friend|home group|${PEOPLE})('s)?\\b`,
  'gi',
);

const SUBSTANCES: [RegExp, string][] = [
  [/\b(drink|drinks|drank|drinking|drunk|alcohol|beer|beers|wine|vodka|whiskey|liquor|booze|bottle|hangover|sober from alcohol|open bar|bar)\b/i, 'alcohol'],
  [/\b(pills?|opioids?|oxy|oxys|percs?|heroin|dope|fentanyl|painkillers?|xanax|bars)\b/i, 'opioids'],
  [/\b(weed|joint|marijuana|pot|cannabis)\b/i, 'cannabis'],
  [/\b(coke|cocaine|meth|crack|speed|molly|adderall)\b/i, 'stimulants'],
  [/\b(casino|gambl\w*|bet|betting|slots)\b/i, 'gambling'],
  [/\b(cigarettes?|smoking|vape|nicotine)\b/i, 'nicotine'],
];
const PLACES =
  /\b(bar|party|casino|liquor store|wedding|barbecue|work party|meeting|group|work|home|park|clinic|house|apartment|city|rehab|funeral|memorial)\b/i;

const MEDICATIONS =
  /\b(suboxone|subutex|buprenorphine|methadone|naltrexone|vivitrol|antabuse|disulfiram|acamprosate|campral|sertraline|zoloft|lexapro|escitalopram|prozac|fluoxetine|wellbutrin|bupropion|trazodone|gabapentin|lithium|seroquel|quetiapine|abilify|lamictal|lamotrigine|xanax|klonopin|ativan|valium|melatonin|ibuprofen|tylenol|adderall|ritalin|chantix|narcan|naloxone|prazosin|hydroxyzine|clonidine|celexa|citalopram|effexor|cymbalta|paxil|antidepressants?|anxiety meds|meds|medications?|prescriptions?|dose|dosage|mg)\b/i;

// Use verbs (lemma or form) for lapses and cravings.
const USE_FORMS = /^(drank|drink|drinking|drunk|used|use|using|relapsed|relapse|slipped|smoked|smoke|lapsed|high|wasted|gambled|snorted|shot)$/;

const has = (s: Sent, re: RegExp) => re.test(s.text);
const negatedWord = (s: Sent, re: RegExp) => s.toks.some((t) => re.test(t.normal) && t.neg);

/** Things a person uses: drinks, drugs, a bender. */
const USE_TERMS =
  /\b(drinks?|beers?|shots?|wine|vodka|whiskey|tequila|rum|liquor|booze|six[- ]?pack|bottle|fifth|pints?|percs?|oxys?|pills?|xans?|heroin|dope|fentanyl|meth|coke|cocaine|crack|weed|joint|blunt|bowl|edibles?|molly|drugs?|lines?|bender|binge|casino|slots)\b/i;
const PAST = /^(had|took|popped|drank|smoked|did|bought|got|went|snorted|shot|used|tried|downed|finished|scored|grabbed|ordered|drove|hit|ended)$/;
const SUBJECT_PRONOUNS = /^(i|he|she|they|we|you|everyone|everybody|someone|people)$/;

/** The subject of the verb at index v: the nearest pronoun before it, or a noun after "my/his/her"; "i" when the sentence starts with the verb. */
function subjectOf(toks: Tok[], v: number): string {
  for (let i = v - 1; i >= 0; i--) {
    const t = toks[i]!;
    if (t.pos === 'PRON' && SUBJECT_PRONOUNS.test(t.normal)) return t.normal;
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && i > 0 && /^(my|his|her|our|their|your)$/.test(toks[i - 1]!.normal)) return t.normal;
    if (t.pos === 'PROPN' && /^[A-Z]/.test(t.text) && i > 0) return t.normal;
  }
  return 'i';
}

/** "I popped a couple of Percs", "Had four shots", "I went on a bender": a past verb of the person with something used after it. */
function structuralUse(s: Sent): boolean {
  const t = s.text.toLowerCase();
  if (/\b(used to|when i was|back when|for years|would|if i|almost|nearly|instead of|offered)\b/.test(t)) return false;
  return s.toks.some((tok, v) => {
    if (!PAST.test(tok.normal) || tok.neg) return false;
    if (subjectOf(s.toks, v) !== 'i') return false;
    const rest = s.toks
      .slice(v + 1)
      .map((x) => x.text)
      .join(' ');
    return USE_TERMS.test(rest) && !/\b(no|zero|non-alcoholic|soda|water|coffee)\b/i.test(rest.split(USE_TERMS)[0] ?? '');
  });
}

/** A past use in this sentence (lapse), not negated, not a habit of the past ("used to", "when I was drinking"). */
function lapseIn(s: Sent): boolean {
  const t = s.text.toLowerCase();
  if (
    /\b(used to|when i was|back when|i was using|i was drinking|years of|never|for years|every night|would have|almost|nearly)\b/.test(t) &&
    !/\b(again|last night|yesterday|relapsed|slipped)\b/.test(t)
  )
    return false;
  if (
    /\b(if i|what if|worried|afraid|scared|i might|i'll|i will|going to|gonna)\b.*\b(drink|use|relapse)\b/.test(t) &&
    !/\b(drank|relapsed|used again)\b/.test(t)
  )
    return false;
  const patterns = [
    /\b(i|we)\s+(just\s+|ended up\s+|finally\s+)?(drank|relapsed|lapsed|slipped|gambled|snorted)\b/,
    /\bi\s+(\w+\s+)?used\b(?!\s+to\b)/,
    /\bi\s+(had|have had)\s+(a|one|two|three|a few|a couple|some|several)\b.*\b(drinks?|beers?|glass(es)?|wine|shots?|joint|hit|line|pills?)\b/,
    /\bhad a drink\b/,
    /\b(got|getting|ended up getting|was)\s+(drunk|high|wasted)\b/,
    /\bi\s+(smoked|took|bought|picked up|went back to|broke)\b.*\b(again|joint|weed|pills?|bottle|sobriety|cigarettes?|crack|this weekend|last night|yesterday)\b/,
    /\bpicked up again\b/,
    /\bwent to the casino and lost\b/,
    /\b(broke|lost) my (sobriety|clean time|streak)\b/,
    /\bi\s+(relapsed|used again|drank again)\b/,
    /\b(drank|relapsed|lapsed)\b/,
    /^(gambled|drank|relapsed|used|smoked|snorted|got (drunk|high|wasted)|blew)\b/,
    /\b(had|have had|i've had)\s+(a|another)\s+(relapse|slip|lapse)\b/,
    /\b(messed up|screwed up|caved|gave in|gave up and|fell off the wagon|slipped up|went on a (bender|binge|run))\b/,
    /^(used|drank|smoked|snorted|shot up|took)\b.*\b(again|last night|yesterday|today|this morning|this weekend)\b/,
    /\b(used|smoked|did|took|snorted|shot up)\b\s+(some\s+)?(heroin|dope|meth|coke|cocaine|crack|weed|pills?|fentanyl|oxy|xanax|molly)\b/,
    /\b(bought|got|picked up)\s+(a|some|another)\s+(\w+\s+)?(pack|bottle|bag|case|six-pack|fifth|gram|joint)\b/,
  ];
  if (!patterns.some((p) => p.test(t)) && !structuralUse(s)) return false;
  // "My boyfriend drank last night": someone else's use is not the person's lapse.
  const verbs = s.toks.map((x, i) => ({ x, i })).filter(({ x }) => /^(drank|relapsed|lapsed|used|smoked|got|slipped|gambled)$/.test(x.normal));
  if (verbs.length && verbs.every(({ i }) => subjectOf(s.toks, i) !== 'i')) return false;
  if (/\b(picked up|got|received|took home)\s+(my|a|the)\s+(\w+\s+){0,3}(chip|coin|token|medallion|keytag)\b/.test(t)) return false;
  // "I didn't drink", "I never used": the use verb is negated.
  const useToks = s.toks.filter((x) => USE_FORMS.test(x.normal) || /^(had|took|smoked|bought|picked|broke|got)$/.test(x.normal));
  if (useToks.length && useToks.every((x) => x.neg)) return false;
  if (/\b(almost|nearly|didn't|did not|never|without)\s+(\w+\s+)?(drank|used|relapsed|drink|use|pick)/.test(t)) return false;
  return true;
}

function cravingIn(s: Sent): boolean {
  const t = s.text.toLowerCase();
  if (
    /\b(crav\w*|urges?|itch|tempt\w*)\b/.test(t) &&
    !negatedWord(s, /^(crav\w*|urges?|itch|tempt\w*)$/) &&
    !/\b(no|zero|without|fewer|less)\s+(real\s+|big\s+|any\s+|strong\s+)?(crav\w*|urges?)\b/.test(t)
  )
    return true;
  const wants =
    /\b(want|wanted|wanting|dying|itching)\s+(to\s+)?(drink|use|get high|smoke|go|pick up|a drink|a beer|to so bad|so bad)\b/.test(t) ||
    /\bwants? to go\b/.test(t) ||
    (/\b(all i can think about|can't stop thinking about|keep thinking about|mind went (straight )?to)\b/.test(t) &&
      (USE_TERMS.test(t) || /\b(using|drinking|getting high|picking up|it|one)\b/.test(t)) &&
      !/\b(how i|what i|about how|about what)\b/.test(t)) ||
    /\b(scared|afraid|worried) (that )?i('ll| will| might)? (drink|use|relapse|pick up)\b/.test(t) ||
    /\balmost said yes\b/.test(t) ||
    /\b(was going to|almost|nearly|about to|came close to) (drink|use|pick up|relapse|buy|call my dealer|text my dealer|go to the bar)\b/.test(t) ||
    ((/\b(using|use|drinking|getting high|get high|drunk|high|bar|pub|liquor store|dealer|connect|picking up|pick up|score|get some)\b/.test(t) ||
      USE_TERMS.test(t)) &&
      /\b(sounds? (so |really )?(good|great|nice|amazing)|felt the pull|the pull|calling my name|wanting (one|a drink|a hit|to use|to drink)|dream(s|t|ed)? about|fantasi[sz]\w*|romanti[cs]i[sz]\w*|thinking about|think about|on the fence|invited me|tempt\w*|miss (drinking|using|getting high|the)|could (really )?use|wish i could|got me thinking|want(ed)? one|could go for)\b/.test(
        t,
      )) ||
    /\b(planning|plan|figuring out|thinking about how) (how )?to (get|score|buy|use|drink|pick up)\b/.test(t) ||
    /\bget some\b/.test(t) ||
    /\b(worried|scared|afraid|nervous|anxious)\b.*\b(drink|drinking|use|using|relapse|bar|party|open bar|booze)\b/.test(t) ||
    /\b(text|call|see|meet)\s+my\s+(old\s+)?(connect|dealer)\b/.test(t) ||
    /\b(so|really)\s+(tempting|close to using|close to drinking)\b/.test(t) ||
    /\b(killing me|sitting there|open bar)\b/.test(t);
  if (!wants) return false;
  if (!/\b(can't|cannot|can not) stop thinking\b/.test(t) && negatedWord(s, /^(want|wanted|think|thinking)$/)) return false;
  return true;
}

const HELP_LEAD = /^(how|what|what's|whats|any|is there|can you|could you|where|which|tips)\b/i;

function helpTopic(text: string): HelpTopic {
  const t = text.toLowerCase();
  if (/\b(sleep|asleep|insomnia|waking|wake up|bedtime|bed|nightmares?)\b/.test(t)) return 'sleep';
  if (/\b(panic|heart (starts )?racing|can't breathe|anxious|anxiety|calm down|freak)\b/.test(t)) return 'panic';
  if (/\b(anger|angry|rage|temper|exploding|snap)\b/.test(t)) return 'anger';
  if (/\b(crav\w*|urges?)\b/.test(t)) return 'cravings';
  if (/\b(say no|offer me|turn down|refuse)\b/.test(t)) return 'refusal';
  if (/\b(bored|boredom|free time|weekends?|evenings?|instead of|nothing to do)\b/.test(t)) return 'boredom';
  if (/\b(tell|telling)\b/.test(t)) return 'telling';
  return 'general';
}

// ---- second person ----

const SWAP: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'm": "you're",
  'i’m': 'you’re',
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  im: "you're",
  ive: "you've",
};

/** "I drank last night" → "you drank last night"; "I was" → "you were". */
export function toSecondPerson(text: string): string {
  let out = text.replace(/\bI was\b/g, 'you were').replace(/\bI wasn't\b/g, "you weren't");
  out = out.replace(/\b(I'm|I’m|I've|I'd|I'll|Im|Ive|I|me|my|mine|myself|am)\b/gi, (w) => {
    const r = SWAP[w.toLowerCase()];
    return r ?? w;
  });
  // "My sister and I had a fight" → "you and your sister had a fight".
  return out.replace(/\b((?:your|the) [\w'-]+(?: [\w'-]+)?) and you\b/gi, (_m, who: string) => `you and ${who.toLowerCase()}`);
}

/** One clause of a sentence, short enough to reflect back (at most about 16 words). */
function clause(text: string): string {
  let t = text.replace(/[.!?…]+\s*$/, '').trim();
  const words = t.split(/\s+/);
  if (words.length > 16) {
    const cut = t.search(/,\s|\s(but|and|so|because)\s/);
    t = cut > 15 ? t.slice(0, cut) : words.slice(0, 16).join(' ');
  }
  return t.replace(/^(so|and|but|well|honestly|just|ok|okay),?\s+/i, '');
}

/** The sentence as a reflection phrase; the first letter is lowered unless it starts a proper name. */
export function paraphrase(sentence: string, firstPos = ''): string {
  const s = toSecondPerson(clause(sentence));
  // "Had a weird dream…", "Gambled my paycheck…": a sentence that starts with a past verb has the person as its subject.
  if (
    /^(had|got|went|lost|gambled|drank|used|smoked|took|bought|made|spent|worked|cleaned|called|started|finished|woke|slept|felt|came|ran|walked|cooked|met|saw|tried|ended|picked|found|left|quit|passed|hit|popped|relapsed|slipped)\b/i.test(
      s,
    )
  )
    return `you ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  const first = s.split(/[\s,]/)[0] ?? '';
  const properForm =
    /^([A-Z]{2,}|(?!Today|Yesterday)[A-Z][a-z]+day|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Thanksgiving|Easter|God)$/.test(
      first,
    );
  if (
    properForm ||
    (firstPos === 'PROPN' &&
      /^[A-Z][a-z]+$/.test(first) &&
      !/(ful|ous|ing|ed|ly|y|less|ish|d)$/.test(first) &&
      !/^(Good|Bad|Great|Long|Rough|Hard|Nice|Still|Just|Really|So)$/.test(first))
  )
    return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** A help question as a phrase: "How can I sleep better?" → "how to sleep better". */
export function questionPhrase(sentence: string): string {
  let q = clause(sentence.replace(/^(can|could) you help me (figure out|with|understand|work out)\s+/i, '')).replace(/^(please\s+)?/i, '');
  q = toSecondPerson(q);
  q = q
    .replace(/^(how|what|where|when|who|which)\s+(do|can|should|could|would|might)\s+you\s+/i, (_m, w: string) => `${w.toLowerCase()} to `)
    .replace(/^(what's|whats|what is)\s+/i, '')
    .replace(/^(is there|are there)\s+(any\s+)?/i, '')
    .replace(/^any\s+/i, '');
  return q.charAt(0).toLowerCase() + q.slice(1);
}

function people(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PERSON_RE)) {
    const det = m[1]!.toLowerCase();
    const adj = (m[2] ?? '').toLowerCase();
    const noun = m[3]!.toLowerCase();
    if (det === 'the' && !/^(nurse|doctor|counselor|counsellor|boss|landlord|group)$/.test(noun)) continue;
    const phrase = `${det === 'the' ? 'the' : 'your'} ${adj}${noun}`;
    if (!out.includes(phrase)) out.push(phrase);
  }
  return out;
}

function span(text: string): string | null {
  const m = SPAN.exec(text);
  if (m) {
    const raw = m[1]!.toLowerCase();
    const n = /^\d+$/.test(raw) ? Number(raw) : (SPAN_NUMBERS[raw] ?? 1);
    const num = raw === 'a' || raw === 'an' ? (m[2] === 'hour' ? 'an' : 'a') : raw;
    return `${num} ${m[2]!.toLowerCase()}${n === 1 ? '' : 's'}`;
  }
  const w = SPAN_WORD_FIRST.exec(text);
  if (w && /week|month|year/.test(w[1]!.toLowerCase()) && /\b(done|down|complete|sober|clean)\b/i.test(text))
    return `${w[1]!.toLowerCase()} ${w[2]!.toLowerCase()}`;
  return null;
}

const MILESTONE_WORDS =
  /\b(chip|coin|token|medallion|milestone|anniversary of (my )?sobriety|graduat\w*|finished (my |the )?(\w+ )?(program|treatment|rehab|iop|php)|passed|first sober|first paycheck|first time in|first time since|got my (ged|diploma|degree|certificate|license|licence|apartment|own place)|made it through|got my \w+ back|huge for me|celebrat\w*|clean|sober|proud of myself|step down|stepping down|promoted|got the job|got hired|signed the lease|got approved|off probation|off paper|probation ended|officially|finally did it|first \w+ (ever|today|without)|my first (\w+ )?(\w+ )?(today|ever|without|in))\b/i;

const GRIEF_LOST = new RegExp(`\\blost (my|our|the) (${PEOPLE})\\b`, 'i');
const GRIEF =
  /\b(passed away|passed on (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the)|passed last|buried|burial|wake for|died|dies|death|funeral|memorial|griev\w*|grief|overdosed|put down|would have been|is gone|lost (my|the|our) (\w+ )?(\w+ )?(to|baby|dad|mom|mother|father|brother|sister|son|daughter|friend|wife|husband)|anniversary of (my |his |her )?\w*'?s? death|miss (him|her) so|since (we|i) lost|(we|i) lost (dad|mom|mum|grandma|grandpa|him|her)|overdose|(has|'s|have|'ve) been gone|is gone|are gone)\b/i;
const CONFLICT =
  /\b(fight|fought|fighting|argument|arguing|argued|yell\w*|scream\w*|blow-?up|snapped|broke up|not speaking|aren't speaking|won't (return|answer|talk)|(?<!(nobody|no one|never) )called me (a|an|names|out|stupid|lazy|useless|selfish|crazy)|(at|on) me (over|about|for)|screaming at me|yelling at me|hung up on me|keeps? bringing up|critici[sz]\w*|doesn't trust|don't trust|got into it|had it out|took credit|blamed me|kicked me out|lied to me|lost my temper|got into it|making (fun|jokes)|jokes about|disrespect\w*|insult\w*|(mad|angry|pissed) at me|went off on me|can't be in the same room|cheated on me)\b/i;
const SHAME =
  /\b(ashamed|shame|embarrass\w*|guilty|guilt|hate myself|disappointment|terrible person|horrible person|bad person|forgive myself|worthless|idiot|stupid|disgust\w*|humiliat\w*|fraud|ruined everything|a mess|loser|a burden|burden to|let everyone down|let (them|her|him|my \w+) down|regret\w*|can't stop replaying|cringe|screw-?ups?|can't look (\w+ ){1,3}in the eye|after what i did|judg\w* me|i hurt (everyone|them|people|my \w+)|what i put (them|\w+) through|i('m| am) (such |so |a |an |the |total |complete |real )*(joke|disgrace|useless|pathetic)|let down)\b/i;
const LONELY =
  /\b(alone|lonely|loneliness|isolat\w*|nobody|no one|by myself|on my own|don't know anyone|cut off|invisible|everyone has someone|miss having people|have anyone|don't have anyone|no friends|so quiet|left out|without me|forgotten|nobody called|no one called|by myself|lives? alone|living alone|(don't|do not) have (a single|any|one) (friend|person)|moved on without|nobody to talk to|no one to talk to|wish i had (someone|somebody|friends|people|a friend)|stopped (inviting|calling|texting|talking to) me|(nobody|no one) (invites|calls|texts|visits)|spending (them|it) alone)\b/i;
const LOW =
  /\b(down|depress\w*|sad|sadness|empty|numb|hopeless|low|gray|grey|tired of|dark place|cried|crying|no motivation|exhausted|bad day|rough day|stayed in bed|heavy|sluggish|dragging|miserable|awful|nothing matters|don't enjoy|make me feel better|can't get out of bed|worthless|stuck|blue|going nowhere|drained|worn out|pointless|sadness|grief-stricken|unhappy|meh|flat|crappy|lousy|terrible day|awful day|what's the point|defeated|discouraged|(don't|do not) feel like doing anything|can't be bothered|rough night)\b/i;
const GRATITUDE = /\b(grateful|gratitude|thankful|thanks|thank god|thank you|appreciate|blessed)\b/i;

/** Reads one message. `earlier` (the person's earlier messages) is not needed to classify, only to resolve nothing yet. */
export function understand(message: string): Understood {
  const sents = parse(message);
  const text = message;
  const peopleFound = people(text);
  const substances = SUBSTANCES.filter(([re]) => re.test(text)).map(([, n]) => n);
  const placeMatch = PLACES.exec(text);
  const places = placeMatch ? [placeMatch[1]!.toLowerCase()] : [];
  const medMatches = [...text.matchAll(new RegExp(MEDICATIONS.source, 'gi'))];
  const medMatch = medMatches.find((m) => !/^(meds|medications?|prescriptions?|dose|dosage|mg)$/i.test(m[1]!)) ?? medMatches[0];
  const days = span(text);

  const questionSents = sents.filter((s) => s.question || HELP_LEAD.test(s.text));
  const lapseSent = sents.find(lapseIn);
  const cravingSent = sents.find(cravingIn);
  const pick = (re: RegExp, neg?: RegExp) => sents.find((s) => has(s, re) && !(neg && negatedWord(s, neg)));

  let kind: MessageKind = 'reporting';
  let key: Sent | undefined;
  let topic: HelpTopic | null = null;
  let question: string | null = null;

  const medQuestion =
    medMatch && questionSents.length > 0 && !/^(mg|dose|dosage)$/i.test(medMatch[1]!)
      ? true
      : medMatch && /\b(dose|dosage|mg)\b/i.test(text) && questionSents.length > 0;
  const helpSent = questionSents.find((s) => HELP_LEAD.test(s.text) || /\b(help|tips?|anything that helps|what (can|should|do) i do)\b/i.test(s.text));

  const milestoneSent = sents.find(
    (s) => (span(s.text) || MILESTONE_WORDS.test(s.text)) && !lapseIn(s) && !/\b(after|since my last)\b.*\b(relapse|slip)\b/i.test(s.text),
  );
  const SOBER_CONTEXT =
    /\b(sober|sobriety|clean|chip|coin|keytag|token|medallion|without|off|since|today|marks|celebrat\w*|anniversary|officially|free|straight|recovery|no (drink|drinks|drugs|booze|alcohol)|done|down)\b|!/i;
  const milestoneStrong =
    milestoneSent &&
    ((span(milestoneSent.text) && SOBER_CONTEXT.test(milestoneSent.text)) ||
      /\b(chip|coin|token|graduat\w*|finished|passed (my|the)|first sober|first paycheck|first time in|made it through|got my \w+ back|celebrat\w*|step down|stepping down|promoted|got the job|got hired|off probation|off paper|probation ended|officially|first time since|got my (ged|diploma|degree|certificate|license|licence|apartment|own place|kids back)|finally did it)\b/i.test(
        milestoneSent.text,
      ));

  if (medQuestion) {
    kind = 'medication_question';
    key = questionSents[0];
  } else if (lapseSent) {
    kind = 'lapse';
    key = lapseSent;
  } else if (helpSent) {
    kind = 'help_question';
    key = sents.find((s) => s !== helpSent && !s.question && s.toks.length > 3) ?? helpSent;
    topic = helpTopic(text);
    question = questionPhrase(helpSent.text);
  } else if (pick(GRIEF) || pick(GRIEF_LOST)) {
    kind = 'grief';
    key = pick(GRIEF) ?? pick(GRIEF_LOST);
  } else if (cravingSent) {
    kind = 'craving';
    key = cravingSent;
    topic = 'cravings';
  } else if (!days && pick(GRATITUDE) && /^\W*(thanks|thank|grateful|thankful|so grateful|i'm grateful|i am grateful)\b/i.test(pick(GRATITUDE)!.text)) {
    kind = 'gratitude';
    key = pick(GRATITUDE);
  } else if (milestoneStrong) {
    kind = 'milestone';
    key = milestoneSent;
  } else if (pick(CONFLICT) && (peopleFound.length || /\b(we|us|me|a guy|a woman|someone|somebody)\b/i.test(text))) {
    kind = 'conflict';
    key = pick(CONFLICT);
  } else if (pick(SHAME, /^(ashamed|guilty|embarrassed|worthless)$/)) {
    kind = 'shame';
    key = pick(SHAME, /^(ashamed|guilty|embarrassed|worthless)$/);
  } else if (pick(GRATITUDE)) {
    kind = 'gratitude';
    key = pick(GRATITUDE);
  } else if (pick(LONELY, /^(lonely|alone|isolated)$/)) {
    kind = 'loneliness';
    key = pick(LONELY, /^(lonely|alone|isolated)$/);
  } else if (pick(LOW, /^(down|low|sad|depressed|tired)$/)) {
    kind = 'low_mood';
    key = pick(LOW);
  } else if (milestoneSent && clauseScore(milestoneSent.text) > -2) {
    kind = 'milestone';
    key = milestoneSent;
  } else if (questionSents.length) {
    kind = 'help_question';
    key = questionSents[0];
    topic = helpTopic(text);
    question = questionPhrase(questionSents[0]!.text);
  } else {
    // Nothing named outright: a clearly negative message is read as a low mood, not a plain report.
    const worst = [...sents].sort((a, b) => clauseScore(a.text) - clauseScore(b.text))[0];
    if (worst && clauseScore(worst.text) <= -2) {
      kind = 'low_mood';
      key = worst;
    } else key = sents[0];
  }
  if (kind === 'craving') topic = 'cravings';

  // A sentence of self-judgement ("I feel like a failure") is not echoed back when another carries the event.
  const JUDGING_WORDS = /\b(failure|failed|loser|should have|pathetic|back to square one)\b/i;
  if (key && JUDGING_WORDS.test(key.text)) key = sents.find((s) => !JUDGING_WORDS.test(s.text) && !s.question) ?? key;
  // "No real cravings today, but I am worried about the game": the turn after "but" carries it.
  let keyText = key?.text ?? '';
  const turn = keyText.split(/\s*,?\s+\b(?:but|however)\b\s+/i);
  if (turn.length > 1 && PAIN_KINDS.has(kind) && turn.at(-1)!.split(/\s+/).length >= 3 && /^(no|not|never|nothing|zero)\b|\b(not|n't|no)\b/i.test(turn[0]!))
    keyText = turn.at(-1)!;
  let event = key && !(key.question && kind !== 'help_question') ? paraphrase(keyText, keyText === key.text ? key.toks[0]?.pos : '') : null;
  if (kind === 'help_question' && key?.question) event = null;
  if (kind === 'medication_question') event = null;

  const medication =
    medMatch && !/^(meds|medications?|prescriptions?|dose|dosage|mg|antidepressants?|anxiety meds)$/i.test(medMatch[1]!)
      ? medMatch[1]!
      : medMatch
        ? `your ${medMatch[1]!.replace(/^(meds|medications?|prescriptions?|dose|dosage|mg)$/i, 'medication').toLowerCase()}`
        : null;
  return { kind, people: peopleFound, places, substances, medication, days, event, topic, question };
}
