/**
 * Crisis detection: deterministic, never a model. Runs on every journal entry, call answer and chat
 * message. A hit shows the person the 988 Suicide & Crisis Lifeline at once and alerts their care
 * team. It errs towards detection: a missed crisis costs more than an extra 988 banner.
 *
 * The model follows the Columbia Suicide Severity Rating Scale (C-SSRS) screener. Each construct is
 * one of its questions, plus non-suicidal self-injury and imminence:
 *   passive_ideation  wish to be dead, to not wake up, "better off dead", not wanting to live (Q1)
 *   active_ideation   non-specific thoughts of killing oneself, "suicidal", "end it all" (Q2)
 *   method            thoughts with a method or means: pills, gun, bridge, rope, car, train, water (Q3)
 *   intent            some intention to act: "I'm going to", "tonight I will", "I'm ending it" (Q4)
 *   plan              details worked out: when, where, how; "I have a plan" (Q5)
 *   preparation       preparatory acts: goodbyes, notes, giving things away, saving up pills (Q6)
 *   behavior          a recent attempt, aborted or interrupted attempt, intentional overdose (Q6)
 *   self_harm         non-suicidal self-injury, acts or urges (cutting, burning, hitting oneself)
 *   imminent          means at hand, a dangerous place, "right now"
 * Level: `urgent` when any of method, intent, plan, preparation, behavior or imminent is present
 * (the screener's moderate and high risk answers); `concern` for passive or active ideation and
 * self-harm alone; `none` otherwise. The output names constructs only, never the person's words.
 *
 * How a text is read:
 * 0. Question-and-answer transcripts ("Q: Are you thinking of killing yourself? A: yes") are read as
 *    the answer gives them: a yes makes the question the writer's own statement, a no removes it.
 * 1. Normalisation. Lowercase, one kind of apostrophe and quote, letters repeated three times or more
 *    cut to two, contractions and texting spellings expanded to full words (im → i am, wanna → want
 *    to, dont → do not, u → you, rn → right now), crisis slang and misspellings mapped to their plain
 *    form (kms → kill myself, unalive → kill, sewerslide → suicide, suicidel → suicidal, od → overdose).
 *    An unknown word one swapped, missing or extra letter away from a key word is read as that word
 *    ("wnat" → want, "myslef" → myself); a changed letter is never assumed ("hunt" stays "hunt").
 * 2. Lemmas. Each word is reduced to a lemma (died, dying, dies → die; overdosed, oding → overdose;
 *    was, am → be) and keeps a flag for past-tense forms. Rules are written in words and go through
 *    the same lemmatiser, so a rule and a text always agree.
 * 3. Figures of speech ("dying to see", "dead tired", "bored to death", "cut back on", "suicide
 *    prevention", "safety plan") are neutralised, so their words cannot form a risk statement. A
 *    quotation under someone else's verb of saying, or the title of a song or film, is neutralised too.
 * 4. Sentences and clauses. Sentences end at . ! ? and line breaks; clauses at commas, semicolons,
 *    colons, dashes and at but / because / though, and at and / so / or / then when a new subject
 *    follows. Negation, subject and tense are judged inside one clause.
 * 5. Cues. Rules over the lemma stream combine a frame (wish, want, rather, think about, going to,
 *    tried to, can't, no reason to, what's the point of, it would be a relief if), a predicate class
 *    (death: die, be dead, not wake up, disappear forever; self-killing: kill / end / take + myself /
 *    my life; life: live, be alive, go on, be here; method acts: take all + pills, jump off + height,
 *    hang, shoot, drive into; self-injury: cut / burn / hurt + myself or a body part) and an object
 *    class (self, life, means), with short gaps between them, so unseen combinations of known parts
 *    are caught rather than listed sentences. Plan, preparation and imminence are also read from
 *    combinations: a means (pills, gun, rope, bridge) with a set time, arrangements "after I'm gone"
 *    or "in case something happens to me", means at hand "in my hand", "loaded", "counted out".
 * 6. Licensing. A cue counts only if it is the writer's own, current statement:
 *    - subject: the nearest subject to the left of the cue's head (a pronoun, a person noun such as
 *      "my brother", a name) must be first person; a clause with no subject is a fragment and counts
 *      as first person ("don't want to be here anymore"). Reflexives decide on their own (himself,
 *      herself, yourself are never the writer). "Me" is a subject only where it controls what follows
 *      ("makes me want to die", "let me die").
 *    - negation: negators between that subject and the head (not, never, no, deny, stop) are
 *      counted, and inverted ones before it ("not once did I", "there's no way I'd"); an odd count
 *      cancels the cue, so "can't stop thinking about dying" still counts. Cues that are made of a
 *      negation ("don't want to live", "no reason to go on") carry it inside the rule; "not sure" and
 *      "don't know" are uncertainty, not denial.
 *    - reported speech and questions: words under someone else's verb of saying, a screening
 *      question ("she asked if I have thoughts of suicide") unless the answer was yes, a book, film,
 *      class or group discussing the subject, are not the writer's statement.
 *    - tense: a clause in the past with a remote time ("two years ago", "used to", "when I was 15",
 *      "in my twenties") is history; a past clause with no time counts, unless the text frames it as
 *      recovery ("today I'm grateful to be alive", "clean of it 8 months"). Present and future count.
 *    - coping conditionals: "if I ever feel like hurting myself I call my sister" is a plan to stay
 *      safe, not a risk statement.
 *    - context words: an accident ("cut my finger chopping onions"), ordinary medication talk ("took
 *      all my morning meds"), a relationship or habit as the object of "end it", cancel the cues
 *      they would otherwise trigger.
 *    Vague cues ("I have a plan", "everything is ready", "I'm doing it") count only next to a licensed
 *    risk statement, or when two different ones stand within two sentences of each other; acquiring
 *    means ("bought a rope", "picked up a handgun") counts on its own unless the text gives a benign
 *    purpose (a tent, deer season, the range), and a purpose denied ("not for a bbq") is none; "it" and "do it" take their meaning from
 *    a risk statement elsewhere in the text, even a past or negated one ("I used to cut. Last night I
 *    did it again").
 * 7. Constructs. A licensed cue yields its construct; its clause can add more: a future or decision
 *    frame (going to, will, decided, tonight) adds intent, a planning frame or a set time and place
 *    adds plan, a past act or "tried to" adds behavior, "right now", "about to" or an act just done
 *    adds imminent. A present risk statement is never cancelled by history or negation in another
 *    clause.
 *    - second person counts as the writer's own when the text frames it as self-talk ("you should just
 *      end it. that's all my brain says", "asking for me"); a person noun right after "I <past verb>"
 *      is an object ("I called my brother and said goodbye"); a capitalised word after an article or
 *      preposition is a place, not a name ("the Kroger lot").
 *    - history also covers "back when", "since I last", "old me would have", "looking back", "my
 *      story at the meeting"; a relationship ended in the sentence before cancels "ending it tonight".
 *    - ordinary medication talk is judged on the cue's clause and its neighbours, so a long spoken
 *      run-on ("this morning ... right now my pills are poured out") is not one context.
 * 8. A second reader (section 9): a small weighted scorer over the slots of a statement (death,
 *    self-killing, a method's act, means, places, times, now, intent, plan and preparation frames),
 *    each predicate licensed like a cue, so unseen combinations of the slots are caught. It only adds
 *    constructs to what the rules found. See docs/crisis-safety.md for how it was measured.
 * For speed each rule runs only at words that can start it (read off the compiled pattern once), the
 * rules of a word are first tried together as one pattern, and a sentence-level pattern is scanned
 * only when a word of the sentence can begin it. Each shortcut finds exactly what the full scan finds.
 */

import { readCrisis } from './crisis-reader.js';

export type CrisisLevel = 'none' | 'concern' | 'urgent';

export type CrisisConstruct = 'passive_ideation' | 'active_ideation' | 'method' | 'intent' | 'plan' | 'preparation' | 'behavior' | 'self_harm' | 'imminent';

export interface CrisisAssessment {
  level: CrisisLevel;
  /** Which constructs were found, sorted; never the words themselves (they are health data). */
  constructs: CrisisConstruct[];
}

export interface CrisisCheck extends CrisisAssessment {
  detected: boolean;
}

export const CRISIS_CONSTRUCTS: readonly CrisisConstruct[] = [
  'passive_ideation',
  'active_ideation',
  'method',
  'intent',
  'plan',
  'preparation',
  'behavior',
  'self_harm',
  'imminent',
];

const URGENT: ReadonlySet<CrisisConstruct> = new Set<CrisisConstruct>(['method', 'intent', 'plan', 'preparation', 'behavior', 'imminent']);

/**
 * A pattern whose every alternative starts at a word ("(?:^| )..."): before scanning a text it looks
 * up whether any word of the text can begin a match (see `anchoredLeads`), which spares the scan of
 * most sentences. It matches exactly as the plain pattern does.
 */
class WordPattern extends RegExp {
  static override get [Symbol.species]() {
    return RegExp;
  }
  readonly #plain: RegExp;
  #leads: Leads | null | undefined;
  constructor(re: RegExp) {
    super(re.source, re.flags);
    this.#plain = re;
  }
  override test(s: string): boolean {
    if (this.#leads === undefined) this.#leads = anchoredLeads(this.#plain);
    return (this.#leads === null || hasLead(vocabularyOf(s), this.#leads)) && this.#plain.test(s);
  }
}
const wordPattern = (re: RegExp): RegExp => new WordPattern(re);

/* ------------------------------------------------------------------------------------------------
 * 1. Normalisation: spelling, contractions, texting language.
 * ---------------------------------------------------------------------------------------------- */

/** Words that carry no meaning for risk (laughter, hedges) and are removed. */
const DROP = new Set(
  'lol lolol lool lmao lmfao rofl haha hahaha hah hehe tbh ngl smh omg omfg istg frfr deadass lowkey highkey idek imo imho btw kmsl jk jkjk xd ugh ughh welp bruh fml thx ty um umm uh hmm lmk'.split(
    ' ',
  ),
);

/** Contractions, texting spellings, crisis slang and common misspellings, mapped to plain words. */
const EXPAND_WORDS: Record<string, string> = {
  im: 'i am',
  "i'm": 'i am',
  iam: 'i am',
  ima: 'i am going to',
  imma: 'i am going to',
  "i'ma": 'i am going to',
  ive: 'i have',
  "i've": 'i have',
  "i'd": 'i would',
  "i'll": 'i will',
  "you're": 'you are',
  youre: 'you are',
  "they're": 'they are',
  theyre: 'they are',
  "we're": 'we are',
  "he's": 'he is',
  hes: 'he is',
  "she's": 'she is',
  shes: 'she is',
  "it's": 'it is',
  its: 'it is',
  "that's": 'that is',
  thats: 'that is',
  "what's": 'what is',
  whats: 'what is',
  wats: 'what is',
  "there's": 'there is',
  theres: 'there is',
  "who's": 'who is',
  "here's": 'here is',
  "let's": 'let us',
  "can't": 'can not',
  cant: 'can not',
  cannot: 'can not',
  "won't": 'will not',
  wont: 'will not',
  "don't": 'do not',
  dont: 'do not',
  dnt: 'do not',
  "doesn't": 'does not',
  doesnt: 'does not',
  "didn't": 'did not',
  didnt: 'did not',
  "isn't": 'is not',
  isnt: 'is not',
  "aren't": 'are not',
  arent: 'are not',
  "wasn't": 'was not',
  wasnt: 'was not',
  "weren't": 'were not',
  werent: 'were not',
  "haven't": 'have not',
  havent: 'have not',
  "hasn't": 'has not',
  hasnt: 'has not',
  "hadn't": 'had not',
  hadnt: 'had not',
  "wouldn't": 'would not',
  wouldnt: 'would not',
  "couldn't": 'could not',
  couldnt: 'could not',
  "shouldn't": 'should not',
  shouldnt: 'should not',
  "ain't": 'is not',
  aint: 'is not',
  wanna: 'want to',
  wana: 'want to',
  wanan: 'want to',
  wnna: 'want to',
  wonna: 'want to',
  wannah: 'want to',
  wan: 'want',
  wnt: 'want',
  wamt: 'want',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  finna: 'going to',
  gotta: 'got to',
  hafta: 'have to',
  tryna: 'trying to',
  bouta: 'about to',
  boutta: 'about to',
  abt: 'about',
  bout: 'about',
  kinda: 'kind of',
  sorta: 'sort of',
  outta: 'out of',
  lemme: 'let me',
  gimme: 'give me',
  dunno: 'do not know',
  idk: 'i do not know',
  idc: 'i do not care',
  idgaf: 'i do not care',
  dgaf: 'do not care',
  u: 'you',
  ya: 'you',
  yu: 'you',
  ur: 'your',
  r: 'are',
  y: 'why',
  n: 'and',
  b: 'be',
  em: 'them',
  w: 'with',
  wit: 'with',
  b4: 'before',
  '2day': 'today',
  '2nite': 'tonight',
  '2night': 'tonight',
  tonite: 'tonight',
  tnite: 'tonight',
  tonigth: 'tonight',
  tonght: 'tonight',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  rn: 'right now',
  atm: 'right now',
  bc: 'because',
  bcuz: 'because',
  bcoz: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  cus: 'because',
  cause: 'because',
  tho: 'though',
  thru: 'through',
  ppl: 'people',
  every1: 'everyone',
  evry1: 'everyone',
  some1: 'someone',
  sum1: 'someone',
  no1: 'no one',
  noone: 'no one',
  any1: 'anyone',
  prolly: 'probably',
  probs: 'probably',
  rly: 'really',
  rlly: 'really',
  realy: 'really',
  srsly: 'seriously',
  jus: 'just',
  jst: 'just',
  juss: 'just',
  lyf: 'life',
  lyfe: 'life',
  nothin: 'nothing',
  nuthin: 'nothing',
  somethin: 'something',
  anythin: 'anything',
  wat: 'what',
  wut: 'what',
  wht: 'what',
  kno: 'know',
  knw: 'know',
  alot: 'a lot',
  everytime: 'every time',
  nite: 'night',
  lastnight: 'last night',
  anymor: 'anymore',
  nomore: 'anymore',
  bye: 'goodbye',
  byebye: 'goodbye',
  kms: 'kill myself',
  ctb: 'kill myself',
  theyll: 'they will',
  itll: 'it will',
  youll: 'you will',
  heres: 'here is',
  nobodys: 'nobody is',
  everyones: 'everyone is',
  tonights: 'tonight is',
  everythings: 'everything is',
  idwtli: 'i do not want to live',
  idwtl: 'i do not want to live',
  iwtd: 'i want to die',
  iwanttodie: 'i want to die',
  idwtbh: 'i do not want to be here',
  unalive: 'kill',
  unalived: 'killed',
  unaliving: 'killing',
  unalives: 'kills',
  sewerslide: 'suicide',
  sewerslided: 'suicide',
  suicied: 'suicide',
  sucide: 'suicide',
  suiside: 'suicide',
  suicde: 'suicide',
  suicid: 'suicide',
  suacide: 'suicide',
  sooicide: 'suicide',
  suicude: 'suicide',
  suicidel: 'suicidal',
  suicidle: 'suicidal',
  sucidal: 'suicidal',
  suicdal: 'suicidal',
  suisidal: 'suicidal',
  suicidial: 'suicidal',
  suacidal: 'suicidal',
  suicial: 'suicidal',
  sewercidal: 'suicidal',
  od: 'overdose',
  ods: 'overdoses',
  oding: 'overdosing',
  "od'ing": 'overdosing',
  "od'd": 'overdosed',
  oded: 'overdosed',
  "od'ed": 'overdosed',
  odded: 'overdosed',
  overdoes: 'overdose',
  overdos: 'overdose',
  ovrdose: 'overdose',
  ovedose: 'overdose',
  kil: 'kill',
  kll: 'kill',
  kiling: 'killing',
  killin: 'killing',
  kiled: 'killed',
  myslef: 'myself',
  mysef: 'myself',
  myselfe: 'myself',
  mysel: 'myself',
  myseld: 'myself',
  myslf: 'myself',
  meself: 'myself',
  mself: 'myself',
  mysefl: 'myself',
  urself: 'yourself',
  yourslef: 'yourself',
  ded: 'dead',
  dieing: 'dying',
  dyin: 'dying',
  diying: 'dying',
  pils: 'pills',
  pillz: 'pills',
  selfharm: 'self harm',
  selfharming: 'self harming',
  selfharmed: 'self harmed',
  nssi: 'self harm',
  hurtin: 'hurting',
  cuttin: 'cutting',
  goin: 'going',
  doin: 'doing',
  feelin: 'feeling',
  thinkin: 'thinking',
  tryin: 'trying',
  livin: 'living',
  dyng: 'dying',
  tabs: 'tablets',
  xans: 'xanax',
  benzodiazepines: 'benzos',
  tylenols: 'tylenol',
};

/** Irregular (and a few regular but awkward) forms → lemma. */
const IRREGULAR_WORDS: Record<string, string> = {
  fed: 'feed',
  fled: 'flee',
  am: 'be',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  been: 'be',
  being: 'be',
  has: 'have',
  had: 'have',
  having: 'have',
  does: 'do',
  did: 'do',
  doing: 'do',
  went: 'go',
  goes: 'go',
  going: 'go',
  took: 'take',
  taken: 'take',
  taking: 'take',
  died: 'die',
  dies: 'die',
  dying: 'die',
  deaths: 'death',
  thought: 'think',
  thinking: 'think',
  thoughts: 'think',
  felt: 'feel',
  kept: 'keep',
  said: 'say',
  told: 'tell',
  wrote: 'write',
  written: 'write',
  gave: 'give',
  given: 'give',
  got: 'get',
  gotten: 'get',
  bought: 'buy',
  found: 'find',
  left: 'leave',
  stood: 'stand',
  sat: 'sit',
  held: 'hold',
  hung: 'hang',
  hanged: 'hang',
  shot: 'shoot',
  bled: 'bleed',
  ate: 'eat',
  eaten: 'eat',
  drank: 'drink',
  drunk: 'drink',
  drove: 'drive',
  driven: 'drive',
  fell: 'fall',
  fallen: 'fall',
  woke: 'wake',
  woken: 'wake',
  slept: 'sleep',
  threw: 'throw',
  thrown: 'throw',
  stole: 'steal',
  stolen: 'steal',
  chose: 'choose',
  chosen: 'choose',
  knew: 'know',
  known: 'know',
  saw: 'see',
  seen: 'see',
  made: 'make',
  came: 'come',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  brought: 'bring',
  meant: 'mean',
  lost: 'lose',
  sent: 'send',
  spent: 'spend',
  heard: 'hear',
  tried: 'try',
  tries: 'try',
  trying: 'try',
  lying: 'lie',
  lay: 'lie',
  swallowed: 'swallow',
  bit: 'bite',
  paid: 'pay',
  laid: 'lie',
  cancelled: 'cancel',
  canceled: 'cancel',
  bitten: 'bite',
  would: 'would',
  could: 'could',
  should: 'should',
  might: 'might',
  ca: 'can',
  better: 'better',
  lives: 'live',
  clothes: 'clothes',
  goodbyes: 'goodbye',
  wolves: 'wolf',
  leaves: 'leave',
  overdoses: 'overdose',
  overdosed: 'overdose',
  overdosing: 'overdose',
  anyways: 'anyway',
  everything: 'everything',
  nothing: 'nothing',
  something: 'something',
  anything: 'anything',
  morning: 'morning',
  evening: 'evening',
  nothingness: 'nothingness',
  ending: 'end',
  feeling: 'feel',
  feelings: 'feel',
  suicidal: 'suicidal',
  belongings: 'belong',
  belonging: 'belong',
  sleeping: 'sleep',
  painkillers: 'painkiller',
  kids: 'kid',
  children: 'child',
  people: 'people',
  men: 'man',
  women: 'woman',
};

/** Maps, so that a word such as "constructor" never finds an inherited property. */
const EXPAND = new Map(Object.entries(EXPAND_WORDS));
const IRREGULAR = new Map(Object.entries(IRREGULAR_WORDS));

/** Past-tense and participle forms that are not regular "-ed". */
const PAST_FORMS = new Set(
  'fed fled was were had did went gone took taken died thought felt kept said told wrote written gave given got gotten bought found left stood sat held hung shot bled ate eaten drank drove driven fell fallen woke woken slept threw thrown stole stolen chose chosen knew known saw seen made came ran began begun brought meant lost sent spent heard tried done been swallowed'.split(
    ' ',
  ),
);

/** Lemmas ending in "e" whose "-ing"/"-ed" forms drop it (hoping → hope). */
const E_LEMMAS = new Set(
  'live hope save use overdose take make write leave drive give have come wake smoke dive strangle suffocate choke bruise starve stockpile decide hate stare share care promise practice rehearse google imagine fantasize romanticize contemplate isolate scare lose close cause carve slice believe breathe exercise prepare arrange organize type ache move love smile joke shave vape combine continue survive argue force place raise refuse relapse rescue schedule tie dye agree figure picture cope measure purchase sense complete pause dose note bruise erase delete stare escape dance face tape rape vote pace chase paste taste waste blame bathe graze hike like cure lure dare declare ignore explore adore snore score mope ride hide slide glide bite excite invite write recite unite quote smoke poke joke soothe loathe prescribe describe subscribe bribe rinse sentence commence silence balance chance glance pierce fence'.split(
    ' ',
  ),
);

/** Words never stemmed (their -s/-ed/-ing is part of the word). */
const NO_STEM = new Set(
  'this is his us yes less always sometimes perhaps series news lyrics its was has does goes dies lives anyways bless mess miss kiss pass boss gas bus plus thus ss chess dress press stress mass class glass grass ones something nothing anything everything morning evening during bring king ring sing thing wing spring string sting swing sling cling fling sibling ceiling darling wedding pudding building siding railing ledge bed red led need seed feed speed weed shed fled sled bled wed hundred sacred naked wicked tired beloved'.split(
    ' ',
  ),
);

/** Lemmas already computed (a pure function of the word); bounded, cleared when full. */
const LEMMA_CACHE = new Map<string, string>();
const LEMMA_CACHE_MAX = 20_000;

function lemmaOf(w: string): string {
  let l = LEMMA_CACHE.get(w);
  if (l === undefined) {
    if (LEMMA_CACHE.size >= LEMMA_CACHE_MAX) LEMMA_CACHE.clear();
    l = computeLemma(w);
    LEMMA_CACHE.set(w, l);
  }
  return l;
}

function computeLemma(w: string): string {
  const irr = IRREGULAR.get(w);
  if (irr) return irr;
  if (w.length <= 3 || NO_STEM.has(w)) return w;
  if (w.endsWith('ing') && w.length > 4) {
    const s = w.slice(0, -3);
    if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz|ff)$/.test(s)) return s.slice(0, -1);
    if (E_LEMMAS.has(s + 'e') || /v$/.test(s)) return s + 'e';
    return s;
  }
  if (w.endsWith('ied') && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('eed')) return /^(?:agreed|freed|decreed|guaranteed|refereed)$/.test(w) ? w.slice(0, -1) : w;
  if (w.endsWith('ed') && w.length > 4) {
    const s = w.slice(0, -2);
    if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz|ff)$/.test(s)) return s.slice(0, -1);
    if (E_LEMMAS.has(s + 'e') || /v$/.test(s)) return s + 'e';
    if (E_LEMMAS.has(w.slice(0, -1))) return w.slice(0, -1);
    return s;
  }
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(?:ss|us|is|ous)$/.test(w)) return w;
  if (/(?:sh|ch|x|z|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

const THIRD_SINGULAR = new Set('wants needs says tries thinks feels has is does keeps talks plans wishes hopes goes takes cuts overdoses was'.split(' '));

/* ------------------------------------------------------------------------------------------------
 * 2. Tokens, sentences and clauses.
 * ---------------------------------------------------------------------------------------------- */

interface Tok {
  /** Surface word after expansion, lowercase; '|' for a clause boundary, '_' once neutralised. */
  w: string;
  /** Lemma; '|' for a boundary, '_' once neutralised. */
  l: string;
  past: boolean;
  /** Capitalised in the original text (names), unless the text is all capitals. */
  cap: boolean;
  /** First word of its sentence. */
  first: boolean;
  /** Clause and sentence indexes. */
  c: number;
  s: number;
}

interface Clause {
  start: number;
  end: number; // exclusive
  s: number;
}

interface Doc {
  toks: Tok[];
  clauses: Clause[];
  /** Memoised surface text of each clause and each sentence. */
  clauseTexts: (string | undefined)[];
  sentenceTexts: Map<number, string>;
  /** Lemma stream: " | w w w | w w | ", tokens separated by one space. */
  L: string;
  /** Offset of each token in L. */
  off: number[];
  /** Plain surface text, lowercase, for whole-text frames. */
  surface: string;
  /** The words as written, lowercase, before figures of speech are neutralised (a rule's `text`). */
  raw: string;
  /** Memoised: the text frames second-person lines as the writer's own mind talking. */
  selfTalk?: boolean;
  /** Memoised: the surface without denied purposes or cover stories (`purposeSurface`). */
  purposeSurface?: string;
  /** Set by the second reader: a word of dying, killing, a method's act or self-injury stands in the text. */
  riskVocabulary?: boolean;
}

const SENT_PUNCT = /^(?:[.!?\n…]|\.{2,})$/;
const CLAUSE_PUNCT = /^[,;:()\-–—/]$/;
/** Words that open a new clause. */
const CLAUSE_WORDS = new Set(['but', 'because', 'though', 'although', 'however', 'yet', 'whereas', 'except']);
/** Words that open a new clause when a subject follows. */
const CLAUSE_IF_SUBJECT = new Set(['and', 'or', 'so', 'then', 'plus', 'while', 'cuz']);
const SUBJECT_START = new Set(
  'i he she they we you it my his her their our everyone everybody nobody someone somebody people life today tonight yesterday now this that there mom dad'.split(
    ' ',
  ),
);

function prepare(text: string): string {
  let s = text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”„«»]/g, '"');
  s = s
    .replace(/\b(dr|mr|mrs|ms|st|jr|sr|vs|etc|mt|ft)\.(?=\s+[a-z0-9])/gi, '$1')
    // "No. 5" is a number; "I said no. That was a lie" ends a sentence.
    .replace(/\b(no)\.(?=\s+\d)/gi, '$1')
    .replace(
      /(^|\s)'(\d\d)\b(?!\s*(?:min|mins|minutes|hours?|lbs|pounds|%))/g,
      (_m, lead: string, yy: string) => `${lead}${Number(yy) <= 30 ? '20' : '19'}${yy}`,
    )
    // ".38", ".357": a calibre, not the end of a sentence.
    .replace(/(^|\s)\.(22|25|38|357|380|40|44|45)\b/g, '$1$2 caliber')
    .replace(/\bw\/o\b/gi, 'without')
    .replace(/\bw\/(?=\s|[a-z])/gi, 'with ')
    .replace(/\bb\/c\b/gi, 'because')
    .replace(/\bo\.d\.?(?=\s|$|[,!?])/gi, 'od')
    .replace(/\bun-alive/gi, 'unalive')
    // Spoken fillers do not end a clause ("I took like, a lot of my pills"); "death > this" is a comparison.
    // Hesitations are dropped, with the commas around them and a word said twice ("at the, uh, the cuts").
    .replace(/(?:,\s*)?\b(?:u+m+|u+h+|e+r+m*|h+m+)\b\s*(?:,|\.\.\.|…)?/gi, ' ')
    .replace(/,\s*(like|you know|i mean|kinda|sort of)\s*,/gi, ' $1 ')
    .replace(/\b(like|seriously|honestly|literally|really|actually|basically|kinda)\s*,(?=\s+(?:about|of|to|that|like|seriously|honestly|really)\b)/gi, '$1')
    .replace(/\b(like|u+m+|u+h+|e+r+|h+m+|you know|i mean),(?=\s)/gi, '$1')
    .replace(/\b(the|a|my|i|to|and|it|that|of)\s+\1\b/gi, '$1')
    .replace(/(\w)\s*>\s*(?=\w)/g, '$1 better than ')
    .replace(/\bsewer[\s-]+slide/gi, 'sewerslide')
    .replace(/\bself[\s-]+(harm|harming|harmed|harms|injur\w*|mutilat\w*)\b/gi, 'self $1')
    // "killing my self-esteem" is not "killing myself".
    .replace(/\bself[\s-]+(esteem|confidence|worth|care|image|respect|control|love|awareness|talk|doubt|sabotage|pity|hatred|loathing)\b/gi, 'self$1')
    .replace(/\bsh[-']?ing\b/gi, 'self harming')
    .replace(/\bsh[-'](?:ed|d)\b/gi, 'self harmed')
    .replace(/([a-z])-(?=[a-z])/gi, '$1 ')
    .replace(/([a-z])\1{2,}/gi, '$1$1')
    .replace(/(\w)in'(?=[\s.,!?;:]|$)/gi, '$1ing');
  // Single quotes used as quotation marks become double quotes; apostrophes inside words stay.
  let open = false;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === "'") {
      const prev = s[i - 1] ?? ' ';
      const next = s[i + 1] ?? ' ';
      const wordBefore = /[a-z0-9]/i.test(prev);
      const wordAfter = /[a-z0-9]/i.test(next);
      if (!wordBefore && wordAfter && !open) {
        open = true;
        out += '"';
        continue;
      }
      // A closing quote may follow the sentence's own punctuation: 'you'd be better off without me.'
      if ((wordBefore || /[.!?,]/.test(prev)) && !wordAfter && open) {
        open = false;
        out += '"';
        continue;
      }
      if (wordBefore && !wordAfter) continue; // kids' → kids
    } else if (ch === '"') open = false;
    out += ch;
  }
  return out;
}

const RAW_TOKEN = /[a-z0-9]+(?:'[a-z]+)*|\.{2,}|[.!?;:,()"\-–—/…\n]/gi;

interface Raw {
  w: string;
  cap: boolean;
  punct: boolean;
}

/**
 * Key words a typo must not hide. A word outside the vocabulary one swap, one missing or one extra
 * letter away from one of these (never a different letter: "hunt" is not "hurt") is read as it.
 */
const KEY_WORDS =
  'want wanna kill killing myself self suicide attempted purpose suicidal alive living dying death dead pills overdose hang hanging jump cutting tonight anymore wish exist existing bridge everyone nobody without tomorrow never sleep forever ending goodbye letter razor blade bleed harm attempt tried swallow shoot drown crash worth world disappear hurting hurt wanted going really honestly thinking better'.split(
    ' ',
  );

function corrected(w: string): string {
  for (const k of KEY_WORDS) {
    if (k[0] !== w[0] || Math.abs(k.length - w.length) > 1 || k === w) continue;
    if (k.length === w.length) {
      // One swap of neighbours.
      let i = 0;
      while (i < k.length && k[i] === w[i]) i++;
      if (i < k.length - 1 && k[i] === w[i + 1] && k[i + 1] === w[i] && k.slice(i + 2) === w.slice(i + 2)) return k;
    } else {
      // One letter missing or extra.
      const [long, short] = k.length > w.length ? [k, w] : [w, k];
      let i = 0;
      while (i < short.length && long[i] === short[i]) i++;
      if (long.slice(i + 1) === short.slice(i)) return k;
    }
  }
  return w;
}

/** Words that may start a bare "ill" = "I'll". */
const ILL_NEXT = new Set(
  'just be never do kill take end go try probably jump cut hurt die make finally call text see have get stop always not overdose od'.split(' '),
);

/** A contraction's expansion ("can't" → "can not", "it's" → "it is"); undefined for any other word. */
function contractionOf(w: string): string | undefined {
  if (!w.includes("'")) return undefined;
  if (w.endsWith("n't")) return w.slice(0, -3) + ' not';
  if (w.endsWith("'s")) {
    const base = w.slice(0, -2);
    return /^(?:it|that|what|he|she|there|who|here|where|how|why|when|everything|nothing|life|this|tonight|today|tomorrow|everyone|everybody|nobody|noone|someone|somebody|death|suicide|dying|one|time)$/.test(
      base,
    )
      ? `${base} is`
      : base;
  }
  if (w.endsWith("'re")) return w.slice(0, -3) + ' are';
  if (w.endsWith("'ve")) return w.slice(0, -3) + ' have';
  if (w.endsWith("'ll")) return w.slice(0, -3) + ' will';
  if (w.endsWith("'d")) return w.slice(0, -2) + ' would';
  if (w.endsWith("'m")) return w.slice(0, -2) + ' am';
  return w.replace(/'/g, '');
}

/** Words as spelled after repair, by word (a pure function of it): bounded, cleared when full. */
const SPELLING_CACHE = new Map<string, string>();

/** A word with a dropped g restored ("thinkin"), a typo of a key word corrected, doubled letters undone where that makes a known word. */
function spelledAs(word: string): string {
  const known = SPELLING_CACHE.get(word);
  if (known !== undefined) return known;
  let w = word;
  if (w.length > 4 && w.endsWith('in') && !knownWords().has(w) && knownWords().has(lemmaOf(w + 'g'))) w += 'g';
  if (w.length >= 4 && !knownWords().has(w) && !knownWords().has(lemmaOf(w)) && /^[a-z]+$/.test(w)) w = corrected(w);
  if (/([a-z])\1/.test(w) && !knownWords().has(w)) {
    const single = w.replace(/([a-z])\1/g, '$1');
    if (knownWords().has(single)) w = single;
  }
  if (SPELLING_CACHE.size >= LEMMA_CACHE_MAX) SPELLING_CACHE.clear();
  SPELLING_CACHE.set(word, w);
  return w;
}

/** "2" read as "to" before these verbs ("want 2 die"). */
const SHORT_TO = /^(?:die|be|kill|end|live|go|sleep|take|cut|hurt|jump|do|make|stop|overdose|od|disappear)$/;

/** A word whose reading depends on its neighbours ("id rather", "ill just", "sh urges", "kys"). */
const CONTEXTUAL = Symbol('contextual');
const isContextual = (w: string) => /^(?:id|ill|dye|dyed|sh|si|kys)$/.test(w) || /^unaliv(?:e|ing|ed)$/.test(w) || (/^sh'?e?d$/.test(w) && w !== 'shed');

/**
 * How a word on its own is read, kept per word: dropped (null), expanded to several words, spelled
 * as a known word, or CONTEXTUAL when its neighbours decide.
 */
const PLAIN_WORDS = new Map<string, string | string[] | null | typeof CONTEXTUAL>();
function plainWord(w: string): string | string[] | null | typeof CONTEXTUAL {
  let plain = PLAIN_WORDS.get(w);
  if (plain !== undefined) return plain;
  if (DROP.has(w) || /^ha(?:ha)+h?$/.test(w) || /^(?:lo)+l$/.test(w)) plain = null;
  else if (isContextual(w)) plain = CONTEXTUAL;
  else {
    const rep = EXPAND.get(w) ?? contractionOf(w);
    plain = rep === '' ? null : rep !== undefined ? rep.split(' ') : spelledAs(w);
  }
  if (PLAIN_WORDS.size >= LEMMA_CACHE_MAX) PLAIN_WORDS.clear();
  PLAIN_WORDS.set(w, plain);
  return plain;
}

function expandTokens(text: string): Raw[] {
  const src = prepare(text);
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c < 97 || c > 122) continue;
    letters++;
  }
  const caseless = letters > 0 && upper / letters > 0.6;
  const raws = src.match(RAW_TOKEN) ?? [];
  const lower = raws.map((r) => r.toLowerCase());
  const out: Raw[] = [];
  for (let i = 0; i < raws.length; i++) {
    const orig = raws[i]!;
    if (!/[a-z0-9]/i.test(orig)) {
      out.push({ w: orig === '\n' ? '\n' : orig, cap: false, punct: true });
      continue;
    }
    const cap = !caseless && /^[A-Z]/.test(orig) && orig !== 'I' && !/^I'/.test(orig);
    let w = lower[i]!;
    const plain = plainWord(w);
    if (plain === null) continue;
    if (plain !== CONTEXTUAL) {
      if (Array.isArray(plain)) plain.forEach((p, k) => out.push({ w: p, cap: cap && k === 0, punct: false }));
      else out.push({ w: plain === '2' && SHORT_TO.test(lower[i + 1] ?? '') ? 'to' : plain, cap, punct: false });
      continue;
    }
    const next = lower[i + 1] ?? '';
    const prevW = out.length ? out[out.length - 1]!.w : '';
    let rep: string | undefined;
    if (w === 'id' && /^(?:rather|be|want|just|prefer|never|probably|love|like|kill|give|do|die|take|go|end)$/.test(next)) rep = 'i would';
    else if (w === 'ill' && ILL_NEXT.has(next) && !/^(?:feel|felt|am|so|was|be|get|got|very|really|mentally|an|became|been|is)$/.test(prevW)) rep = 'i will';
    else if (w === 'dye' && !/^(?:my|her|his|it|them|the|your|hair|clothes|shirt|eggs|yarn|fabric|a|some)$/.test(next)) rep = 'die';
    else if (w === 'dyed' && !/^(?:my|her|his|it|them|the|your|hair|a)$/.test(next)) rep = 'died';
    else if (w === 'sh' && /^(?:urges?|again|relapse|scars?|thoughts?|tonight|today|badly|bad)$/.test(next)) rep = 'self harm';
    else if (w === 'sh' && /^(?:my|did|do|to|from|of|on|with|about|no|any)$/.test(prevW)) rep = 'self harm';
    else if (
      w === 'si' &&
      (/^(?:having|have|had|my|some|no|denies|denied|deny|passive|active|any|with|of|the|about)$/.test(prevW) ||
        /^(?:again|today|tonight|thoughts?|lately|is|was|has|been|really|bad|getting|rn|urges?)$/.test(next))
    )
      rep = 'suicidal thoughts';
    else if (/^unaliv(?:e|ing|ed)$/.test(w) && !/^(?:myself|me|yourself|him|her|them|themselves|himself|herself|ourselves|my|your)$/.test(next))
      rep = w === 'unalive' ? 'kill myself' : w === 'unaliving' ? 'killing myself' : 'killed myself';
    else if (/^sh'?e?d$/.test(w) && w !== 'shed' && (prevW === 'i' || prevW === 'and' || prevW === 'just')) rep = 'self harmed';
    else if (w === 'kys') {
      // "kys" is usually aimed at someone else; it is about the writer only without a "you" before it.
      let you = false;
      for (let j = out.length - 1; j >= 0 && j >= out.length - 6 && !out[j]!.punct; j--) if (/^(?:you|your|u|ya)$/.test(out[j]!.w)) you = true;
      rep = you ? 'kill yourself' : 'kill myself';
    } else rep = EXPAND.get(w) ?? contractionOf(w);
    if (rep !== undefined) {
      if (rep === '') continue;
      const parts = rep.split(' ');
      parts.forEach((p, k) => out.push({ w: p, cap: cap && k === 0, punct: false }));
      continue;
    }
    w = spelledAs(w);
    if (w === '2' && SHORT_TO.test(next)) w = 'to';
    out.push({ w, cap, punct: false });
  }
  // Two-word spellings.
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!.w;
    const b = out[i + 1]!.w;
    if ((a === 'my' && b === 'self') || (a === 'me' && b === 'self')) {
      out[i]!.w = 'myself';
      out.splice(i + 1, 1);
    } else if (a === 'any' && b === 'more') {
      out[i]!.w = 'anymore';
      out.splice(i + 1, 1);
    } else if (a === 'good' && b === 'bye') {
      out[i]!.w = 'goodbye';
      out.splice(i + 1, 1);
    } else if (a === 'no' && b === 'more' && (i + 2 >= out.length || out[i + 2]!.punct)) {
      out[i]!.w = 'anymore';
      out.splice(i + 1, 1);
    }
  }
  return out;
}

/** Verbs of saying: words under them, said by someone else, are not the writer's. */
const SAY = new Set('say tell text write post yell scream sing tweet message joke claim mention admit confess threaten announce shout whisper go'.split(' '));
const MEDIA = new Set(
  'movie film show series episode documentary doc book novel story article news podcast song lyric lyrics album character video tiktok youtube reel game play poem essay paper report headline celebrity actor singer rapper band memoir chapter scene musical opera sitcom drama anime manga comic netflix'.split(
    ' ',
  ),
);

function tokenize(text: string): Doc {
  const raws = expandTokens(text);
  const toks: Tok[] = [];
  const clauses: Clause[] = [];
  let s = 0;
  let sentenceStart = true;
  let inQuote = false;
  let quoteStart = -1;
  const pushBoundary = (sentence: boolean) => {
    if (toks.length && toks[toks.length - 1]!.w === '|') {
      if (sentence) sentenceStart = true;
      return;
    }
    toks.push({ w: '|', l: '|', past: false, cap: false, first: false, c: 0, s });
    if (sentence) sentenceStart = true;
  };
  pushBoundary(true);
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i]!;
    if (r.punct) {
      if (r.w === '"') {
        if (!inQuote) {
          inQuote = true;
          quoteStart = toks.length;
        } else {
          inQuote = false;
          neutraliseReportedQuote(toks, quoteStart, toks.length);
        }
        continue;
      }
      if (SENT_PUNCT.test(r.w)) {
        pushBoundary(true);
        if (toks[toks.length - 1]!.w === '|') s++;
        toks[toks.length - 1]!.s = s;
        continue;
      }
      if (CLAUSE_PUNCT.test(r.w)) pushBoundary(false);
      continue;
    }
    const w = r.w;
    // A conjunction's subject may follow an adverb: "and honestly that's the idea".
    let n = i + 1;
    while (
      n < i + 3 &&
      raws[n] &&
      !raws[n]!.punct &&
      /^(?:honestly|really|just|now|tbh|also|actually|seriously|literally|truthfully|frankly|basically)$/.test(raws[n]!.w)
    )
      n++;
    const next = raws[n];
    const prevWord = toks.length ? toks[toks.length - 1]!.w : '|';
    const splitsHere =
      CLAUSE_WORDS.has(w) ||
      (CLAUSE_IF_SUBJECT.has(w) &&
        next &&
        !next.punct &&
        SUBJECT_START.has(next.w) &&
        !(w === 'then' && /^(?:back|and|but|since|until|till|by|from|just|only|even)$/.test(prevWord)));
    if (!sentenceStart && splitsHere) pushBoundary(false);
    const past = PAST_FORMS.has(w) || (w.endsWith('ed') && w.length > 4 && !NO_STEM.has(w));
    toks.push({ w, l: lemmaOf(w), past, cap: r.cap, first: sentenceStart, c: 0, s });
    sentenceStart = false;
  }
  pushBoundary(true);
  // Clause indexes.
  let c = -1;
  let start = 0;
  for (let i = 0; i < toks.length; i++) {
    if (toks[i]!.w === '|') {
      if (c >= 0) clauses[c]!.end = i;
      c++;
      start = i + 1;
      clauses.push({ start, end: start, s: toks[i + 1]?.s ?? s });
    }
    toks[i]!.c = Math.max(c, 0);
  }
  clauses.pop();
  neutraliseIdioms(toks);
  let L = ' ';
  const off: number[] = [];
  for (const t of toks) {
    off.push(L.length);
    L += t.l + ' ';
  }
  return {
    toks,
    clauses,
    clauseTexts: [],
    sentenceTexts: new Map(),
    L,
    off,
    surface: ' ' + toks.map((t) => t.w).join(' ') + ' ',
    raw: ' ' + text.toLowerCase().replace(/[^a-z0-9']+/g, ' ') + ' ',
  };
}

/** A quotation preceded by someone else's verb of saying, or by a title of a song or film, is not the writer's. */
function neutraliseReportedQuote(toks: Tok[], from: number, to: number): void {
  let reported = false;
  for (let j = from - 1; j >= Math.max(0, from - 8); j--) {
    const t = toks[j]!;
    if (t.w === '|' && j < from - 1) break;
    if (MEDIA.has(t.l) || MEDIA.has(t.w)) reported = true;
    if (SAY.has(t.l) || t.w === 'like' || t.l === 'ask') {
      const a = anchorBefore(toks, j);
      if (a !== 'first') reported = true;
    }
  }
  if (!reported) return;
  for (let j = from; j < to; j++) if (toks[j]!.w !== '|') toks[j] = { ...toks[j]!, w: '_', l: '_' };
}

/* ------------------------------------------------------------------------------------------------
 * 3. Figures of speech. Matched on the surface words; their tokens become '_'.
 * ---------------------------------------------------------------------------------------------- */

const IDIOMS: RegExp[] = [
  // Something other than the writer "killing me": traffic, feet, the heat, dinner with the in-laws.
  // Not a means ("the pills would kill me" is a method), and only the progressive or "going to".
  /(?<!(?:pills?|meds?|drugs?|dope|fentanyl|fent|heroin|overdose|gun|rope|dose|stuff|shot|bag|bottle|that much|enough) (?:\w+ )?)(?:(?:is|are|was|were|be) (?:\w+ )?(?:slowly |literally |actually |seriously |honestly |so )?killing|(?:going to|gonna) (?:\w+ )?kill) me(?! ?(?:myself|now|tonight|if|before))/g,
  /(?:the )?death of me/g,
  // Exertion or a scare told as a passing fear: "thought I was gonna drop dead at the top of the hill".
  /(?:thought|felt like|swear|swore) i (?:was|were) (?:going to|about to) drop dead/g,
  // Overdose as a public-health noun: "overdose deaths on our unit", "the overdose crisis".
  /overdose (?:deaths?|crisis|epidemic|rates?|numbers|statistics|awareness|prevention)/g,
  /(?:a )?funeral for (?:the )?old (?:me|self|life)/g,
  /not (?:gonna|going to) lie|ngl/g,
  // A goodbye to the dealer or the using crowd is a goodbye to the habit.
  /(?:said |say |saying )?(?:goodbye|good bye|farewell|bye) to (?:my |the )?(?:dealer|plug|connect|old crew|using buddies|using friends|drinking buddies|the bottle|the pipe|the needle|the bar)(?: for good| forever)?/g,
  // "Lost a friend to an overdose", "lost my brother to suicide": someone else's death.
  /lost (?:a|my|our|his|her|their|another|two|three|so many|too many) (?:\w+ ){0,3}to (?:an? )?(?:overdose|od|suicide|fentanyl|fent|heroin|addiction|the disease|drugs|cancer)/g,
  // "The addict in me needs to die": the addict is the subject, not the writer.
  /(?<=(?:addict|addiction|disease|illness|alcoholic|junkie|the old|part|side|voice) )in me/g,
  // Recovery milestones and goodbyes to a substance are not risk statements.
  /(?:clean|free) (?:of|from) self (?:\| )?harm(?:ing)?|self (?:\| )?harm(?:ing)? (?:\| )?free/g,
  /(?:clean|free|sober) (?:of|from) (?:cutting|burning|self injury|pills|heroin|meth|using|drinking)/g,
  /(?:part|chapter|phase|season|that part) of my life (?:is|was|be) (?:over|done|dead)/g,
  /(?:goodbye|good bye|farewell|breakup|break up|dear john)(?: \| )? ?(?:letter |note )?to (?:alcohol|drinking|booze|using|drugs|dope|heroin|meth|weed|pills|cigarettes|smoking|vaping|gambling|my addiction|the bottle|my old life|my disease)/g,
  /had me (?:dying|dead|crying|weak)/g,
  /(?:ugh|pls|plz|please just|just) (?:kill|shoot) me(?! ?(?:myself|now|tonight|if|before))/g,
  /dying (?:to|for) /g,
  // Exaggeration with its trivial cause named: "if she hands me one more spreadsheet I'm walking into the ocean",
  // "tax season has me ready to walk into the sea", "by intermission I was ready to throw myself off the balcony".
  /if (?:\w+ ){1,5}(?:one|1|another|a single) more (?!(?:\w+ ){0,2}(?:bad|hard|rough|shitty|terrible|awful|lonely|sad|dark|day|days|night|nights|week|weeks|panic|craving|relapse|loss|thing|things|time i)(?: |$))(?:\w+ ){1,3}(?:i am|i will|i would|i am going to|i am gonna) (?:\w+ ){0,2}?(?:walk|walking|jump|jumping|throw|throwing|drive|driving|run|running|step|stepping|yeet|yeeting)(?: (?:myself|into|off|in|the|a|an|of|front|nearest|closest|ocean|sea|lake|river|sun|volcano|window|bridge|cliff|building|balcony|roof|traffic|car|train|bus))*/g,
  /(?:season|taxes|work|job|boss|traffic|meeting|meetings|homework|finals|exams|midterms|class|school|commute|weather|heat|printer|spreadsheets?|emails?|inbox|customers?|kids|toddlers?|teenagers?|dmv|line|recital|refs|coworkers?|in laws|landlord|neighbors|group chat|mondays?|paperwork|returns|audit|deadline|deadlines|practice|rehearsal|wedding planning|moving|unpacking)(?: week| season| day| night| prep)? (?:has|have|had|gets|got|is|are|was) (?:got |getting |making )?me (?:so |about |just |literally |honestly )?(?:ready|about|want) to (?!(?:\w+ ){0,3}(?:kill|killing|die|dying|dead|suicide|end it|end my life|end everything|unalive|kms|not wake up|not be here|not exist))(?:\w+ ){1,7}/g,
  /by (?:intermission|halftime|lunch|noon|the (?:\w+ )?(?:hour|quarter|inning|act|slide|speech|toast|meeting|lecture)(?: of (?:the |that |this )?\w+)?|the (?:end|middle) of (?:the |that |this )?(?:\w+ ){0,2}) (?:i was|i am|i) (?:\w+ )?ready to (?!(?:\w+ ){0,3}(?:kill|killing|die|dying|dead|suicide|end it|end my life|end everything|unalive|kms|not wake up|not be here|not exist))(?:\w+ ){1,7}/g,
  // Effort: "it took everything I had not to yell", "took everything I had to get through finals".
  /(?:took|takes|take|taking) (?:literally |absolutely )?everything i (?:had|have|got) (?:not to|to|just to)(?= )(?!(?: \w+){0,5} (?:die|dying|dead|wake|waking|kill|end it|end my life|overdose|od|stop my heart|not come back))/g,
  // "chem final tomorrow, I'm so dead": in trouble, not dead.
  /(?:i am|we are) (?:so|soo+|totally|literally so|so so) dead(?= |$)/g,
  // Waking up with a hangover, early or late is about the morning, not about not waking.
  /(?:wake|woke|waking|wakes) up(?= (?:with (?:a|an|the|my)|feeling|hungover|sick|early|late|in time|on time|before|at \d|tired|sore|stiff|on the))/g,
  /drown(?:ing|ed|s)? (?:the|my|those|these|that|this|all|your) (?:craving|cravings|sorrows|feelings|urge|urges|thoughts|worries|boredom|noise)/g,
  /(?:die|died|dying|dead|dies) (?:of|from|with) (?:laughter|laughing|embarrassment|shame|boredom|curiosity|cuteness|heat|hunger|thirst|jealousy|envy|exhaustion|fright|suspense|happiness|excitement|anticipation|cringe|the heat|the cold)/g,
  /(?:die|died|dying|dead|dies) laughing/g,
  /(?:nearly|almost) (?:died|die|dying)(?= of| from| laughing| when| at)/g,
  /dead (?:tired|serious|set|wrong|right|last|end|beat|broke|sure|asleep|center|ringer|weight|inside|on my feet|heat|even|giveaway|silent|quiet|ahead|battery|phone|tree|leaves|skin|air|zone)/g,
  /(?:dying|died|dead) inside/g,
  /(?:bored|scared|worried|freezing|frozen|starving|tickled|sick|tired|stressed|annoyed|love|loved|loving|work|worked|working|beat|beaten|talked|talk|freaked|frightened|bore|scare|stress) (?:me |myself |him |her |them )?to death/g,
  /to die for/g,
  /(?:die|died|dies|dying) (?:hard|down|out|on (?:this|that) hill)/g,
  /(?:do or die|never say die|die trying|over my dead body|life or death|life and death|dead or alive)/g,
  /(?:would|will|could) (?:\w+ )?die for (?:you|my|her|him|them|this|that|a|an|some|those|these)/g,
  /(?:could|would|will) (?:\w+ )?kill (?:someone |somebody )?for (?:a|an|some|one|that|this)/g,
  /(?:could|would|will|i'd|id) (?:\w+ )?(?:jump off|jump from|walk off) (?:a|the) (?:cliff|bridge|roof|building|plane) (?:for|to get|to see|to meet) (?:a|an|some|one|that|this|those|these|the|my|him|her|them)/g,
  /kill(?:ing|ed|s)? (?:it|time|the (?:lights?|mood|vibe|music|engine|game|craving|urge|buzz))/g,
  /kill(?:ing|ed)? myself (?:at (?:work|the gym|my job|school)|with work|working|studying|laughing|over (?:this|that|a|the)|to (?:make|get|pay|finish|keep|meet|please))/g,
  /(?:cut|cutting|cuts) (?:back|down|out|off|ties|class|corners|loose|it out|in line|my hair|his hair|her hair|the grass|the lawn|carbs|sugar|calories|the cord|costs|hours|people off|him off|her off|them off|my losses)/g,
  /(?:hours|pay|paycheck|budget|benefits|funding|call|signal|power) (?:got |were |was |have been |has been |is )?cut/g,
  /drown(?:ing|ed)? (?:my|our|his|her) (?:sorrows|troubles|feelings)/g,
  /drowning in (?:work|paperwork|debt|homework|emails|bills|laundry|assignments|tasks|stress)/g,
  /jump(?:ed|ing|s)? (?:off |into )?the deep end|jump(?:ed|ing)? the gun|jump(?:ed|ing)? ship|jump(?:ed|ing)? at the chance|jump(?:ed)? out of my skin|jump(?:ing)? (?:on|onto) (?:a|the) (?:call|bandwagon)|jump(?:ed|ing)? through hoops/g,
  /pull(?:ed|ing)? the trigger on/g,
  /shoot(?:ing)? myself in the foot|shot myself in the foot|bite the bullet|dodge(?:d)? (?:a|the) bullet|shoot (?:me )?(?:a )?(?:text|message|email|dm|shot|hoops)|shoot the breeze|photo shoot/g,
  /(?:end|ended|ending|ends) up|the end of|in the end|at the end|end of the (?:day|week|month|year|shift|road|line)|ends meet/g,
  /(?:end|ended|ending|ends) (?:things|it|stuff) with/g,
  /(?:phone|battery|laptop|car|plant|plants|fish|conversation|party|engine|wifi|signal|vibe|group chat|mood|fire|flowers) (?:is |was |has |had |just |finally )?(?:died|dead|dying|dies)/g,
  /overdos(?:e|ed|ing) on (?:(?:christmas|halloween|holiday|birthday|girl scout|grandma's|grandmas|my mom's|moms|easter|valentine's|thanksgiving|the|too many|way too many|all the|all those) )*(?:sugar|candy|coffee|caffeine|netflix|chocolate|tv|carbs|cuteness|memes|drama|anime|sleep|sweets|cookies|pizza|cake|pie|turkey|tacos|pasta|candy corn|peeps|fudge|sunshine|vitamin d|cheese|snacks|junk food|reality tv|true crime|podcasts|tiktok|reels|love|nostalgia|espresso|energy drinks|treats|leftovers|ice cream)/g,
  // Responding to someone else's overdose is harm reduction: "Narcan training so I can reverse an overdose".
  /(?:reverse|reversing|reversed|reverses|prevent|preventing|respond to|responding to|recognize|recognise|recognizing|spot|spotting|witness|witnessed|survive|surviving) (?:an |a |the |someone's |somebody's )?overdos(?:e|es)/g,
  // Embarrassment: "wanted to crawl into a hole and die", "could have sunk into the floor and died".
  /(?:crawl|crawled|crawling|sink|sank|sunk|melt|melted|hide|hid) (?:into|in|under|through) (?:a|the|my) (?:hole|floor|ground|rock|table|desk|couch|bed|chair|seat) and (?:die|died|disappear|disappeared)/g,
  // "skills to use instead of self-harm": an alternative, not the act.
  /(?:instead of|rather than|alternatives? to|replace|replacing|replacement for|in place of) (?:self harm(?:ing)?|self-harm(?:ing)?|cutting|hurting myself|burning myself|using|harming myself)/g,
  /suicide (?:prevention|awareness|hotline|hotlines|lifeline|line|crisis line|watch|screening|screener|screenings|assessment|assessments|statistics|stats|rate|rates|squad|doors|runs?|drills?|sprints?|bombers?|mission|forest|survivors? (?:group|support)|risk|questions?|questionnaire|training|class|presentation|talk|walk|lifeguard|help|helpline|hot line|counselor|counseling|resources?|research|month|day)/g,
  /self (?:harm|injury) (?:awareness|prevention|group|resources|training|class|screening|questions?)/g,
  /(?:safety|crisis|treatment|care|coping|recovery|discharge|relapse prevention|prevention|wellness|action|aftercare) plans?/g,
  /beat(?:ing)? myself up|kick(?:ing)? myself|pinch(?:ing)? myself|push(?:ing)? myself/g,
  /hang(?:ing|s)? (?:out|in there|on|up|with|around|tight|over|loose)|hung (?:out|up|over|around)/g,
  /(?:feel|felt|feeling) like (?:i am|i was) (?:going to )?(?:die|dying)/g,
  /(?:thought|think|thinking|sure|convinced|scared|afraid|terrified|worried) (?:that )?(?:i am|i was|i will|i would|i might) (?:going to )?(?:die|dying)/g,
  /tak(?:e|ing|en) (?:back )?my (?:own )?life back|take back my life|take control of my life|take my life in (?:a|a new|the right) direction/g,
  /my (?:old|former|past|using|drinking) life/g,
  /knock(?:ed)? myself out/g,
  /swallow(?:ed|ing|s)? (?:my|his|her|our|their) pride|swallow(?:ed|ing)? hard|swallow(?:ed|ing)? the lump/g,
  /(?:nearly|almost) kill(?:ed)? myself (?:tripping|falling|slipping|on the|on a|with the|by accident|when i (?:tripped|fell|slipped)|trying to (?:carry|lift|fix|get|reach|open|climb|move))/g,
  /dead (?:to me)/g,
  // A suicidal caller, patient or character is someone else.
  /(?<!(?:like|feel|am|be|is|was|were|get|got|getting|so|very|really|more|less) )(?:a|an|the|some|with|for|help|helping|support|supporting|play|played|playing) suicidal (?:caller|patient|client|person|people|teen|teenager|friend|character|kid|youth|veteran|man|woman|student|individual|callers|patients|clients|friends|teens|kids|students|individuals|veterans)/g,
  // Overdosing on anything that is not a means: "overdosing on self-care this weekend".
  /overdos(?:e|ed|ing) on (?!(?:purpose|accident|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|tonight|today|christmas|new|thanksgiving|easter|halloween|payday|\w+day|\w+ night|my|the|his|her|their|some|all|a|an|it|them|that|this|those|these|everything|something|pills?|meds?|medication|heroin|fentanyl|fent|dope|drugs?|xanax|oxy\w*|tylenol|insulin|sleeping|benzos?|percs?|opioids?|opiates?|\d+|\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone))(?: |$))\w+(?: \w+)?/g,
  // A workout, a cold or a day that "nearly killed me".
  /(?<!(?:pills?|meds?|drugs?|dope|fentanyl|fent|heroin|overdose|gun|rope|dose|stuff|shot|bag|bottle|i|he|she|they|someone|somebody|dad|mom|father|mother) )(?:nearly|almost|practically|basically|literally|about) (?:killed|kill) me(?! ?(?:myself|now|tonight|if|before))/g,
  /kill(?:ing|s)? me(?: softly| with| now| already)/g,
  /(?:flu|covid|vivitrol|b12|booster|allergy|insulin|tetanus|vitamin) shot/g,
  /(?:sleep|sleeping) (?:it off|in)/g,
  /gonna die of|going to die of/g,
  // "I'm gonna die if we get another quiz": a conditional exaggeration about an ordinary event.
  /(?:i'm|im|i am|i'll|ill|i will|gonna|going to) (?:\w+ )?(?:literally |actually |seriously )?die if (?:i|we|they|you|she|he|my|the|this|that|one|there) (?:\w+ ){0,2}?(?:get|gets|have|has|see|sees|hear|eat|do|does|lose|miss|take|make|makes|say|says|is|are|wins?|loses?)(?! (?:high|drunk|loaded|using|a relapse|sick))/g,
  // Sleep: "gonna crash hard tonight", "crashed on the couch".
  /crash(?:ed|ing)? (?:hard|early|out early|on (?:the|my|a|her|his) (?:couch|sofa|bed|floor)|at (?:\w+)'?s?(?: place)?|for (?:a|the) (?:nap|night)|and sleep)/g,
  // A recovery saying: the craving, the addiction or the disease "wants me dead".
  /(?:craving|cravings|addiction|disease|illness|alcoholism|addict brain|the drink|the bottle) (?:\w+ ){0,2}(?:wants?|wanted) me dead/g,
  // Tired enough to want to die is not a figure of speech; tired enough that one "could" die is.
  /so (?:tired|sleepy|sore) (?:that )?i (?:just )?(?:could|almost|nearly) (?:just )?die/g,
  /so (?:bad|boring|embarrassing|embarrassed|awkward|cringe|cringy|hot|cold|full|long|loud|hungry|funny|cute|slow|bored|stuffed) (?:that )?i (?:just )?(?:wanted to|want to|could|almost|nearly|thought i would|thought i was going to|was going to) (?:just )?die/g,
  /(?:rather|sooner) (?:die|be dead) than (?:\w+ ){0,3}(?:party|meeting|movie|class|show|dinner|wedding|concert|game|date|event|lecture|presentation|conference|that song|karaoke|eat that|wear that|vegetables|broccoli|country music|jazz|that shirt|those shoes|a suit|cardio|gym|homework)/g,
];

/** Each figure of speech ends at a word boundary, so a longer alternative wins ("cravings" over "craving"). */
const IDIOM_RES = IDIOMS.map((re) => new RegExp(`(?:${re.source})(?:(?<![a-z0-9])|(?![a-z0-9]))`, re.flags));

function neutraliseIdioms(toks: Tok[]): void {
  let S = ' ';
  const off: number[] = [];
  for (const t of toks) {
    off.push(S.length);
    S += t.w + ' ';
  }
  const words = vocabularyOf(S);
  for (const re of IDIOM_RES) {
    // Only a match at a word's start counts below: without any of its first words there, there is none.
    if (!mayMatch(re, words)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(S); m; m = re.exec(S)) {
      if (S[m.index - 1] !== ' ') continue;
      // A figure of speech ends at a word boundary: "over a" is not "over and over".
      if (/[a-z0-9]$/.test(m[0]) && /[a-z0-9]/.test(S[m.index + m[0].length] ?? '')) continue;
      const a = tokenAt(off, m.index);
      const b = tokenAt(off, m.index + m[0].length - 1);
      for (let j = a; j <= b; j++) if (toks[j]!.w !== '|') toks[j] = { ...toks[j]!, w: '_', l: '_' };
    }
  }
}

function tokenAt(off: number[], pos: number): number {
  let lo = 0;
  let hi = off.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (off[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/* ------------------------------------------------------------------------------------------------
 * 4. Subjects.
 * ---------------------------------------------------------------------------------------------- */

type Person = 'first' | 'second' | 'third' | null;

const FIRST = new Set(['i', 'we', 'me', 'us', 'myself', 'ourselves']);
const SECOND = new Set(['you', 'yourself', 'yourselves', 'yall']);
const THIRD = new Set('he she they someone somebody everyone everybody anyone anybody nobody people who himself herself themselves themself one'.split(' '));
const OBJECT_THIRD = new Set(['him', 'her', 'them']);
const PERSON_NOUNS = new Set(
  'addict brother sister mom mother mum mommy momma dad father daddy parent friend bestie bff cousin uncle aunt auntie son daughter kid child husband wife hubby partner boyfriend girlfriend bf gf ex fiance fiancee spouse sponsor sponsee roommate neighbor neighbour coworker colleague boss manager therapist counselor counsellor psychiatrist doctor nurse grandma grandpa grandmother grandfather nana granny nephew niece stepdad stepmom stepson stepdaughter man woman guy girl boy person character singer actor actress author writer rapper celebrity patient client member peer classmate teammate student teacher family baby buddy bro sis homie dude lady folk team group cop officer stranger twin relative teen teenager youth vet veteran soldier pastor priest guard protagonist hero narrator villain mate pal brothers sisters friends parents cousins kids children guys girls men women coach doc psych caseworker worker tech clinician provider pcp dog cat pet puppy kitten bird hamster horse fish'.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set(
  'to with at for from about by of like than without around near behind beside after before toward towards into on in onto over under through'.split(' '),
);
const DETERMINERS = new Set([
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'the',
  'a',
  'an',
  'this',
  'that',
  'some',
  'one',
  'best',
  'older',
  'younger',
  'little',
  'big',
]);

/** The person of the nearest subject to the left of token `i` (exclusive), within its clause. */
function anchorBefore(toks: Tok[], i: number, stopAt = -1): Person {
  const a = anchorIndex(toks, i, stopAt);
  return a < 0 ? null : personOf(toks, a);
}

function personOf(toks: Tok[], j: number): Person {
  const w = toks[j]!.w;
  if (FIRST.has(w)) return 'first';
  if (SECOND.has(w)) return 'second';
  return 'third';
}

function anchorIndex(toks: Tok[], i: number, stopAt = -1): number {
  for (let j = i - 1; j > stopAt; j--) {
    const t = toks[j]!;
    if (t.w === '|') return -1;
    if (isAnchor(toks, j)) return j;
  }
  return -1;
}

function isAnchor(toks: Tok[], j: number): boolean {
  const t = toks[j]!;
  const w = t.w;
  if (w === 'me') {
    // "makes me want to", "let me die", "part of me wants": me controls what follows. "sent me a
    // text", "told me about": me is only an object.
    let k = j + 1;
    while (k < toks.length && ADV_WORDS.has(toks[k]!.w)) k++;
    const n = toks[k];
    // "the plant my coworker gave me is on my windowsill": "me is" closes a relative clause; the
    // copula's subject is the noun before it.
    if (n && /^(?:is|was|are|were)$/.test(n.w) && k === j + 1 && toks.slice(Math.max(0, j - 4), j).some((x) => PAST_FORMS.has(x.w) || x.past)) return false;
    return !n || n.w === '|' || !DETERMINERS.has(n.w);
  }
  // "and then you know the thought came back": a filler, not a subject.
  if (w === 'you' && toks[j + 1]?.w === 'know' && /^(?:\||and|then|so|but|like|yeah|um|uh|just)$/.test(toks[j - 1]?.w ?? '|')) return false;
  if (FIRST.has(w) || SECOND.has(w)) return true;
  if (THIRD.has(w)) {
    if (w === 'one') return toks[j - 1]?.w === 'no' || toks[j - 1]?.w === 'every';
    return true;
  }
  if (OBJECT_THIRD.has(w)) {
    // "made her want to", "want him dead": an object that controls what follows.
    const n = toks[j + 1]?.l ?? '';
    if (w === 'her' && (PERSON_NOUNS.has(n) || PERSON_NOUNS.has(toks[j + 2]?.l ?? ''))) return false;
    return n === 'to' || n === 'want' || n === 'dead' || n === 'feel' || n === 'think' || n === 'be' || n === 'will' || n === 'would';
  }
  if (PERSON_NOUNS.has(t.l) || PERSON_NOUNS.has(w)) {
    // An object of a preposition ("I told my therapist", "with my mom") is not a subject.
    let k = j - 1;
    while (k >= 0 && DETERMINERS.has(toks[k]!.w)) k--;
    const before = toks[k]?.w ?? '|';
    // A partitive is a subject: "one of the guys from detox died", "two of my friends".
    if (before === 'of' && /^(?:one|some|two|three|four|few|many|most|several|all|both|couple|none|each|any)$/.test(toks[k - 1]?.w ?? '')) return true;
    if (PREPOSITIONS.has(before) || before === 'tell' || before === 'told' || before === 'asked' || before === 'ask') return false;
    // The object of a past verb ("I called my brother and said goodbye") is not a subject.
    if (k >= 0 && toks[k]!.past && k > 0 && FIRST.has(toks[k - 1]!.w)) return false;
    // The same at the start of a fragment: "Gave my dog to my neighbor", "put my cat's food out".
    if (k > 0 && (toks[k]!.past || AMBIGUOUS_PAST.has(toks[k]!.w)) && /^(?:\||,|;|and|then)$/.test(toks[k - 1]!.w)) return false;
    if (toks[j + 1]?.w === 'and' && toks[j + 2]?.w === 'i') return false;
    return true;
  }
  // A capitalised word after an article or preposition is a place or brand ("the Kroger lot", "to Phoenix").
  const prevW = toks[j - 1]?.w ?? '|';
  if (t.cap && (DETERMINERS.has(prevW) || PREPOSITIONS.has(prevW))) return false;
  if (t.cap && !t.first && w.length > 1 && !knownWords().has(w)) return true; // a name
  if (t.cap && t.first && !knownWords().has(w) && !/(?:ly|ing|ed)$/.test(w)) {
    const n = toks[j + 1];
    if (n && (n.past || THIRD_SINGULAR.has(n.w) || /^(?:will|would|can|could|should|might|never|just|really|always)$/.test(n.w))) return true;
  }
  return false;
}

/* ------------------------------------------------------------------------------------------------
 * 5. Cue rules over the lemma stream.
 * ---------------------------------------------------------------------------------------------- */

type Kind = CrisisConstruct | 'anaphor';

interface Rule {
  k: Kind;
  re: RegExp;
  /** Further constructs the cue itself carries. */
  also?: CrisisConstruct[];
  /** Impersonal frame: no subject check ("everyone would be better off without me"). */
  any?: boolean;
  /** Counts only when the text holds another risk statement. */
  ctx?: boolean;
  /** The head is an act: in the past it is behaviour. */
  act?: boolean;
  /** Weak phrasing ("I can't live like this") that a change-seeking sentence around it cancels. */
  weak?: boolean;
  /** The object is ambiguous ("end it"): a relationship or habit in the sentence cancels it. */
  amb?: boolean;
  /** Too vague to support another vague cue ("I'm ready", "do it"). */
  faint?: boolean;
  /** Only told in the past counts ("I was going to jump" is an aborted attempt; "I'm going to" is not). */
  past?: boolean;
  /** The cue's sentence must also match this (surface words). */
  sentence?: RegExp;
  /** The cue does not count when its sentence matches this (surface words). */
  notSentence?: RegExp;
  /** The cue does not count when the whole text matches this (surface words): a purpose told in another sentence. */
  notText?: RegExp;
  /** The whole text must also match this (surface words): "timed it" only where tracks or a train are named. */
  text?: RegExp;
}

const ADV_WORDS = new Set(['just', 'really', 'so', 'even', 'still', 'always', 'sometimes', 'honestly', 'literally', 'actually', 'kind', 'of']);

const ADV =
  'just|really|even|literally|honestly|simply|actually|seriously|fucking|fuckin|fuck|freaking|fricking|friggin|frigging|fkn|fking|effing|damn|totally|truly|genuinely|kind of|sort of|so|very|still|always|sometimes|often|constantly|probably|maybe|definitely|absolutely|finally|already|now|almost|nearly|badly|desperately|secretly|quietly|only|ever|again|also|too|pretty|quite|half|mostly|basically|like|lately|recently|legit|straight up|all|kinda|sorta|somehow|low key|high key|soo|sooo|truthfully|obviously|clearly|probs|prob|def|legitimately|high|low|more|most|completely|fully|entirely|wholly|utterly|deeply|lowkey';

const MACROS: Record<string, string> = {
  A: `(?:(?:${ADV}) )*`,
  NEG: '(?:not|never|no longer)',
  VOL: '(?:want|wish|hope|pray|long|yearn|need|crave|desire|prefer|deserve|ready|tempt|tempted|choose|decide|mean|intend|beg|would like|would love|would rather|be about|plan|make up my mind|determined)',
  DEATHP:
    '(?:die(?! (?:my|her|his|your|the|it|them) ?(?:hair|beard|shirt|clothes|eggs|brows)?)|be dead|be gone|dead|gone|pass away|disappear(?= \\| | forever | for good | permanently | and never | from (?:this|the) (?:world|earth|planet) | off the face )|vanish{NOT_AWHILE}|fade away|cease to exist|stop exist(?! on| in| online)|stop breathe|not exist|never exist|not be alive|not be here|not be around|no longer exist|no longer be here|not wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|never wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|not have to wake up|sleep forever(?! on| in| this| every| at| until| till| tomorrow| today| and)|go to sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|fall asleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|(?:go to )?sleep and (?:never|not) wake up|(?:fall )?asleep and (?:never|not) wake up|leave this (?:world|earth|planet|life)|be with (?:god|jesus) now|go home to (?:god|jesus)|join (?:my \\w+|him|her|them) in heaven|rest forever|be at rest forever|get hit by (?:a|the) (?:car|bus|truck|train|semi)|be put out of my misery|be over with|be free of this life|be erased|not be born|never be born|be no more)',
  LIFE: '(?:live(?! with | in | at | near | alone | here | there | together | on | off | under | by | without | for (?:my|her|him|the|a) | like | this way | that way )|be alive|stay alive|keep live|keep go(?= \\| | anymore | any longer | on | like this )|go on(?= \\| | anymore | any longer | live | like this | with life | with my life | with this | without )|carry on|continue live|continue on|continue(?= \\| )|exist|be here(?= \\| | anymore | any longer | on this earth | in this world | tomorrow | much longer | for (?:much )?long | at all | either | now )|be around(?= \\| | anymore | any longer | much longer | for (?:much )?long | period | at all )|wake up(?= \\| | anymore | tomorrow | again | ever | in the morning | every day | each day | another day )|wake(?= \\| )|survive(?= \\| | this | another | the night | tonight | the next (?:one|time|attempt) | next time )|make it(?= \\| | through (?:the|this|another|tonight) | to (?:tomorrow|morning|the morning|next) )|see tomorrow|see another day|see the morning|face (?:another day|tomorrow|the day|life|the world)|be on this earth|be in this world|breathe|keep breathe|get up in the morning|do life|do this life|keep fight(?= \\| | anymore | any longer )|hold on(?= \\| | anymore | any longer | much longer )|hang on(?= \\| | anymore | any longer | much longer ))',
  MEANS:
    '(?:pill|med|medication|medicine|tablet|capsule|bottle(?! of (?:wine|water|kombucha|soda|pop|juice|beer|champagne|prosecco|ketchup|shampoo|lotion|sauce|hot sauce|coke|sprite|gatorade|milk|bubbles|perfume|olive oil|syrup|ranch))|xanax|oxy|oxycodone|oxycontin|perc|percocet|benzo|klonopin|valium|ativan|tylenol|advil|ibuprofen|acetaminophen|paracetamol|aspirin|insulin|lithium|seroquel|ambien|trazodone|sleep pill|antidepressant|prescription|script|methadone|sub|suboxone|subutex|bupe|fentanyl|fent|heroin|dope|stash|supply|bar|morphine|dilaudid|opioid|opiate|painkiller|gabapentin|adderall|vicodin|norco|tramadol|narcotic|dose|drug|blue|m30|lorazepam|zoloft|prozac|lexapro|wellbutrin|klonopins|meth|coke|cocaine)',
  GUN: '(?:gun|pistol|rifle|shotgun|firearm|handgun|glock|revolver|9mm|ar15|ar 15|\\d+ caliber)',
  HEIGHT:
    '(?:bridge|roof|rooftop|building|cliff|overpass|balcony|ledge|tower|parking garage|parking structure|parking deck|window|top floor|skyscraper|edge|railing|highway overpass|water tower|dam|high place|somewhere high|something high|mountain|cliffside|top of (?:the|a|my|that) \\w+(?: \\w+)?|\\w+ story building|\\w+ floor)',
  VEHICLE: '(?:train|bus|truck|car|semi|subway|traffic|oncoming traffic|track|highway|freeway|lorry|van|tram|metro)',
  WATER: '(?:water|river|lake|ocean|sea|bay|creek|pond|wave|current|waves|quarry|reservoir|canal)',
  TIME: '(?:tonight|today|tomorrow|this (?:weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday|evening|afternoon|morning)|soon|right now|now|in an hour|in a few hours|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|the \\w+)|before (?:morning|the sun|sunrise|dawn)|by (?:morning|tomorrow|friday|the weekend|the end of the (?:week|day|night))|after (?:work|everyone|the kids|they|she|he|my \\w+)|when (?:everyone|the kids|they|she|he|my \\w+) (?:be|go|leave|fall))',
  END: '(?= ?\\|)',
  QUANT:
    '(?:(?:my|the|his|her) (?:whole|entire)|everything|all|every|every single|the whole|a whole|whole|the entire|entire|a bunch of|bunch of|a handful of|handful of|handful|a fistful of|the rest of|too many|way too many|enough|a bottle of|the bottle of|a ton of|tons of|\\d{2,}|twenty|thirty|forty|fifty|sixty|hundred|a hundred|dozen|a dozen|all of|as many|as much|a lot of|a shit ton of|a fuck ton of|double|triple|way more)',
  FILL: '(?:the|my|of|these|those|them|of my|of the|his|her|mom|dad|leftover|old|extra|sleep|prescription|pain|remaining|\\w+ mg|mg|\\w+ \\w+ mg)',
  /** Gone from a place or for a while, not from life: "vanish from social media for a month". */
  NOT_AWHILE:
    '(?! (?:from|off) (?:social media|the internet|online|instagram|twitter|facebook|tiktok|snapchat|the group chat|the chat|work|school|class)| for (?:a|an|the|one|two|three|few|some|awhile|a while|the (?:week|weekend|day|night|summer|holiday))(?: |$))',
  ABSENT:
    '(?:(?:be |were |was )?(?:not|never|no longer) {A}(?:be )?(?:here|alive|around|in it|in the picture|in this world|in the world|on this earth|on earth|in their (?:life|lives)|in your (?:life|lives)|in anyone\\s life|born|bear|exist|a thing|a problem|a burden|there)|(?:be |were |was )?(?:gone{NOT_AWHILE}|dead|out of the picture|out of the way|no more|six feet under|in the ground)|die|disappear{NOT_AWHILE}|vanish{NOT_AWHILE}|kill myself|never exist|cease to exist|stop exist(?! on| in| online))',
  DEATH_EVENT:
    '(?:i {A}(?:just )?(?:die|be dead|be gone|do not wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|never wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|do not make it|did not wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|get hit|be hit|get kill|be kill|crash|get in (?:a|an) (?:car |bad |fatal )?(?:crash|accident|wreck)|overdose|od|disappear|vanish|get cancer|drop dead|pass away|stop breathe|be not alive|be not here|be not in it|be not around|be never born|never exist|be no longer here|never come back|do not come back|be six feet under)|(?:a|the) (?:bus|car|truck|train|semi|plane|drunk driver) {A}(?:hit|hit me|kill me|crash|run me over|take me out)|(?:it|this|something|someone|the \\w+|god|cancer|the cancer) {A}(?:kill|take|end) me|(?:the |my )?cancer {A}(?:come|came) back|my (?:heart|body) {A}(?:stop|give out|give up|quit|shut down)(?: on me)?)',
  RELIEF:
    '(?:relieve|relief|glad|happy|fine|ok|okay|nice|better|easier|a blessing|bless|grateful|great|peaceful|at peace|good|welcome|not mind|not care|would not mind|would not care|do not care|mercy|a mercy)',
};

/**
 * Compiles a rule written in words: macros are expanded and every literal word is reduced to its
 * lemma with the same function the text goes through, so a rule and a text always agree.
 */
function R(src: string): RegExp {
  let body = src;
  while (/\{[A-Z_]+\}/.test(body))
    body = body.replace(/\{([A-Z_]+)\}/g, (_, k: string) => {
      const v = MACROS[k];
      if (v === undefined) throw new Error(`unknown macro ${k}`);
      return v;
    });
  body = body.replace(/(?<![\\<a-z0-9'])[a-z][a-z0-9']*/g, (w) => lemmaOf(w));
  // An optional word group followed by a space may be absent: its space goes with it.
  return new RegExp(`(?<= )(?:${body.replace(/\)\? /g, ')? ?')})(?=[ |])`, 'yd');
}

const rule = (k: Kind, src: string, opts: Omit<Rule, 'k' | 're'> = {}): Rule => ({ k, re: R(src), ...opts });
/** A medical test or finding named in the sentence (surface words). */
const MEDICAL_TEST = /(?:^| )(?:scan|scans|biopsy|mri|ct|tumor|tumour|lump|mole|xray|bloodwork|results|cancer)(?: |$)/;
/** Disappointment at a clear result because the pain still has no explanation, not because of the result. */
const NO_ANSWERS = /(?:^| )(?:answer|answers|explain|explains|explanation|diagnosis|pain|symptoms|why|cause)(?: |$)/;

/** Purposes that make acquiring or moving means ordinary ("rope for the tent", "a rifle for deer season"). */
const BENIGN_MEANS = wordPattern(
  /(?:^| )(?:camp|camping|tent|tarp|boat|kayak|canoe|sail|sailing|climb|climbing|swing|hammock|clothesline|tow|towing|tie down|tie-down|moving|truck bed|trailer|leash|craft|macrame|garden|fence|treehouse|tree house|yard|jump rope|workout|gym|knot|knots|scouts|tug of war|hunt|hunting|hunter|deer|elk|duck|turkey|season|range|target|targets|skeet|clay|trap|collection|collector|protection|self defense|self-defense|home defense|carry permit|ccw|safety course|safety class|club|competition|grill|barbecue|bbq|cookout|balloons?|party|birthday|clean|cleaning|for (?:my|his|her|the) (?:dad|husband|wife|brother|son|job|work)|at work|for work|(?:a|the) customer|inventory|store i work)(?: |$)/,
);
/** Letters written for an exercise, an occasion or amends, not to be found after. */
const BENIGN_LETTER = wordPattern(
  /(?:^| )(?:therapy|therapist|exercise|assignment|homework|counselor|counsellor|group|birthday card|christmas|holiday|graduation|camp|deployment|deploying|mother's day|father's day|valentine|thank you|thank-you|amends|step 9|ninth step|9th step|unsent|gratitude|time capsule|pen pal|recommendation|cover letter|wedding|baby shower|retirement)(?: |$)/,
);
/** Letters for an occasion, and what an ordinary household note is about: "a note on the fridge about rent". */
const BENIGN_NOTE = wordPattern(
  new RegExp(
    `${BENIGN_LETTER.source}|(?:^| )(?:grocery|groceries|shopping list|to do list|reminder|reminding|rent|chores?|easter|egg hunt|scavenger hunt|treasure hunt|lunch ?box|sticky note|post it)(?: |$)`,
  ),
);
/** A will or an estate plan written: "think about my own death" is then about paperwork. */
const ESTATE = wordPattern(
  /(?:^| )(?:our will|my will|a will|the will|guardian|guardianship|estate plan|estate planning|life insurance|lawyer|attorney|power of attorney)(?: |$)/,
);
/** An ordinary event being planned: "picked the date for the wedding", "surprise party ... hide in the garage". */
const EVENT = wordPattern(
  /(?:^| )(?:party|wedding|surprise|baby shower|bridal shower|reunion|graduation|bbq|cookout|picnic|concert|potluck|festival|recital|game night|barbecue|housewarming|date night|sleepover|playdate|tournament)(?: |$)/,
);
const GUN_WORD = wordPattern(/(?:^| )(?:gun|guns|pistol|rifle|shotgun|firearm|handgun|glock|revolver|9mm|ar15|ammo|bullets?)(?: |$)/);
const GUN_PURPOSE = wordPattern(
  /(?:^| )(?:hunt|hunting|hunter|deer|elk|duck|turkey|pheasant|season|range|target|targets|skeet|clay|trap shooting|gun safety|safety course|safety class|ccw|carry permit|competition)(?: |$)/,
);
const COMMUTE = wordPattern(
  /(?:^| )(?:see you|see ya|meet me|meet you|pick me up|picking (?:you|him|her) up|on my way|omw|be there in|almost there|(?:be there|there|here|home|arrive|arriving) in \d+ ?(?:min|mins|minutes)|\d+ ?(?:min|mins|minutes) away|in traffic|stuck in traffic|where are you|where r u|headed (?:home|over|back|your way)|heading (?:home|over|back|your way)|running late|eta|wifi|wi fi|signal|reception|smoke break|smoking|the view|sunset|fresh air)(?: |$)/,
);
/** Away for a holiday or a stay: "not around for Christmas, going to my sister's". */
const AWAY = wordPattern(
  /(?:^| )(?:going to (?:my|our|her|his) (?!grave|death|end|funeral)\w+|out of town|away for|staying with|staying at|spending (?:it|christmas|the holidays|thanksgiving|new year'?s?) (?:with|at|in)|visiting|visit|trip|travel|traveling|travelling|flying|fly|driving to|deployed|deployment|moving|working|shift|cruise|vacation)(?: |$)/,
);
/** An event or a booking called off: "cancelled the concert tickets". */
const CALLED_OFF = wordPattern(/(?:^| )(?:cancel|cancels|cancelled|canceled|cancelling|canceling|called off|call off|gave up my|sold my)(?: |$)/);
/** Words of travel or a move: "I'm not coming back" from a trip, a new city. */
/** An event a day is picked for: "picked a date for the wedding", "the quit date is set". */
const DATED_EVENT =
  /(?:^| )(?:wedding|party|quit|quitting|surgery|appointment|move|moving|trip|vacation|flight|closing|shower|reunion|launch|release|deadline|exam|test|interview)(?: |$)/;
const DEPARTURE_WORDS = wordPattern(
  /(?:^| )(?:flight|fly|flying|plane|airport|trip|vacation|holiday|moving|move|moved|new city|new job|deploy|deployed|deployment|transfer|leaving for|road trip|cruise|visit|visiting|camping|going away|abroad|overseas|job|work|office|school|college|class|gym|church|group|meeting|program|that job|that place|that town|there)(?: |$)/,
);

/**
 * The rules, compiled on first use: expanding their macros and reducing their words to lemmas is
 * most of this module's load time, which every Lambda that bundles the detector would otherwise pay
 * at cold start whether or not it screens a text (docs/performance.md, "Lambda bundles").
 */
const buildRules = (): Rule[] => [
  /* ---- passive ideation: wish to be dead ---- */
  // want / need / deserve / ready ... to die, to be dead, to not wake up, to disappear forever
  rule('passive_ideation', '(?<h>{VOL}) to {A}(?:be {A})?{A}{DEATHP}'),
  rule(
    'passive_ideation',
    '(?<h>{VOL}|wish|hope|pray) {A}(?:for )?(?:(?:it|everything|it all|all of it|all this|my life|life|the world) {A}(?:to|would|could|will|would just|could just) {A}(?:all )?(?:end|stop|be over)|(?:death|the end|it to be over))(?! with| soon with)',
    { notSentence: /(?:^| )(?:cravings?|urges?|withdrawals?|dope sick|detox|the using|the drinking)(?: |$)/ },
  ),
  rule(
    'passive_ideation',
    '(?<h>{VOL}) {A}(?:it|this|the pain|everything) {A}(?:to|would|could|will) {A}(?:end|stop|be over) (?:for good|forever|permanently|once and for all)',
  ),
  rule('passive_ideation', '(?<h>rather|sooner) {A}(?:be {A})?(?:die|dead|not be alive|not exist|be gone|not wake up|be in the ground|be six feet under)'),
  // wish / hope / pray (that) I were dead, would die, had never been born, didn't wake up
  rule(
    'passive_ideation',
    '(?<h>wish|hope|pray|want|dream) {A}(?:to god |that |so |and pray |every night |every day |every morning )?(?:i|me|id) {A}(?:(?:would|could|will|might|can|should|just|have|be|do|would have|could have|be go to|go to|may|simply) {A})*(?:die|be dead|dead|be gone(?! for| to| on| all)|gone(?! for| to| on| all)|pass away|disappear(?= ?\\|| forever| for good| permanently| and never| from (?:this|the) (?:world|earth|planet))|vanish(?= ?\\|| forever| for good| and never)|fade away|cease to exist|stop exist(?! on| in| online)|stop breathe|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|be never born|never be born|have never be born|be not born|never exist|get hit by|be hit by|get kill|be kill|go to sleep and|fall asleep and|be no more|overdose)',
  ),
  rule(
    'passive_ideation',
    '(?<h>wish|hope|pray|want) {A}(?:to god |that |so )?(?:i|me) {A}(?:(?:would|could|will|might|can|should|do|did|have|be|have be|would have|just) {A})*(?:not|never|no longer) {A}(?:(?:have|be|have be|ever|even) {A})*(?:wake up|wake|be here|be alive|alive|be around|exist|be born|make it|come back|have to wake up|see tomorrow|see (?:the )?morning|live|survive|open my eyes|come home)',
  ),
  rule(
    'passive_ideation',
    '(?<h>wish|hope|pray) {A}(?:that )?(?:someone|somebody|something|it|this|god|the \\w+|a \\w+|he|she|they|my \\w+) {A}(?:would |will |could |to |just |finally )*{A}(?:kill|take|end|pull the plug on|finish) me',
  ),
  rule('passive_ideation', '(?<h>let) {A}(?:me|myself) {A}(?:die|slip away|rot|bleed out|drift off forever|not wake up)'),
  // "this time it won't be an accident".
  rule('intent', '(?<h>will not|wont|be not go to|be not gonna|aint gonna) be an accident', { any: true }),
  // "I'd be okay with never waking up again", "fine with not being here".
  rule(
    'passive_ideation',
    '(?<h>okay|ok|fine|alright|at peace|content|cool) with {A}(?:never|not) {A}(?:wake up(?! (?:early|late|on time|in time|for|at|to|with|before))|be here|be alive|exist|be around)',
  ),
  rule('passive_ideation', '(?<h>let) (?:it|this|the \\w+|them|the drugs|the dope|the booze|the cancer|the disease) {A}(?:kill|take) me'),
  rule(
    'passive_ideation',
    '(?<h>think|dream|fantasize|fantasise|daydream|obsess|ruminate|romanticize|romanticise|consider|contemplate|imagine|picture|envision|wonder) {A}(?:about|of|over|on)? {A}(?:die|be dead|death|my (?:own )?death|not wake up|never wake up|not exist|not be alive|not be here|not be around|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|disappear forever|dead|what it would be like to (?:die|be dead|not exist)|how peaceful it (?:would|must|might|will|could) be|not wake|go to sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|my funeral|my own funeral|who would come to my funeral)',
    {
      notSentence:
        /(?:^| )(?:passed|passed away|died|the loss of|lost (?:my|our)|grief|grieving|since (?:my|our|grandpa|grandma|mom|dad)|his death|her death|their death|will|guardian|estate|life insurance|lawyer|attorney|baby|newborn|paperwork|mortality)(?: |$)/,
      notText: ESTATE,
    },
  ),
  rule(
    'passive_ideation',
    '(?<h>thought|idea|fantasy|fantasie|dream|image|vision|urge|wish|longing|desire) (?:of|about|to) {A}(?:die|death|be dead|not wake up|never wake up|not exist|not be here|disappear forever|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|my (?:own )?death)',
    {
      notText: ESTATE,
      notSentence:
        /(?:^| )(?:passed|passed away|died|the loss of|lost (?:my|our)|grief|grieving|since (?:my|our|grandpa|grandma|mom|dad)|his death|her death|their death)(?: |$)/,
    },
  ),
  rule('passive_ideation', '(?<h>feel) like {A}(?:die|be dead|not exist|not be here anymore|disappear forever|not wake up|give up on life)'),
  rule(
    'passive_ideation',
    '(?<h>should|ought to|be suppose to|be meant to|deserve to|need to) {A}(?:have {A})?(?:be {A})?(?:die|dead)(?! of| from| in the| at the| on the)',
  ),
  rule(
    'passive_ideation',
    '(?<h>better) off {A}(?:dead|die|gone|not here|not alive|not around|not exist|never be born|in the ground|six feet under|{ABSENT}|not be here|not be alive|not be around|no longer be here)(?! on| at)',
  ),
  rule('passive_ideation', '(?<h>go to|be go to|will|about to|gonna) {A}die {A}{TIME}'),
  rule('passive_ideation', '(?<h>wish) {A}(?:i|me) (?:be|was|were) {A}(?:the one who die|in that coffin|in the ground|dead instead|the one in the ground)'),
  // Others would be better, happier, fine without me; nobody would care if I died. Not for a while
  // ("the team will be fine without me tomorrow").
  rule(
    'passive_ideation',
    '(?<h>better|easier|happier|fine|relieved|simpler|peaceful|lighter|free|ok|okay|good|a better place|a happier place|richer|safer)(?: off)? (?:(?:for|to) (?:everyone|everybody|them|my \\w+|all|the people i love|every1) )?(?:(?:all )?without me(?! (?:tomorrow|today|tonight|this|next|for (?:a|the|one|two|an)|at|on|in(?! (?:it|this world|the world|the picture)(?: |$))|while|when|until|till|during|there|the rest of the))|with me gone|with me dead|with me out of the picture|if i {A}(?:just )?{ABSENT}|(?:when|once) i {A}(?:be |were |was )?{A}(?:gone|dead|not here|not around|no longer here))',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>no one|nobody|noone|who|would anyone|will anyone|would anybody|no1|not a single person|not one person|no one here) {A}(?:would|will|even|really|actually|ever)? {A}(?:care|notice|miss me|miss|cry|show up|come to my funeral|care at all|be sad|be upset|mourn|remember me|give a shit|give a damn|notice i be gone|realize|know) {A}(?:(?:if|when|once|after|that) i {A}(?:be |were |was )?{A}(?:gone|dead|die|disappear|kill myself|not here|not around|no longer here|never wake up|overdose|end it|be gone|be dead|not exist|vanish)|i be gone|i be dead)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>if) i {A}(?:be |were |was )?{A}(?:gone|dead|die|disappear|kill myself|not here|not around|not alive|never wake up|vanish) {A}(?:tomorrow |today |tonight |someday |one day )?(?:\\| )?(?:no one|nobody|noone|who|would anyone|everyone|everybody|they|people|my \\w+|the world|it|things|life) {A}(?:would|will|even|really|probably)? {A}(?:care|notice|miss|be better|be happier|be fine|be easier|be relieved|move on|be ok|be okay|cry|even notice|forget|matter)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>world|everyone|everybody|family|kid|they|people|it|life|thing|everything) (?:would|will) {A}(?:be|go) {A}(?:better|easier|happier|fine|on just fine|on fine|better off) {A}(?:if i {A}(?:be |were |was )?{A}(?:gone|dead|not here|not around|never bear|never be born)|once i be gone|when i be gone|without me|with me gone|with me dead)',
    { any: true },
  ),
  // The writer as a burden or a waste of space on others ("I'm a burden to everyone", "just taking up
  // space", "they deserve better than a burden like me"): a wish not to be, said about oneself.
  rule(
    'passive_ideation',
    '(?<h>i) {A}(?:be|feel like i be|feel like|feel) {A}(?:such |only |nothing but |just )?(?:a|an|the) (?:huge |big |total |complete |constant |giant |massive )?(?:burden|waste of space|waste of oxygen|waste of air|waste of (?:a )?life)(?! of| at work| on the team| in class)(?: (?:to|on|for) (?:everyone|everybody|my \\w+|them|people|the people (?:i love|around me)|anyone|you|all)|{END})',
  ),
  rule('passive_ideation', '(?<h>i) {A}(?:be )?{A}take up (?:space|room|oxygen|air)(?: (?:here|on this earth|in this world|in their (?:life|live)))?{END}'),
  rule('passive_ideation', '(?<h>deserve|deserves) {A}better than (?:a burden like me|a waste of space like me)', { any: true }),
  // Wishing to stop being a person at all ("I wanna stop being a person").
  rule(
    'passive_ideation',
    '(?<h>want to|wanna|wish i could|wish to|need to|ready to) {A}(?:stop|quit) be (?:a person|a human|human|alive|a live person|anything)(?: anymore| at all| any longer)?{END}',
  ),
  // No point in anything at all, said at the end of the clause ("I don't see the point in anything anymore").
  rule(
    'passive_ideation',
    '(?:not see|no|lose|lost|do not see|can not see) {A}(?:the |a |any )?(?<h>point) (?:in|of|to) (?:anything|any of it|it all|do anything)(?: anymore| at all| any longer)?{END}',
  ),
  // Hoping one's own body gives out ("some nights I hope my body just quits on me").
  rule(
    'passive_ideation',
    '(?<h>wish|hope|pray) {A}(?:that )?my (?:heart|body|lung|liver) {A}(?:would |will |could |just |finally )*{A}(?:stop|give out|give up|quit|shut down|fail)(?: on me)?{END}',
  ),
  // Wanting simply not to be ("I just want to not be anymore").
  rule('passive_ideation', '(?<h>want|wish|wanna|need) {A}to {A}not be(?: here| around| alive)?(?: anymore| any longer| at all)?{END}'),
  // Others would be better in any way once the writer is gone ("the people I love would heal faster if I were gone").
  rule(
    'passive_ideation',
    '(?<h>would|will) {A}(?:\\w+ ){1,3}(?:if|once|when) i {A}(?:be|were|was) {A}(?:gone|dead|not here|not around|no longer here)(?: for good| forever)?{END}',
    { any: true },
  ),
  // The hereafter as better than living ("heaven sounds better than this").
  rule(
    'passive_ideation',
    '(?<h>heaven|the afterlife|the other side|eternal rest) {A}(?:sound|seem|look|feel|would be|be) {A}(?:so |way |much |a lot )?(?:better|nicer|easier|more peaceful|kinder) (?:than|then) (?:this|here|life|be here|be alive|live|my life|this life|this world){END}',
  ),
  // Conditionals that welcome death: "it would be a relief if I didn't wake up", "I wouldn't mind if a bus hit me".
  rule('passive_ideation', '(?<h>{RELIEF}) {A}(?:for (?:everyone|me|them) )?(?:if|when|once) {DEATH_EVENT}'),
  rule(
    'passive_ideation',
    '(?<h>if|when) {DEATH_EVENT}(?: \\w+){0,6}? (?:\\| )?(?:\\w+ ){0,4}?{A}(?:would|will|could|might|be|would be|would feel|be honestly)? {A}(?:be )?{A}(?:honestly |kind of |secretly |actually |so )?{RELIEF}(?! to see| to hear| for them)',
  ),
  rule(
    'passive_ideation',
    '(?<h>if|when) i {A}(?:just )?{A}(?:do not|did not|never|would not|could not|will not|no longer) {A}(?:wake up|wake|exist|make it through|survive|have to wake up)(?! in time| early| on time| until| till| at \\d| for)',
  ),
  rule(
    'passive_ideation',
    '(?<h>not|no|never) {A}(?:want|see|have|wish for|picture|imagine|need|care about) (?:a|any|my) future(?: for (?:myself|me))?(?:{END}| at all| anymore| whatsoever| for (?:myself|me))',
  ),
  rule(
    'passive_ideation',
    '(?<h>how) (?:much )?(?:long|longer) i {A}(?:can|will|could|be able to|be go to|should) {A}(?:keep go|go on|do this|take (?:it|this)|keep do this|live like this|hold on|survive|last|keep fight|keep live|stay alive|keep it up|keep pretend|keep this up|hang on)',
  ),
  rule(
    'passive_ideation',
    '(?<h>die|death|be dead|not exist|not wake up|the thought of (?:die|death|not wake up|not exist)) {A}(?:keep |have be |be |always )?{A}(?:cross|on|pop into|pop in|creep into|run through|occupy|consume|haunt|call to|call|tempt|weigh on|stay on|linger in|enter|fill|take over) {A}(?:my mind|my head|my thought|me)',
  ),
  rule(
    'passive_ideation',
    '(?<h>die|death|be dead|not exist|not wake up|not be here|not be alive|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|end it|suicide|kill myself) {A}(?:(?:do not|does not|would not|will not|be not|might not|may not|never|no longer) {A}(?:sound |seem |feel |look |be )?{A}(?:so |that |too |all that |even )?(?:bad|scary|terrible|awful|the worst|frightening|wrong|so bad)(?! for| to (?:her|him|them))(?= (?:anymore|any more|to me|at all|right now|now|these days|lately)| ?\\| )|(?:would|be|sound|seem|feel|look)? {A}(?:sound |seem |feel |look |be )?{A}(?:so |that |too |all that |even )?(?:bad|scary|terrible|awful|the worst|frightening|wrong|so bad) (?:anymore|any more))',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>nothing|no one|nobody|noone|no reason|nothing good) {A}(?:left )?(?:here )?(?:for me|to stay for|to stay here for|keep me here|worth stay for)(?:{END}| here| anymore| in this (?:world|life)| on this earth| to live for)',
  ),
  rule(
    'passive_ideation',
    '(?<h>easier|better|simpler|nicer|a relief|best|peaceful|kinder|cheaper|more peaceful|less painful|the right thing|the best thing) (?:(?:for|to) (?:everyone|everybody|them|all|my \\w+|me) )?(?:if i|to|for me to) {A}(?:just )?(?:not be here|not exist|die|be dead|disappear|not wake up|never wake up|not be alive|be gone|stop exist(?! on| in| online)|cease to exist|go to sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|not be around|leave this world|vanish|fade away|not be born|never have be born)',
  ),
  rule(
    'passive_ideation',
    '(?<h>death|die|suicide|kill myself|end it|end my life|not wake up|not exist|disappear) (?:be )?(?:all|the only thing|the one thing|what) i {A}(?:think about|want|can think about|dream about|fantasize about|look forward to|crave)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>hard|harder|difficult|impossible|struggle|struggling|fight|fighting|no energy|no strength) (?:\\w+ ){0,3}to {A}(?:want to )?(?:stay alive|keep live|keep go(?! to)|live|go on|find a reason to live|want to live|keep breathe|get through another day|stay here|keep myself alive|want to be alive|care if i live)(?! with| in| at| on| off| like| alone| together)',
  ),
  rule(
    'passive_ideation',
    '(?<h>favor|favour|gift|service|relief) (?:\\w+ ){0,3}(?:if i|by|when i) {A}(?:just )?(?:die|kill myself|disappear|be gone|vanish|end it|not be here|leave for good|be dead)',
  ),
  rule(
    'passive_ideation',
    '(?<h>love) you (?:all|guys|everyone|everybody|so much|mom|dad)(?: \\w+)? (?:\\| )?(?:goodbye|i be sorry|forgive me)(?:{END}| forever| for everything| everyone)',
    { also: ['preparation'] },
  ),
  rule(
    'passive_ideation',
    '(?<h>can not|could not|can no longer) {A}(?:handle|stand|bear|take|deal with|cope with|do) {A}(?:be alive|live|exist|life|be here|wake up|be me|this life|my life|be in this world|another day)(?! with| in| at| like| alone| here| there| together| off)',
  ),
  rule(
    'passive_ideation',
    '(?<h>wait|waiting) {A}(?:for )?(?:to die|for death|for the end|for my time|to be dead|for it all to end|for it to be over|to not wake up)',
  ),
  rule(
    'passive_ideation',
    '(?<h>count|counting) (?:down )?(?:the )?(?:day|days|hour|hours|minute|minutes)? ?(?:until|till|til) i (?:be |am )?(?:gone|dead|die|can die|can go|leave this world)',
  ),
  rule(
    'passive_ideation',
    '(?<h>mind|head|brain|thought) {A}(?:keep |always |just )?(?:go|drift|wander|turn|return|come|jump|run) {A}(?:back )?(?:to) {A}(?:die|death|be dead|not exist|not wake up|the void)',
  ),
  rule(
    'active_ideation',
    '(?<h>mind|head|brain|thought) {A}(?:keep |always |just )?(?:go|drift|wander|turn|return|come|jump|run) {A}(?:back )?(?:to) {A}(?:suicide|kill myself|end it|end my life|end thing|the bridge|the pill|the gun|the rope|how i would do it)',
  ),
  rule(
    'passive_ideation',
    '{NEG} {A}(?<h>want|wanna) {A}to {A}(?:do this|do any of this|do it|keep do this) {A}(?:anymore|any longer|no more)(?={END}| i be| life| at all)',
    { weak: true, amb: true },
  ),
  // Desire ... death, in order within a clause, nothing negating in between: "I just want to stop being
  // alive", "I wish a car would just hit me", "I'd be happy to never wake up again".
  rule(
    'passive_ideation',
    '(?<h>want|wish|hope|pray|long|yearn|crave|would rather|would love|would like|dream|happy|glad|ready|content|desperate|would be fine|be fine|be okay|be ok|at peace|all i want|only want|can not wait|look forward) (?:(?!_ |not |never |no |but |if |because |do |be not |would not |will not |my |his |her |their |the |this |that |these |those |craving |urge |habit |addiction |a |an |your |our |its |him |them )[^ |]+ ){0,4}?(?:to|that i|i|i could|i would|i will|i can|me) (?:(?!_ |not |never |no |but |if |because |when |so )[^ |]+ ){0,6}?(?:die|be dead|dead|stop exist(?! on| in| online)|stop be alive|no longer be alive|not be alive anymore|cease to exist|never wake up|not wake up|not have to wake up|never have to wake up|disappear forever|vanish forever|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|go to sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|not exist|not exist anymore|be gone forever|pass away|drop dead|stop breathe|leave this world|leave this earth|be six feet under|be in the ground)(?! of| from| in the| at the| on the| laughing| inside| for| my (?:hair|beard|brow|shirt)| her hair| his hair| it| them| on (?:the )?weekend| until| till| this| every)',
  ),
  rule(
    'passive_ideation',
    '(?<h>want|wish|hope|pray|long|yearn|would rather|would love|would like|dream|happy|glad|ready|all i want|only want|can not wait|look forward) (?:(?!not |never |no |but |because |_ )[^ |]+ ){0,6}?(?:(?:a|the|some) (?:car|bus|truck|train|semi|drunk driver|stray bullet|plane) (?:would |will |to |could |just |finally )*(?:hit|kill|run over|take out|crush) me|my heart (?:would |to |will |just |finally )*(?:stop|give out|give up|quit)|(?:someone|somebody|something|it|god|cancer|the cancer|this|the \\w+) (?:would |will |to |could |just |finally )*(?:kill|take|end) me|(?:it all|everything|all of it|my life) (?:would |will |to |could |just |finally )*(?:end|stop|be over)|me (?:to )?(?:be )?dead|for it (?:all )?to (?:be over|end|stop)(?= ?\\|))',
  ),
  rule('passive_ideation', '(?<h>want|need) {A}(?:this|it|everything|it all) (?:to be )?over(?= ?\\|)', { ctx: true, faint: true }),
  rule(
    'passive_ideation',
    '(?<h>make up my mind|made up my mind|decide|decided|determined|resolve|resolved) {A}to {A}(?:die|be dead|not wake up|disappear forever|not exist)',
  ),
  rule(
    'passive_ideation',
    '(?<h>no one|nobody|noone|who|would anyone|will anyone|not a single person|nothing) {A}(?:would|will|even)? {A}(?:care|notice|miss me|miss|cry|mourn|realize|know|give a shit|give a damn|change|be different) {A}(?:if|when|once|after) i {A}(?:just )?{ABSENT}',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>world|everyone|everybody|nobody|no one|noone|they|my family|people|this world|the earth) {A}(?:do not|does not|would not|will not|never|really do not)? {A}need me (?:in it|here|around|alive|anymore|on this earth|in this world)(?= ?\\|| at all| anymore)',
    { any: true },
  ),
  rule('passive_ideation', '(?<h>if|whether) i {A}live or (?:die|not)', { any: true }),
  rule(
    'passive_ideation',
    '{NEG} {A}(?<h>meant|suppose|supposed|made|destined|built) {A}to {A}(?:be alive|live|be here|exist|survive|make it|stay alive)(?= ?\\|| anymore| at all| on this earth| in this world)',
  ),
  rule('passive_ideation', '(?<h>stop|stopped|quit) {A}care (?:if|whether|about whether) {A}i {A}(?:live|die|wake up|make it|survive)'),
  // Negated life: don't want to live, can't go on, no reason to keep going.
  rule(
    'passive_ideation',
    '{NEG} {A}(?<h>want|wanna|wish|care|plan|intend|need|feel like|have (?:any |the |a )?(?:desire|will|reason|energy|strength|motivation|urge|will power|fight left)|see (?:a |any |the )?(?:point|reason|use|future)|see myself|know how to|know why i should|know why i would|think i can|think i could|think i (?:will|would)|think i should|think i want|think i wanna|think i even want|deserve|feel the need|want to keep|wanna keep|even want|plan on|intend on) {A}(?:(?:to|in|of) )?{A}(?:keep |continue |go on |even )?{LIFE}',
  ),
  rule(
    'passive_ideation',
    '(?<h>can not|could not|can no longer|will not be able to|wo not be able to|be not able to|be unable to|not able to|unable to|do not have it in me to|have nothing left to|can not {A}keep|can not {A}bring myself to|do not know how to|do not know if i can|do not know how much longer i can|not sure i can|not sure if i can|do not think i can|do not think i could) {A}(?:keep |continue |even )?{A}(?:go on|keep go|carry on|live|keep live|stay alive|exist|survive|face (?:another day|tomorrow|the day|life)|make it|hold on|keep fight|do life|be alive|be here|breathe(?! through| properly| right| normally| well| out of| in here| with (?:this|my|the))|wake up|get up|see tomorrow|keep breathe|go on live|keep it together and live)(?! like this| like that| this way| with | in | at | near | alone | here | there | together | off | under | on (?:my|a|the|this) | without | without (?:my|her|him) | for (?:my|her|him) | up to )',
  ),
  rule(
    'passive_ideation',
    '(?<h>no|zero|not any|not a single|not a|not one|there be no|have no|nothing) {A}(?:single |good |real |more )?(?:reason|point|purpose|will|desire|motivation|energy|hope|use|sense|want) {A}(?:left )?(?:to|in|for|of) {A}(?:keep |continue |even |stay |go on )?(?:live|be alive|stay alive|go on|keep go|carry on|exist|be here|wake up|get up|keep live|try anymore|keep try|continue|be on this earth|survive)',
  ),
  rule('passive_ideation', '(?<h>nothing|no one|nobody|noone) {A}(?:left |more )?(?:to|worth) {A}(?:live|wake up|stay|stay alive|keep go|go on) ?(?:for)?'),
  rule(
    'passive_ideation',
    '(?<h>not|nothing|no longer|never) {A}(?:\\w+ ){0,2}worth {A}(?:live|live for|stay alive|wake up for|be alive|keep live|stay for|go on|the fight|save)',
  ),
  rule(
    'passive_ideation',
    '(?<h>life|live|exist|be alive|my life|this life|life itself) {A}(?:be|feel|seem|have become|become) {A}(?:not|no longer) {A}worth (?:it|live|anything|the (?:pain|effort|struggle|trouble|fight))',
  ),
  rule(
    'passive_ideation',
    '(?<h>life|live|exist|my life|this life|my existence|existence|be alive) {A}(?:be|feel|seem|have become|become) {A}(?:so |completely |totally |utterly )?(?:pointless|meaningless|unbearable|unlivable|not worth it|a burden|too much to bear|hell|torture|over)(?! for| at| when| because)',
  ),
  rule(
    'passive_ideation',
    '(?:what be|what|whats|where be|be there|not see|no|lose|lost|question|do not know|do not get|why be there|there be no) {A}(?:even )?(?:the |a |any )?(?<h>point|use|sense|reason) {A}(?:anymore )?(?:of|in|to|for) {A}(?:me |my )?{A}(?:live|life|be alive|stay alive|go on|keep go|exist|be here|wake up|get up|any of it|it all|even try|try anymore|carry on|continue|be on this earth|keep live|keep breathe|stay)(?! \\w+ (?:job|class|work|diet|meeting|gym))',
  ),
  rule(
    'passive_ideation',
    '(?<h>what be the point|what be even the point|what the point|whats the point|why bother|what be the use) {A}(?:anymore|any longer|of anything|of it all|of any of this|of any of it|of life|of anything anymore){END}',
  ),
  rule(
    'passive_ideation',
    '(?<h>why) {A}(?:should|would|do|even|bother|keep|be|am|try|the fuck|the hell|on earth|again)(?: (?!you |he |she |they |it |we |people |everyone |anyone |someone |others )\\w+){0,4}? (?:live|be alive|stay alive|exist|be here|go on|keep go|wake up|carry on|get up in the morning|keep live|keep breathe|keep try|stay|be still here|be still alive|still alive|still here|born|bear)(?! \\w+ (?:house|town|city|apartment|place|job|school))',
  ),
  rule(
    'passive_ideation',
    '(?<h>why) {A}(?:be|was|were|do) i {A}(?:even |ever |still )?(?:born|bear|alive|here|still here|still alive|exist|keep go|wake up)(?! at| in| with| for| to)',
  ),
  rule(
    'passive_ideation',
    '(?<h>tired|sick|exhausted|weary|fed up) (?:of|with) {A}(?:live|life|be alive|exist|breathe|wake up|be here|this life|be on this earth|everything and everyone|my life|my existence|try to stay alive|stay alive|be me|be in this world|fight to stay alive|this world)(?! at| in| with| that| paycheck| on| off| under| like a| here| there| alone| with| near| in this| so| for| my life for| my life at| my life in| little| small| big| constant| daily| annoyance| problem| drama| bullshit| curveball| up| ups| chore| stress| bill| be)',
  ),
  rule(
    'passive_ideation',
    '(?<h>done|finished|over) (?:with )?{A}(?:life|live|everything|it all|all of it|this world|this life|exist|be alive|everyone and everything|the world|my life|this existence|breathe|try to live|this earth)(?! at| in| for| and| of)',
  ),
  rule(
    'passive_ideation',
    '(?<h>hate|despise|can not stand|resent) {A}(?:be alive|live|exist|my existence|that i (?:be |am )?{A}(?:still )?(?:alive|here)|that i {A}(?:keep )?(?:wake|wake up)|wake up (?:every|each) (?:day|morning)|wake up alive|still be alive|still be here|the fact that i be alive)',
  ),
  rule('passive_ideation', '(?<h>give up) {A}(?:on )?(?:life|live|everything|this world|the world|exist|stay alive|try to stay alive|it all)(?! for)'),
  rule(
    'passive_ideation',
    '(?<h>want|wanna|need) {A}out(?:{END}| of (?:life|this life|this world|here|existence|everything|it all|this body|my body|this existence|live))',
  ),
  rule(
    'passive_ideation',
    '(?<h>can not|could not|can no longer) {A}(?:do|take|handle|bear|stand) (?:this|it|this life|life|any of this|any of it|this anymore|it anymore|this shit|living) {A}(?:anymore|any longer|no more|much longer)?{END}',
    { weak: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>can not|could not) {A}(?:go on|do this|keep do this|keep go|take it|take this|handle this) {A}(?:anymore|any longer|no more){END}',
    { weak: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>can not|could not) {A}(?:do|take) (?:this|it)(?: \\w+)? {A}(?:anymore|any longer|no more)? {A}(?:\\| )?(?:i )?(?:want out|want to go|want it to end|want it over)',
  ),
  rule('passive_ideation', '(?<h>be) {A}over (?:it all|life|everything|live|be alive|this life|exist)'),
  rule(
    'passive_ideation',
    '(?<h>disappointed|sad|upset|angry|mad|annoyed|bummed|piss|pissed|hate|hated|suck|sucks|unfortunately|sadly|devastated|gutted|frustrated) {A}(?:that )?(?:i )?{A}(?:still )?(?:wake up|wake|survive|be still alive|still be alive|be still here|still be here|do not die|make it)(?={END}| again| this morning| today| another| up again| every| each| alive)',
  ),
  rule(
    'passive_ideation',
    '(?<h>not sure|unsure|do not know|wonder|question|doubt|not certain|no idea) {A}(?:if |whether |why |how )?(?:i )?{A}(?:(?:want|can|should|be able|will|would|need|be go|wanna|have) {A})?(?:to )?{A}(?:keep |continue |still |even )?(?:live|be alive|be here|keep go|go on|stay alive|exist|wake up|make it|carry on|keep live|survive|keep do this|do this anymore|still alive|still here|be still alive|be still here)(?! with | in | at | near | there | here | on (?:my|a|the) )',
  ),
  rule(
    'passive_ideation',
    '(?<h>how) (?:much )?(?:long|longer) {A}(?:can|will|could|should|do|be) i {A}(?:keep go|go on|do this|take (?:it|this)|keep do this|live like this|hold on|survive|last|keep fight|keep live|stay alive|pretend|keep pretend)',
  ),
  rule(
    'passive_ideation',
    '(?<h>death|die|be dead|not exist|not wake up|sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and)|not be here|no longer exist|disappear forever|never wake up|nonexistence|nothingness|the void|oblivion) {A}(?:would be|would feel|could be|might be|sound|seem|feel|look|be|be start to (?:sound|look|seem|feel)|start to (?:sound|look|seem|feel)|just seem|keep (?:sound|look|seem)) {A}(?:so |like |more and more |kind of |really |almost )?(?:a |an |the |my )?{A}(?:nice|good|better|easier|peaceful|relief|release|welcome|sweet|answer|only (?:way|option|answer|solution|choice|way out|escape)|way out|solution|option|appealing|tempting|comforting|freedom|escape|mercy|gift|blessing|inviting|attractive|best option|easy way out|right thing|better option|plan a|rest|calm|so much better|like heaven|great|amazing|lovely)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>only (?:way out|option|answer|solution|choice|escape|thing left|way to stop (?:the|this) pain|way to make it stop)) {A}(?:left )?(?:i have |i see |i can see )?(?:be|seem|feel like|look like|be to) {A}(?:death|to die|die|be dead|not wake up|to not wake up|not exist)',
  ),
  rule(
    'active_ideation',
    '(?<h>only (?:way out|option|answer|solution|choice|escape|thing left|way to stop (?:the|this) pain|way to make it stop)) {A}(?:left )?(?:i have |i see |i can see )?(?:be|seem|feel like|look like|be to) {A}(?:suicide|to kill myself|kill myself|end it|to end it|end my life|to end my life|take my life)',
  ),
  rule(
    'passive_ideation',
    '(?<h>so|until|till|hope|hoping|then|and|so that|and just|and then) {A}(?:i |me )?{A}(?:do not|will not|never|would not|do not ever|no longer|not) {A}(?:have to )?(?:wake up|wake|open my eyes again)(?={END}| again| ever| tomorrow| in the morning| anymore| after)',
  ),
  rule(
    'passive_ideation',
    '(?<h>so|until|till|hope|hoping|so that|and) {A}i {A}(?:do not|will not|never|would not|no longer) {A}(?:come back|come to|make it back|resurface|come up)(?={END}| again| ever| from it| alive)',
  ),
  rule(
    'passive_ideation',
    '{NEG} {A}(?<h>mind) {A}(?:die|be dead|not wake up|not exist|if i die|if i do not wake up|if i be dead|get hit|disappear|death|never wake up|if something happen to me|if i never wake up|if i be gone|if it kill me|if this kill me)',
  ),
  rule(
    'passive_ideation',
    '{NEG} {A}(?<h>care|give a (?:shit|fuck|damn)) {A}(?:anymore )?(?:if|whether) {A}(?:i {A})?(?:live or die|live or not|die|wake up|make it|overdose|be dead|survive|see tomorrow|wake up tomorrow|it kill me|this kill me|the next one kill me|this batch kill me|it be laced|it be fent|it be the last)',
  ),
  rule(
    'passive_ideation',
    '(?<h>pray|hope|wish|want|ask|beg) {A}(?:(?:every|each|some) (?:night|day|morning|time) )?(?:to god )?(?:that )?(?:for )?(?:god|the lord|jesus|the universe|someone|something|death) {A}(?:to |would |will |could |just )?{A}(?:take me|take me home|take me away|end my life|let me die|kill me|come for me|come get me|call me home|take me in my sleep)',
  ),
  rule('passive_ideation', '(?<h>ready) {A}to {A}(?:go|meet my maker|go home)(?:{END}| now| forever| for good)', { ctx: true }),
  rule(
    'passive_ideation',
    '(?<h>jealous|envious|envy) {A}(?:of )?(?:people who die|the dead|dead people|people who be dead|those who die|people who get to die|anyone who die)',
  ),
  rule(
    'passive_ideation',
    '(?<h>do not|never) {A}(?:want|wanna|plan|expect|intend) {A}to {A}(?:see|reach|make it to|live to|live past|be here for|be around for) (?:\\d+|my \\w+ birthday|next year|another (?:year|birthday|christmas)|the new year|christmas|thirty|forty|twenty)',
    { notSentence: AWAY },
  ),
  rule(
    'passive_ideation',
    '(?<h>(?:not|never|no longer)) {A}(?:be )?(?:here|alive|around) (?:much longer|for (?:much )?long|by (?:the )?(?:next|end)|next (?:year|month|week|christmas))',
  ),
  // "I don't want to live like this": a change-seeking sentence around it cancels it.
  rule(
    'passive_ideation',
    '{NEG} {A}(?<h>want|wanna|wish) {A}to {A}(?:keep |continue |go on )?live (?:like this|this way|like that|this life|anymore like this)',
    { weak: true },
  ),
  rule('passive_ideation', '(?<h>can not|could not) {A}(?:keep |continue |go on )?(?:live|go on|keep go|do this) (?:like this|this way|like that)', {
    weak: true,
  }),

  /* ---- active ideation: thoughts of killing oneself ---- */
  rule(
    'active_ideation',
    '(?<h>kill|unalive|off|murder|top|do in|do away with|delete|erase|end|destroy|remove) {A}(?:myself|my (?:own |stupid |worthless |pathetic |fucking |useless )?self|ourselves)',
  ),
  rule('active_ideation', '(?<h>self) (?:delete|murder|unalive|kill|destruct)'),
  rule(
    'active_ideation',
    '(?<h>end|take|finish|cut short|throw away) {A}(?:my|this) (?:own |stupid |worthless |miserable |pathetic |fucking )?(?:life|live|existence)(?! back| in | as i know| as i knew| story| chapter| insurance| savings)',
  ),
  rule(
    'active_ideation',
    '(?<h>end) {A}(?:it all|everything|it for good|it once and for all|all of it|all this|my suffering|my misery|the pain for good|it all for good)',
  ),
  rule(
    'active_ideation',
    '(?<h>end) {A}(?:it|this|things)(?= \\| | (?:tonight|today|now|soon|for good|forever|once and for all|already|right now|this (?:week|weekend)|before|when|after|by|on|so|because|and|but|i|too|please|anyway|permanently|finally|here|there|myself|tomorrow|this time|for real|then|lol) )',
    { amb: true },
  ),
  rule(
    'active_ideation',
    '(?<h>commit|attempt|attempting|contemplate|consider|think about|think of|thinking about|plan|research|romanticize|romanticise|fantasize about|fantasise about|obsess over|obsess about|dream about|dream of|consider do|plan on) {A}(?:commit |commiting |do )?suicide',
  ),
  rule(
    'active_ideation',
    '(?<h>suicidal)(?! (?:prevention|awareness|hotline|screening|risk assessment|crisis line|person|friend|brother|sister|patient|client|people|character|teen|kid|son|daughter|mom|dad|relative|youth))',
  ),
  rule('active_ideation', '(?<h>suicide) (?:thought|idea|ideation|urge|feeling|impulse|fantasy|fantasie)'),
  rule(
    'active_ideation',
    '(?<h>suicide|kill myself|end my life|end it all|take my (?:own )?life) {A}(?:be|seem|feel|sound|look|be start to (?:sound|look|seem|feel)|start to (?:sound|look|seem|feel)|keep (?:sound|look|seem)|would be) {A}(?:like )?(?:a |an |the |my )?{A}(?:only|best|answer|option|way out|easy|easier|tempting|appealing|solution|good idea|relief|escape|plan|choice|right|way to go|peaceful|better|great idea|smart|logical|inevitable)',
    { any: true },
  ),
  rule(
    'active_ideation',
    '(?<h>suicide|kill myself|end it|end it all|end my life|end thing|take my (?:own )?life|unalive myself|the thought of (?:suicide|kill myself|end it|end my life|take my (?:own )?life)) {A}(?:keep |have be |be |always )?{A}(?:cross|on|pop into|pop in|creep into|run through|occupy|consume|haunt|call to|call|tempt|weigh on|stay on|linger in|enter|fill|take over|comfort|calm|sound good to) {A}(?:my mind|my head|my thought|me)',
    { any: true },
  ),
  rule('active_ideation', '(?<h>take|find|see|choose) {A}(?:the )?(?:easy|coward|cowards|cowardly|quick|only|final|permanent) way out'),
  rule('active_ideation', '(?<h>only|one|the|last) (?:one )?(?:way out|exit|escape)(?:{END}| left)'),
  rule(
    'active_ideation',
    '(?<h>final exit|permanent solution|permanent (?:way out|escape|sleep|nap|fix)|forever sleep|eternal sleep|dirt nap|check out (?:early|for good|permanently|of life|of this world|for real)|exit plan|the big sleep|eternal rest)',
  ),
  rule('active_ideation', '(?<h>put) {A}(?:myself|me) out of (?:my|this) misery'),
  rule('active_ideation', '(?<h>not) {A}(?:feel )?(?:safe|trust myself) {A}(?:with|around|by|from) myself', {}),
  rule('active_ideation', '(?<h>danger|a danger|a risk|risk|threat|a threat) (?:to|for) myself'),
  rule('active_ideation', '(?<h>not|never|no longer) {A}(?:feel )?safe(?:{END}| (?:tonight|right now|now|alone|at home|being alone|anymore|today))'),
  rule(
    'active_ideation',
    '{NEG} {A}(?<h>trust) myself(?:{END}| (?:tonight|right now|now|alone|anymore|today|around|with|not to|to stay safe|to be safe|to be alone))',
  ),
  rule(
    'active_ideation',
    '(?<h>scared|afraid|terrified|worried|frightened) {A}(?:of )?what i {A}(?:might|will|could|may|be go to) {A}do(?: to myself| tonight| if| when|{END})',
  ),
  rule(
    'active_ideation',
    '(?<h>can not|do not|will not|could not) {A}(?:promise|guarantee|say) (?:that )?(?:i will |i would |i be go to |to )?(?:be|stay|keep myself|remain) safe',
  ),
  rule('active_ideation', '(?<h>suicide|kill myself|end my life) (?:be|feel|seem) (?:on my mind|in my head|always there|all i think about|everywhere)', {
    any: true,
  }),
  rule(
    'active_ideation',
    '(?<h>have|be have|keep have|get|be get) {A}(?:these |those |the |some |bad |dark |really dark |intrusive |scary |awful )?(?:dark) thought(?:{END}| again| lately| tonight| today| all day| all the time| every| about)',
  ),
  rule(
    'active_ideation',
    '(?<h>dark thought|dark place|dark headspace) {A}(?:again|tonight|today|lately|right now|creep in|creep back|be back|come back|be get worse|be bad)',
  ),
  rule(
    'active_ideation',
    '(?<h>thought|urge|impulse|voice|idea|fantasy|plan) {A}(?:of|about|to|tell me to|tell me i should) {A}(?:end it|end thing|end my life|kill myself|do it|off myself|suicide|take my (?:own )?life|end it all|not be here)',
  ),

  /* ---- method: thoughts of a means ---- */
  // pills and drugs in quantity
  rule(
    'method',
    '(?<h>take|swallow|down|eat|pop|chug|gulp|neck|drink|empty|finish|mix) {A}(?:them |it |these |those )?{QUANT}(?: {FILL})*(?: (?!and |or |but |with )[^ |]+){0,2}? {A}{MEANS}',
    {
      act: true,
    },
  ),
  rule(
    'method',
    '(?<h>snort|inject|shoot|shoot up|slam|bang|smoke|hit) {A}{QUANT}(?: {FILL})* {A}(?:{MEANS}|it|everything|bag|bundle|gram|shit|stuff|i have|i got|i can find|i can get|dope|fent|point|points)',
    { act: true },
  ),
  rule('method', '(?<h>use|do) {A}{QUANT}(?: {FILL})* {A}(?:{MEANS}|stash|bag|bundle|gram|dope|fent|point|points)', { act: true }),
  rule(
    'method',
    '(?<h>take|swallow|down|eat|pop|chug|gulp|drink|use|do) {A}{QUANT}(?: {FILL})* {A}(?:them|it|everything i (?:have|had|got)|i have|i got|i can find|i can get|in the (?:house|cabinet))',
    { act: true, ctx: true },
  ),
  rule('method', '(?<h>take|swallow|down|eat|pop|chug|gulp|drink) {A}{QUANT}(?: {FILL})* {A}(?:them|it|those|these)', {
    act: true,
    sentence:
      /(?:^| )(?:pills?|meds|medication|medicine|tablets?|bottle|xanax|oxy|benzos?|percs?|sleeping|tylenol|insulin|seroquel|antidepressants?|painkillers?|methadone|suboxone|subs)(?: |$)/,
  }),
  rule('method', '(?<h>take|swallow|down|pop|chug|drink|eat) {A}(?:them|it|these|those|my {MEANS}|the {MEANS}) {A}all(?: at once| together)?', { act: true }),
  rule(
    'method',
    '(?<h>take|swallow|down|pop|eat|drink) {A}(?:my|the|his|her|some|a lot of|a few) {A}(?:\\w+ )?{MEANS} {A}(?:all at once|at once|with (?:alcohol|vodka|booze|whiskey|wine|liquor|beer)|on purpose|to die|so i (?:do not|will not|never) wake up|and (?:not|never) wake up|and go to sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and))',
    { act: true },
  ),
  rule('method', '(?<h>overdose)(?! (?:prevention|reversal|awareness|training|kit|death|deaths|crisis|risk|symptom|sign|class|response))', {
    act: true,
    // Overdoses seen, treated or reversed at work ("I'm an ER nurse and I've seen a lot of overdoses") are other people's.
    notSentence:
      /(?:^| )(?:seen|see|saw|seeing|witness|witnessed|witnessing|watch|watched|respond to|responded to|responding to|treat|treated|treating|reverse|reversed|reversing|revive|revived|reviving|work|worked|working|deal with|dealt with|dealing with) (?:a lot of |lots of |so many |too many |many |countless |hundreds of |dozens of |a few |several |\d+ |more |enough )?(?:\w+ )?overdoses(?: |$)/,
  }),
  rule('method', '(?<h>take|have) (?:an|a) (?:intentional |deliberate |fatal |lethal |big )?overdose', { act: true }),
  rule(
    'method',
    '(?<h>use|shoot up|shoot|inject|slam|bang|snort|smoke|do|take|drink|hit|keep use|keep drink) {A}(?:until|till|til|so|so that|and|hope|hop) {A}(?:i |my heart )?{A}(?:die|stop|stop breathe|do not wake up|never wake up|not wake up|will not wake up|overdose|drop|be dead|do not come back|never come back|it kill me|i be gone)',
    { act: true },
  ),
  rule('method', '(?<h>drink|use|smoke|shoot|drug) {A}myself to death', { act: true }),
  rule('method', '(?<h>hot shot|hotshot)'),
  rule(
    'method',
    '(?<h>enough) {A}(?:{MEANS}|\\w+ ){0,2}{A}to {A}(?:kill (?:me|myself|a horse|an elephant)|die|not wake up|end it|drop a horse|do it|never wake up|put me down|stop my heart|be lethal|od|overdose)',
  ),
  rule(
    'method',
    '(?<h>mix|combine|take) {A}(?:my |the |some )?(?:{MEANS}|pill|med|sleep pill)(?: \\w+)? (?:with|and) (?:alcohol|booze|vodka|liquor|whiskey|fent|fentanyl|heroin|opioid|dope|wine|beer|{MEANS})(?! by accident)',
    { act: true },
  ),
  // firearms
  rule('method', '(?<h>shoot|shot) {A}(?:myself|me in the (?:head|face|heart|mouth|chest))', { act: true }),
  rule(
    'method',
    '(?<h>blow|put|stick|place) {A}(?:my (?:brain|brains|head) out|a (?:bullet|gun|pistol|barrel) (?:in|to|through|into|against) (?:my|me)|the (?:gun|barrel|pistol) (?:in|to|into|against) my|my (?:gun|dad gun|father gun|\\w+ gun) (?:in|to|against) my)',
    { act: true },
  ),
  rule('method', '(?<h>eat) {A}(?:a|my) (?:bullet|gun|pistol|shotgun)', { act: true }),
  rule('method', '(?<h>gun|pistol|barrel|shotgun|rifle|muzzle|{GUN}) (?:to|in|against|under) my (?:head|mouth|temple|chin|chest|heart|jaw|throat)'),
  rule('method', '(?<h>pull) the trigger(?! on)'),
  rule('method', '(?<h>use|grab|get|load|take) {A}(?:my|the|his|her|dad|my dad|my \\w+|a) {A}{GUN}(?: on myself| to do it| to end it|{END})', { ctx: true }),
  rule(
    'method',
    '(?<h>think|dream|obsess|fixate|fantasize) {A}(?:about|of|on) {A}(?:the|my|his|her|dad|a|that|my dad|my \\w+) (?:{GUN}|pill|bridge|rope|noose|track|train|razor|blade|knife|tall building|roof|ledge|cliff|garage|car in the garage|overpass|river|lake|bottle of pill|bottle of {MEANS}|stash|belt)(?! (?:loan|club|game|card|financing|job|project|work|repair|construction|closure|toll|traffic|photo|picture|painting|design|model|light|tour|view|set|schedule|ticket|station|company|team|case|stock|ride|trip|season|sale|door|opener|cleanout|party|house|trail|walk|cruise))',
    { notSentence: AWAY },
  ),
  // heights, vehicles, water
  rule(
    'method',
    '(?<h>jump|leap|throw myself|fling myself|hurl myself|step|walk|fall|dive|launch myself|drop|yeet myself|jumping|swan dive) {A}(?:off|from|out of|out|in front of|into|onto|over(?<!(?:walk|step|drive|drop|fall) over)|of|down from|down) {A}(?:a|the|this|that|my|some|an|one of the|one of those)? {A}(?:\\w+ )?(?:{HEIGHT}|{VEHICLE}|{WATER}|window|ledge|roof)(?! \\w+ (?:jump|dive|pool))',
    {
      act: true,
      // Getting off a bus or train, or a swim: "stepped off the bus at 5th", "jumped off the dock with the kids, so fun".
      notSentence:
        /^(?!.*(?:in front of|\bdie\b|\bdead\b|kill|end it|suicide|never come back|not come back))(?=.*(?:(?:step|stepped|stepping|steps|walk|walked|get|got|hop|hopped|jump|jumped) (?:off|out of) (?:the|a|my) (?:bus|train|car|truck|subway|tram|van|metro|plane|boat|ferry|cab|taxi|uber)|cannonball|so fun|swimming|went swimming|for a swim|diving board))/,
    },
  ),
  rule('method', '(?<h>jump)(?= \\| )', { ctx: true, act: true }),
  rule('method', '(?<h>lie|lay|lie down|lay down|sit|stand|park) {A}(?:down )?(?:on|across) (?:the|some) (?:train )?(?:track|rail|railroad|railway|tracks)', {
    act: true,
  }),
  rule('method', '(?<h>get|be) {A}(?:hit|run over|crush) by (?:a|the) (?:train|car|bus|truck|semi|subway)', { act: false }),
  rule(
    'method',
    '(?<h>crash|drive|steer|swerve|wreck|wrap|plow|slam|aim|run) {A}(?:my|the|our)? {A}(?:car|truck|vehicle|van|motorcycle|bike|jeep)? {A}(?:into|off|in front of|around|head on into|straight into) (?:a|the|an|some|oncoming)? {A}(?:(?!by |because )[^ |]+ ){0,3}?(?:tree|wall|pole|bridge|cliff|river|lake|traffic|oncoming traffic|semi|truck|median|barrier|guardrail|road|overpass|embankment|ravine|telephone pole|train|bus|concrete|quarry|lake|ditch|canyon|guard rail)(?! by accident| because i (?:was|be) (?:tired|texting|distracted))',
    { act: true },
  ),
  rule(
    'method',
    '(?<h>crash|wreck|total) {A}(?:my|the) (?:car|truck|van|motorcycle) (?:on purpose|intentionally|deliberately|and (?:not|never) (?:survive|come back|walk away))',
    { act: true },
  ),
  rule('method', '(?<h>let go of) the (?:wheel|steering wheel|railing)', { act: true }),
  rule('method', '(?<h>drown) {A}myself', { act: true }),
  rule(
    'method',
    '(?<h>walk|wade|swim) {A}(?:into|out into|out in|out to) (?:the|a) (?:water|ocean|sea|lake|river|bay|waves|surf)(?: \\w+)? {A}(?:and|until|till|til) {A}(?:not|never|do not) {A}(?:come back|come up|stop)',
    { act: true },
  ),
  rule('method', '(?<h>let) {A}the (?:water|wave|waves|current|river|ocean|sea) take me'),
  rule('method', '(?<h>go|stay|sink) under (?:the water )?(?:and )?(?:not|never|do not) come (?:back )?up'),
  rule('method', '(?<h>fill) my pocket with (?:rock|stone)'),
  // hanging, suffocation, gas
  rule('method', '(?<h>hang|strangle|choke|suffocate|asphyxiate|noose) {A}myself', { act: true }),
  rule('method', '(?<h>noose)(?! knot tutorial)'),
  rule('method', '(?<h>rope|belt|cord|sheet|scarf|tie|leash|cable) (?:around|round|to|over) my (?:neck|throat)'),
  rule(
    'method',
    '(?<h>tie|tied|put|wrap|fasten|loop|hang) {A}(?:a|the|my) (?:rope|belt|cord|noose|sheet|scarf|tie|extension cord|leash|cable) (?:around|round|to|over|from) (?:my neck|my throat|the (?:ceiling|beam|door|closet|railing|fan|rafter|tree|pipe|banister|shower rod|hook))',
    { act: true },
  ),
  rule('method', '(?<h>rope)(?= \\| | myself | tonight | today )', {}),
  rule('method', '(?<h>want|go|wanna|plan|be go|gonna|think about|ready) {A}to {A}rope', {}),
  rule('method', '(?<h>neck) myself', { act: true }),
  rule('method', '(?<h>plastic bag|bag) over my head'),
  rule(
    'method',
    '(?<h>carbon monoxide|exit bag|helium (?:tank|hood)|charcoal (?:in|burn|grill in)|inert gas)(?! detector| alarm| leak| poison in the house| poisoning| poison (?:be|is))',
  ),
  rule('method', '(?<h>run|leave|sit in|start) {A}(?:the|my) (?:car|engine|truck) {A}(?:run )?(?:in|inside) (?:the|a|my) (?:closed |shut )?garage', {
    act: true,
    // Warming up a car is not a method.
    notSentence: /(?:^| )(?:warm|warms|warming|warmed|heat|heater|defrost|defrosting|charge|charging|battery|cold|freezing|before work|for a minute)(?: |$)/,
  }),
  rule('method', '(?<h>gas) myself|(?<h2>turn on) the gas (?:and|oven)'),
  // cutting to die, poison, stabbing, fire
  rule(
    'method',
    '(?<h>slit|slash|cut|open|slice|carve|split) {A}(?:open )?(?:my|both|both of my|one of my) (?:wrist|wrists|throat|vein|veins|artery|arteries|jugular)',
    { act: true },
  ),
  rule('method', '(?<h>bleed|bled) {A}(?:myself )?out', { act: true }),
  rule(
    'method',
    '(?<h>cut|slice) {A}(?:too |really |so |way |deep )?(?:deep|deeper|vertical|vertically|down the road) (?:enough )?(?:to (?:die|end it|not wake up)|this time|for good|so it (?:work|be over))',
    { act: true },
  ),
  rule(
    'method',
    '(?<h>drink|swallow|take|eat|chug) {A}(?:some |the |a bottle of |a glass of |a cup of )?(?:bleach|antifreeze|rat poison|poison|pesticide|drain cleaner|lye|weed killer|windshield fluid|cyanide)',
    { act: true },
  ),
  rule('method', '(?<h>poison) {A}myself', { act: true }),
  rule('method', '(?<h>stab|impale) {A}myself', { act: true }),
  rule('method', '(?<h>knife|blade|razor) (?:to|into|in|through|across|against) my (?:throat|chest|heart|wrist|neck|stomach)', {}),
  rule('method', '(?<h>set|light) {A}myself on fire|(?<h2>burn) myself alive|(?<h3>self immolate)', { act: true }),
  rule('method', '(?<h>starve) {A}myself to death', { act: true }),
  // thinking about how, looking for ways
  rule(
    'method',
    '(?<h>how|way|ways|method|methods) (?:i would|i could|i will|i be go to|i can|i might|to) {A}(?:kill myself|die|end it|end my life|off myself|go through with it)',
    { ctx: false },
  ),
  // "do it" after "how" or "way": not an evaluation ("that would be the way to do it, slow cooker overnight").
  rule(
    'method',
    '(?<!(?:be|is|was) (?:the|a|one) )(?<h>how|way|ways|method|methods) (?:i would|i could|i will|i be go to|i can|i might|to) {A}do it(?! differently| better| again| over| right| next time| if i could)',
    { ctx: false },
  ),
  rule(
    'method',
    '(?<h>painless|quick|quickest|easiest|best|fastest|least painful|most effective|surest|peaceful|clean) (?:way|ways|method|methods) (?:to|of) {A}(?:die|go(?! (?:downtown|uptown|home|to|there|from|about|for|get|into|across|back|up|down|out|through|around|by|in|on|anywhere|somewhere|over|across|via|if|with|at|is|be)\\b)|do it|end it|kill myself|end my life|commit suicide|suicide|off myself|not wake up)',
  ),
  rule('method', '(?<h>method|methods) (?:of|for|to) {A}(?:suicide|kill myself|end it|die|end my life)'),
  rule(
    'method',
    '(?<h>what would happen if|what happen if|what if|how many|how much) i {A}(?:just )?(?:take|swallow|took|drink|jump|overdose|mix|shoot|drive|step|cut)(?: \\w+){0,4} (?:{MEANS}|all|off|into|in front of|the bridge|the roof|my wrist)',
  ),
  rule(
    'method',
    '(?<h>how many|how much) {A}(?:{MEANS}|\\w+ ){0,2}{A}(?:it would take|would it take|do it take|it take|to|would) {A}(?:to )?(?:die|kill me|kill a person|kill someone|be lethal|be fatal|od|overdose|not wake up|stop my heart|end it|do it)',
  ),
  rule(
    'method',
    '(?<h>use) {A}(?:my|the|his|her|a|some|all my|all the|dad|mom) {A}(?:\\w+ )?(?:{MEANS}|{GUN}|rope|belt|car|knife|razor|blade|cord|insulin|bleach|poison|charcoal) {A}to {A}(?:end it|kill myself|die|do it|end my life|overdose|od|end everything|finish it|not wake up|go to sleep forever(?! on| in| until| till| this| every| at| tomorrow| today| and))',
    { act: true },
  ),
  rule(
    'method',
    '(?<h>go to|be go to|will|want to|about to|ready to|need to|could just|should just|might just|gonna|plan to|think about|keep think about|wanna) {A}jump(?={END}| tonight| today| now| right now| soon| off(?! the couch| the bed| the stage)| from| in front| this)',
  ),
  rule(
    'method',
    '(?<h>take|use|shoot up|shoot|do|snort|smoke|drink|swallow|inject|mix|slam|bang) (?:\\w+ ){0,6}?(?:so|so that|and|until|till|hope|hoping) (?:i )?{A}(?:do not|will not|never|would not|wo not) {A}wake up',
    { act: true },
  ),
  rule('method', '(?<h>hose|tube|pipe) {A}(?:from|to|in|connected to|on|into|through) (?:the |my )?(?:exhaust|tailpipe|car window)', { act: true }),
  rule(
    'method',
    '(?<h>shoot up|shoot|use|snort|smoke|take|inject|swallow) {A}(?:a huge amount|a big amount|a massive amount|a ton|way too much|too much|so much|more than i ever have|a lethal amount|a deadly amount|an insane amount|enough to (?:die|kill me|not wake up|drop))',
    { act: true },
  ),
  rule(
    'method',
    '(?<h>wonder|wondering|think about|curious|calculate|count|figure out|think) {A}(?:about )?how (?:many|much) {A}(?:of )?(?:my |the |these |those )?(?:{MEANS}|them)(?: \\w+)? {A}(?:it would take|it will take|it take|i would need|i need|would do it|would be enough|would kill me|would do)',
  ),
  rule(
    'method',
    '(?<h>stare|staring|look|looking|eye|eyeing|keep look|keep stare|sit with|hold|holding) {A}at (?:the|my|his|her|dad|mom|those|these|that|a) (?:bottle of pill|pill|{GUN}|rope|noose|razor|blade|knife|knive|bridge|track|train track|pill bottle|belt|medicine cabinet)(?! (?:organizer|box|schedule|bill|receipt|price))',
    { ctx: true },
  ),
  rule('method', '(?<h>lethal|fatal|deadly) (?:dose|amount|quantity|combination|mix|height|drop)'),
  rule('method', '(?<h>use|turn|point|aim) {A}(?:it|them|that|this|the \\w+|my \\w+|his \\w+|her \\w+|dad \\w+|a \\w+) (?:\\w+ )?on myself', { act: true }),
  rule(
    'method',
    '(?<h>easy|easier|simple|quick|tempting|nice|peaceful) (?:it would be |it be |would it be |it could be )?{A}to {A}(?:jump|step off|let go|swerve|drive off|fall|lean forward|walk into traffic|step into traffic|step in front|drive into|pull the trigger|take them all|take all|swallow them all|go under|drown)',
  ),
  rule(
    'method',
    '(?<h>get my hands on|get ahold of|get a hold of|get hold of|have access to|access to|find) {A}(?:a|the|my \\w+|his|her|some) {A}(?:{GUN}|rope|noose)(?! for (?:work|hunting|the range|protection))',
  ),
  rule(
    'method',
    '(?<h>swerve|drive|steer|veer|jerk the wheel) {A}(?:my car |the car |the wheel )?(?:off (?:it|the edge|the side|the rail|the railing|the guardrail)|into (?:it|the edge|the side|the rail|the railing|the guardrail|oncoming|the other lane)|over (?:the edge|the side|the rail|the railing|the guardrail))',
    // "drove over it on the way to work" is a commute across a bridge, not off it.
    { notSentence: /(?:^| )(?:on the way|on my way|way to|way home|commute)(?: |$)/ },
  ),
  rule(
    'method',
    '(?<h>go|drive|walk|head|get|climb|climb up) {A}(?:to|up|onto|on) (?:the|a|that) (?:\\w+ )?(?:{HEIGHT}|cliff|cliffs|track|rail|railroad)(?: \\w+){0,6}? and (?:just )?(?:jump|end it|do it|step off|throw myself|let go)(?= ?\\|| tonight| today| off it| from it| from there| in front)',
  ),
  rule(
    'method',
    '(?<h>go|drive|walk|head|get) {A}(?:to|into|down to) (?:the|a|that) (?:\\w+ )?(?:water|river|lake|ocean|sea|bay)(?: \\w+){0,6}? and (?:just )?(?:walk in and never come back|never come back|keep walk|keep go|drown myself|not come back|end it|let it take me|go under)',
  ),
  rule(
    'method',
    '(?<h>drink|booze|get drunk|get wasted) (?:\\w+ ){0,2}(?:and|with|then) (?:take|swallow|pop|down) (?:all )?(?:of )?(?:my |the |some |a bunch of )?(?:{MEANS})(?: all)?(?: together| at once| with it| on top)',
  ),
  rule(
    'method',
    '(?<=(?:bridge|roof|rooftop|cliff|ledge|overpass|building|balcony|tower|garage|edge|railing|window)(?: [^|]+)? )(?<h>jump|step off|let go|lean forward)(?= \\|)',
    { act: true },
  ),

  /* ---- self-harm ---- */
  rule(
    'self_harm',
    '(?<h>hurt|harm|cut|burn|hit|punch|slap|scratch|bite|carve|injure|mutilate|bruise|starve|claw|scald|beat|whip|pinch|smack|bang|brand|punish|cutt) {A}(?:myself|my (?:own )?(?:body|self))(?! up| out| in the foot| over| to sleep)',
  ),
  rule(
    'self_harm',
    '(?<h>self) (?:harm|injure|injury|mutilate|mutilation|harming|injuring|inflict)(?! (?:awareness|prevention|group|resources|training|class|screening|question|scar|scars))',
  ),
  rule(
    'self_harm',
    '(?<!(?:get|got) )(?<h>cut)(?= \\| | again | tonight | right now | now | rn | today | yesterday | last | deep | deeper | myself | on purpose | more | so bad | really bad | badly | for the first time | every night | every day | a lot | when | after | before | because | and | but | or | so | until | till | til | to feel | instead | anymore | lately | recently | over | while | at | in the bathroom | in my room | in the shower | with )',
  ),
  rule(
    'self_harm',
    '(?<!(?:get|got) )(?<h>cut|carve|slice|scratch|burn|gouge) {A}(?:into )?(?:my|both|on my) {A}(?:arm|arms|leg|legs|thigh|thighs|skin|stomach|belly|hip|hips|forearm|forearms|body|ankle|ankles|chest|shoulder|shoulders|wrist|wrists|side|upper arm|inner arm|inner thigh|thigh again)(?! by accident| accidentally| on (?:the|a|an|some|my)| while| cooking| shaving| opening| at work| in the(?! bathroom| shower| bath| tub| closet| bedroom| car| dark))',
  ),
  rule(
    'self_harm',
    '(?<h>burn|brand) {A}(?:myself|my (?:arm|arms|leg|legs|skin|hand|hands|wrist|wrists|thigh|thighs)) (?:with|on purpose|using) {A}(?:a |my |the )?(?:lighter|cigarette|match|matches|iron|hot|lighter again|candle|curling iron)',
  ),
  rule(
    'self_harm',
    '(?<h>bang|hit|smash|slam|punch|knock) {A}my (?:head|fist|fists|hand|hands) {A}(?:against|into|on|through) (?:the |a )?(?:wall|walls|floor|door|desk|table|mirror|window)(?: until| over and over| again| on purpose| till| til|{END})',
  ),
  rule(
    'self_harm',
    '(?<h>hit|punch|smack|slap|beat|whip|hurt|bruise|bang|bite|scratch|pinch|claw|squeeze|twist|burn|cut|slam|dig|stab) {A}(?:myself|my (?:own )?(?:\\w+)) (?:\\w+ ){0,4}?(?:until|till|til) (?:it|they|i|my \\w+) {A}(?:bleed|bled|bruise|bruised|swell|swelled|break|broke|go numb|went numb|scar|scarred|blister|blistered)',
  ),
  rule(
    'self_harm',
    '(?<h>deserve|need|want) {A}to (?:hurt|bleed|feel pain|be in pain|suffer physically|be punished physically)(?={END}| again| tonight| right now| so bad)',
  ),
  rule(
    'self_harm',
    '(?<h>use|used|take|took) {A}(?:a|my|the|some) (?:lighter|razor|blade|knife|box cutter|scissors|cigarette|sharpener|compass|safety pin|needle|pencil sharpener) (?:on|to) (?:my|myself)(?: \\w+)?(?! (?:hair|nails|beard|eyebrows|legs to shave))',
  ),
  rule(
    'self_harm',
    '(?<!(?:get|got) )(?<h>scratch|pick|cut|claw|dig|scrape|rub) (?:\\w+ ){0,3}(?:until|till|til) (?:i|it|they|my \\w+) {A}(?:bleed|bled|bleeding|was raw|be raw|break|broke|scar|scarred)',
  ),
  rule('self_harm', '(?<h>make|made) myself (?:bleed|bruise|hurt|burn|throw up blood|sick on purpose)'),
  rule('self_harm', '(?<h>draw|drew) blood(?: on purpose| again| tonight)?(?= \\| | again | tonight | on purpose | with )'),
  rule(
    'self_harm',
    '(?<h>urge|urges|need|craving|cravings|itch|want|temptation|impulse) {A}(?:to|for) {A}(?:cut|burn|hurt|harm|hit|bleed|feel pain|see blood|scratch|carve|self harm)(?! (?:back|down|out|off|ties|class|corners|it out|the|him|her|them|people|someone|carbs|sugar|loose|in|up|someone|somebody|a|an|some|this|that|those|these|your|his|their|our|calorie|cost|budget|hour)| my (?!arm|wrist|leg|thigh|skin|body|stomach|hip|forearm|chest|face|wrists|arms|legs|thighs))',
  ),
  rule(
    'self_harm',
    '(?<h>new|fresh|more|recent|deep|deeper) (?:cut|burn|wound|gash|slash|scratch|mark|scar)(?! (?:of|to|in) (?:meat|the budget|hour|funding|benefit|spending|pay|staff|the team)| grass| flower| hair| fry| fries| of beef| of steak)',
  ),
  rule(
    'self_harm',
    '(?<h>hit|punch|smack|slap|beat|whip|hurt|bruise|bang) {A}(?:my|both of my|my own) (?:leg|arm|thigh|head|face|stomach|chest|side|hand|fist|wrist|body|knuckle)(?: \\w+){0,4}? (?:until|till|til|so hard|on purpose|with (?:a|the|my) (?!ball|racket)\\w+|again|over and over|to feel|because i deserve)',
  ),
  rule('self_harm', '(?<h>relapse|relapsed|slip|slipped) {A}(?:on|with|into|and)? {A}(?:cut|self harm|sh|burn|harm|hurt myself)'),
  rule(
    'self_harm',
    '(?<h>razor|blade|blades|box cutter|sharpener|exacto|x acto) {A}(?:on|to|against|across) {A}my (?:skin|arm|arms|leg|legs|thigh|thighs|wrist|wrists|body|stomach)',
  ),
  rule(
    'self_harm',
    '(?<h>pull|pick|rip|scratch|claw) (?:at )?(?:out )?(?:my )?(?:hair|skin|scab|nail|nails|arm|arms|leg|legs) (?:out )?(?:until|till|til) (?:it |i |they )?(?:bleed|bled|raw)',
  ),

  /* ---- intent: going to act ---- */
  rule(
    'intent',
    '(?<h>will|be go to|go to|wo|would) {A}(?:not|never) {A}be (?:here|alive|around)(?= (?:tomorrow|much longer|for (?:much )?long|by|after tonight|next week|anymore soon|when (?:you|they|she|he|everyone) (?:wake|get|come|read|find))| \\| )',
    { also: ['passive_ideation'] },
  ),
  rule(
    'intent',
    '(?<h>not|never) {A}(?:go to |gonna )?{A}be (?:here|alive|around)(?= (?:much longer|for (?:much )?long|by|after tonight|next week|anymore soon|tomorrow|when (?:you|they|she|he|everyone) (?:wake|get|come|read|find)))',
    {
      also: ['passive_ideation'],
      notSentence:
        /(?:^| )(?:vacation|trip|travel|work|appointment|out of town|day off|sick day|visiting|visit|conference|shift|class|school|office|meeting)(?: |$)/,
    },
  ),
  rule(
    'intent',
    '(?<h>will|be go to|go to|gonna) {A}be (?:gone|dead|out of here for good|out of everyone life) {A}(?:tomorrow|tonight|soon|by|before|this weekend|next week|by then|after tonight|in a few days|in a week)',
    {
      also: ['passive_ideation'],
      notSentence:
        /(?:^| )(?:vacation|trip|travel|traveling|travelling|work trip|business|conference|out of town|visiting|visit|camp|camping|weekend away|hospital stay|rehab|detox|treatment|inpatient|flight)(?: |$)/,
    },
  ),
  rule(
    'intent',
    '(?<h>tomorrow|tonight|soon|by morning|by the weekend|by friday) {A}i {A}(?:will|will be|be go to be|go to be|be) {A}(?:gone|dead)(?= ?\\||,| and| for good| forever)',
    {
      also: ['passive_ideation'],
      notSentence: /(?:^| )(?:vacation|trip|travel|traveling|work trip|business|conference|out of town|visiting|visit|camp|camping|flight)(?: |$)/,
    },
  ),
  rule(
    'intent',
    '(?<h>tonight|today|tomorrow|this weekend|friday) (?:be|will be|be go to be) (?:the night|the day|it|my last(?: night| day| day on earth| night on earth| sunset| morning)?|the end)(?:{END}| for me)',
    {
      ctx: true,
    },
  ),
  rule('intent', '(?<h>this) (?:be|will be) (?:it|the end|my last (?:night|day|entry|message|post|text|goodbye|words)|goodbye)(?:{END}| for me| i be done)', {
    ctx: true,
  }),
  rule(
    'intent',
    '(?<h>my|the) (?:last|final) (?:night|day|morning|week|breath|hour|hours|sunset|sunrise) (?:alive|on earth|on this earth|here|in this world|of my life)',
  ),
  rule(
    'intent',
    '(?<h>it|everything|it all|this|my life|all of it) {A}(?:end|be over|end for me|stop) {A}(?:tonight|today|tomorrow|this weekend|right now|soon|now|for good)(?! at| when i get| with)',
  ),
  rule('intent', '(?<h>nothing|no one|nobody|noone) (?:can|will|could|be go to|go to) {A}(?:stop|change) (?:me|my mind)', { ctx: true }),
  rule(
    'intent',
    '(?<h>made up my mind|my mind be made up|have decide|i decide|decide|it be decide|i be sure now|be set on it|be certain now)(?:{END}| to do it| about it| to go through with it| this time)',
    { ctx: true },
  ),
  rule(
    'intent',
    '(?<h>be do it|do it|go through with it|follow through) {A}(?:tonight|today|tomorrow|this weekend|this time|for real|right now|now|soon|after|when|before|on)',
    { ctx: true },
  ),
  rule('intent', '(?<h>be) {A}(?:finally )?(?:done|ready)(?:{END}| to go| for real| this time| with everything and everyone)', { ctx: true, faint: true }),
  rule(
    'intent',
    '(?<h>last time|the last) (?:you|anyone|anybody|they|everyone|any of you|you all) {A}(?:will|would|be go to) {A}(?:ever )?(?:hear from|see|talk to|hear) me',
    { also: ['preparation'] },
  ),
  rule('intent', '(?<h>will not|never|wo not) {A}(?:have to )?(?:hear from|see|deal with) me (?:again|ever again|anymore)(?! until| after| for)', {
    also: ['preparation'],
    ctx: true,
  }),
  rule(
    'intent',
    '(?<h>will|be go to|go to|should) {A}be (?:gone|dead) (?:by|before) (?:morning|tomorrow|the weekend|friday|saturday|sunday|monday|tuesday|wednesday|thursday|sunrise|the time|then|tonight|dawn|midnight|the end of)',
  ),
  rule(
    'intent',
    '(?<h>be do it|do it|be go to do it|go to do it) {A}(?:tonight|today|now|right now|this time)(?=[^|]*(?: \\| [^|]*)?(?:sorry|forgive me|goodbye|love you|tell \\w+ i love))',
  ),

  rule('intent', '(?<h>be not|will not|never|wo not|not) {A}(?:go to )?{A}(?:come|make it) (?:back|home)(?= ?\\|| this time| again| ever| alive)', {
    also: ['passive_ideation'],
    sentence:
      /(?:^| )(?:bridge|roof|tracks|train|river|lake|ocean|sea|cliffs?|pills|gun|rope|overpass|woods|garage|motel|quarry|ledge|goodbye|sorry|forgive me|love you)(?: |$)/,
  }),
  rule('active_ideation', '(?<h>can not|could not|do not know how to|be not able to|be unable to) {A}(?:keep|stay) {A}(?:myself )?safe(?! from)'),

  /* ---- plan: details worked out ---- */
  rule(
    'plan',
    '(?<h>have|got|make|made|come up with|figure out|work out|worked out|write|wrote|have got|be make|be work on) {A}(?:a|the|my|an|whole|every|all the|detailed|specific|solid|real|actual|exit|suicide) (?:whole |detailed |specific |solid |real |actual |exit |suicide )?plan(?:{END}| for (?:it|how|when|where|tonight|this|friday|the weekend|my death|my suicide|ending it|killing myself)| to (?:do it|end it|kill myself|die|go through)| now| already| ready| and| in place| this time)',
    { ctx: true },
  ),
  rule('plan', '(?<h>plan|planning|planned) (?:my|the) (?:suicide|death|exit|overdose|own death|last day|final day)'),
  rule('plan', '(?<h>suicide plan|plan to (?:kill myself|die|end it|end my life|overdose|od|take my life|do it|jump|hang myself|shoot myself))'),
  rule(
    'plan',
    "(?<h>know|knew|figure out|work out|decide|decided|worked out|pick|picked|choose|chose|set|settle on|plan|planned|map out|mapped out) {A}(?:exactly |already )?(?:how|when|where|what|which) (?:i would|i will|i be go to|i go to|i can|to|i could|i would want to|i want to|i be gonna|i'd) {A}(?:do it(?! differently| better| again| over| right| next time| if i could)|end it|kill myself|die|go|jump|use|take them|take the pill|take all|hang|shoot|overdose)",
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>pick|picked|choose|chose|set|settle on|have|got) {A}(?:out )?(?:a|the) (?:date|day|time|spot|place|bridge|method|way|location|night)(?:{END}| for it| already| and| to do it)',
    { ctx: true },
  ),
  rule(
    'plan',
    "(?<h>know|knew|pick|picked|choose|chose|decide|decided|settle on|figure out|figured out) {A}(?:exactly )?(?:which|what) (?:bridge|building|method|pill|med|gun|rope|tree|spot|place|way|day|date|time|overpass|cliff|garage) (?:i will|i would|i be go to|i go to|to|i want to|i'll|i'd|i can) {A}(?:use|jump|do it|go|take|try|end it)",
  ),
  rule(
    'plan',
    '(?<h>{MEANS}|{GUN}|rope|the bridge|the tracks|the garage|the roof) (?:on|this|next|at|after|when|tonight|tomorrow) {A}(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|night|midnight|\\d+|the kid|everyone|my \\w+|she|he|they|work|my shift)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>choose|chose|pick|picked|set|settle on|have|got) {A}(?:out )?(?:a|the) (?:date|day|time|spot|place|night) {A}(?:to|for) {A}(?:do it|end it|end my life|kill myself|die|go|my suicide|my death|jump)',
  ),
  rule(
    'plan',
    '(?<h>have|got) {A}(?:a|the|my) (?:date|day|time|spot|place|bridge|method|night|location) {A}(?:pick|picked|chosen|choose|set|planned|figured out|decided|ready)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>know|knew) {A}(?:exactly|already) (?:which|what|where|the) (?:\\w+ )?(?:bridge|building|overpass|cliff|parking garage|tree|beam|pill|med|gun|rope|spot|place|method|day|date|tracks|track|train|garage|motel)(?= ?\\|| i | to )',
  ),
  rule(
    'plan',
    '(?<h>figure out|figured out|work out|worked out|have|got|decide on|decided on|settle on|settled on|sort out|sorted out) {A}(?:all )?(?:the|my) (?:detail|details|logistics|method|how and when|when and where|where and when|timing|date|day|time|place|spot|location|way)(?= ?\\|| already| now| for it| and)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>plan|planning|planned|plot|plotting) (?:it|this|my exit|my way out|everything) {A}(?:for|over|since|out for) (?:week|month|day|a while|a long time|ages|the last|the past)',
    { ctx: true },
  ),
  rule('plan', '(?<h>have|got) {A}(?:a|the) (?:date|day|time|spot|place|method) (?:in mind|picked|chosen|set|lined up|ready)', { ctx: true }),
  rule(
    'method',
    '(?<h>go to|will|be go to|plan to|want to|gonna|about to) {A}use (?:the|my|his|her|dad|a|that) (?:\\w+ )?(?:{GUN}|rope|noose|belt|pill|razor|blade|cord|bridge|garage|car|knife)(?! to (?:fix|tie|hang (?:up|the)|cut (?:the|some|a)|cook|make))',
    { act: true },
  ),
  rule(
    'method',
    '(?<h>so|so that|and then|then) i (?:can|could|will|would) {A}(?:jump|step in front|step off|throw myself|let go|swallow them|take them all|end it|do it)(?= ?\\|| in front| off| from| when| tonight)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>write|wrote|written|map out|mapped out|sketch out) {A}(?:out )?(?:the|a|my) (?:plan|steps|timeline|details)(?:{END}| for it| of how| of when)',
    { ctx: true },
  ),
  rule(
    'plan',
    "(?<h>know|knew|figure out|work out|decide|picked|settle on|plan) {A}(?:exactly |already |now )?(?:(?:how|when|where|what time|which day)(?: and| or|,)? )+(?:i be go to|i go to|i will|i would|i be gonna|i'll|i plan to|to|i want to|i can) {A}(?:do it(?! differently| better| again| over| right| next time| if i could)|end it|kill myself|end my life|go through with it|do this)",
  ),
  rule(
    'plan',
    '(?<h>pick|picked|choose|chose|find|found|scout|scouted|settle on|settled on) {A}(?:out )?(?:the|a|my|which) (?:bridge|building|overpass|cliff|parking garage|tree|beam|spot to do it|place to do it|spot to jump|place to jump|day to do it|date to do it|method)',
  ),
  rule(
    'plan',
    '(?<h>plan) (?:be|will be) {A}(?:to )?{A}(?:{MEANS}|jump|hang|the bridge|the gun|the rope|use|take|drive|overdose|shoot|drown|walk into|do it|end it|kill myself|go to the|go off|crash|swallow|the garage|the river|the tracks|the train)',
  ),
  rule(
    'plan',
    '(?<h>plan|planned|map|mapped|figure|figured|work|worked|think|thought) (?:it|everything|the whole thing) {A}(?:all )?(?:out|through)(?: already| now| for)?(?= ?\\|| and| i be)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>work out|worked out|figure out|figured out|calculate|calculated|count|counted|know|knew|research|researched) {A}(?:exactly )?how (?:many|much) {A}(?:{MEANS}|\\w+ ){0,2}(?:i need|i would need|i will need|i have to take|it will take|it would take|to take|it take|to do it|i need to take|will do it|would do it|i have to)',
  ),
  rule('plan', '(?<h>plan and (?:the|a) means|means and (?:a|the) plan|plan and the mean|method and a (?:date|time|place))'),
  rule(
    'plan',
    '(?<h>have|got) (?:it|everything|it all|the whole thing|all of it|all) (?:all )?(?:figured|worked|planned|mapped|sorted)(?: out)?(?= ?\\|| out| already| now)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>decide|figure out|work out|know|plan|pick|choose|settle) {A}(?:exactly )?(?:how|when|where)(?: and (?:how|when|where)| or (?:how|when|where)|, (?:how|when|where))+(?= ?\\|| already| now)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>{MEANS}|{GUN}|rope|bridge|track|garage|roof|overpass|cliff|river|lake|motel|parking garage)(?=(?: [^ |]+| \\|){0,10} (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|midnight|weekend|noon|\\d+ ?(?:am|pm)|\\d+ o clock) )',
    { ctx: true, faint: true },
  ),
  rule(
    'plan',
    '(?<h>monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|midnight|weekend)(?=(?: [^ |]+| \\|){0,10} (?:{MEANS}|{GUN}|rope|bridge|track|garage|roof|overpass|cliff|river|lake|motel) )',
    { ctx: true, faint: true },
  ),
  rule('plan', '(?<h>plan|research|prepare) {A}(?:\\w+ ){0,2}for (?:week|month|day|a while|a long time|ages)(?:{END}| now| already)', { ctx: true }),

  /* ---- preparation ---- */
  rule(
    'preparation',
    '(?<h>give|gave|give away|gift|hand out|sell|sold|donate) {A}(?:away )?(?:all |most |some )?(?:of )?my (?:stuff|thing|belonging|possession|valuable|clothes|guitar|dog|cat|pet|game|collection|everything|jewelry|book|record|tool|ps5|xbox|art|ring|watch|car|plant|shoe|prized|favorite|favourite|most important|treasured)(?:\\w*)?(?: \\w+)? (?:away|to (?:my|people|friends|everyone|family|her|him|them|\\w+)(?! for (?:her|his|their) birthday))',
    { ctx: true, faint: true },
  ),
  rule(
    'preparation',
    '(?<h>give|gave|give away|giving|hand out) {A}(?:away )?(?:all |most |some |a lot )?(?:of )?my (?:stuff|thing|belonging|possession|valuable|everything|clothes|prized possession|most important thing|treasured thing|favorite thing|special thing)(?: away)?(?! to (?:goodwill|charity|the thrift|donation|salvation army))',
    {
      notSentence:
        /(?:^| )(?:moving|move|moved|downsize|downsizing|declutter|decluttering|spring cleaning|minimalism|minimalist|new apartment|new place|new house|goodwill|charity|donate|donation|thrift|garage sale|yard sale|outgrew|outgrown|upgrade|upgrading|don't use|do not use|never use)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>will not|wo not|do not|will never|be not go to) {A}need (?:it|them|this|my \\w+|any of (?:it|this|my \\w+)|anything|these|that|those) {A}(?:where i be go|after i be gone|when i be gone|once i be gone|after (?:tonight|i die)|in heaven|on the other side)',
  ),
  rule(
    'preparation',
    '(?<h>so) (?:that )?(?:the kids|my kids|my kid|my \\w+|my \\w+ \\w+|no one|nobody|noone|they|she|he|my family|my parents|the \\w+) {A}(?:do not|will not|wo not|never|would not|can not) (?:have to )?(?:find|see|be the one to find|be the one who find|walk in on) me',
  ),
  rule(
    'preparation',
    '(?<h>pick|plan|choose|write|wrote|decide|decided|pick out|choose out|select) {A}(?:out )?(?:\\w+ ){0,3}(?:for|at) my (?:own )?(?:funeral|memorial|wake)',
  ),
  rule(
    'preparation',
    '(?<h>give|gave) away {A}(?:my|all my|everything)(?! old| extra| spare| outgrown| to (?:goodwill|charity|the thrift|donation|salvation army))',
    { ctx: true, faint: true },
  ),
  rule(
    'preparation',
    '(?<h>will not|wo not|do not|will never) {A}(?:be )?need (?:it|them|this|my \\w+|any of (?:it|this|my \\w+)|anything|these|that) {A}(?:anymore|any longer|where i be go|after (?:tonight|this week|friday)|for much longer|soon)(?! because| since i (?:quit|stop|get))',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>say|said|saying|text|texted|write|wrote|call|called|leave|left|make|made|record|recorded) {A}(?:my )?(?:goodbye|goodbyes)(?: \\w+){0,2}? (?:to )?(?:everyone|everybody|all|my (?:family|kid|friend|loved one|mom|dad|son|daughter|wife|husband|parent|sister|brother|dog|cat|girlfriend|boyfriend|people)|the (?:people|ones) i love|them all|them|her|him|the kid|my \\w+)?(?! at the| before (?:my|the|her|his) (?:flight|trip|vacation))(?:{END}| (?:tonight|today|just in case|in case|one last time|for the last time|forever|for good|and|before|because|without|so))',
    { ctx: false },
  ),
  rule(
    'preparation',
    '(?<h>my goodbyes|goodbye (?:letter|note|message|video|text|post|email|voicemail)|(?:this be|consider this) (?:my )?goodbye|goodbye (?:forever|for good|for the last time|everyone|world|cruel world)|say (?:a )?final goodbye|final goodbye|last goodbye)',
    {
      notSentence:
        /(?:^| )(?:funeral|wake|memorial|airport|station|flight|trip|vacation|leaving for|moving|party|graduation|retirement|last day|farewell|visit|visiting|the year|2\d\d\d|college|camp|deployment|deploying)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<!(?:old|former|found my|found the|shred|shredded) )(?<h>suicide note|goodbye note|goodbye letter|final letter|last letter|last will and testament)',
  ),
  rule(
    'preparation',
    '(?<h>write|wrote|writing|leave|left|draft|drafted|finish|finished|start|started|record|recorded|type|typed|make|made) {A}(?:out )?(?:a|the|my|some|a few|all|last|final|little)? {A}(?:note|notes|letter|letters|message|messages|video|videos|card|cards|goodbye|email|emails)(?: (?:to|for) (?:my|the|everyone|everybody|whoever|them|her|him|each|all|people|anyone)(?: \\w+){0,3}?)? (?:(?!but )[^ |]+ ){0,8}?{A}(?:\\| )?{A}(?:just )?(?:in case|whoever find me|find me|to find me|for (?:my |the )?\\w+ (?:\\w+ )?to find|for when i be gone|for after i be gone|for after|when i be gone|after i be gone|explain|to explain|so they (?:know|understand|will know)|to be find|for whoever find|for them to find|sorry for what|for my funeral|to read after|for after i die|if something happen to me|once i be gone|for when i be not here|for when i be no longer here|say goodbye|to say goodbye|tell (?:them|everyone|her|him) (?:why|i be sorry|goodbye|it be not their fault)|apologize|that it be not their fault|it be not your fault)',
  ),
  rule(
    'preparation',
    '(?<h>write|wrote|writing|leave|left|draft|drafted|finish|finished) {A}(?:a|the|my|some) (?:note|letter|letters)(?:{END}| (?:for|to) (?:my|everyone|them|her|him)(?: \\w+)?{END})',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>after|once|when|for when|for after) i {A}(?:be|am) {A}(?:gone|dead|no longer here|not here anymore|not around anymore|not here)(?=[^|]*(?: \\| [^|]*)?)(?<=(?:make sure|will go|go to|will have|take care|look after|give|leave|left|want (?:them|you|her|him|everyone|my \\w+) to have|set up|arrange|provide|inherit|get my|have my|watch|read|letter|note|video|instruction|will|money|insurance|know|find|dog|cat|kid|plant)[^|]{0,80}|(?:make sure|will go|go to|will have|take care|look after|give|leave|left|set up|arrange|provide|inherit|record|write|wrote|letter|note|video|instruction)(?: [^|]*)? (?:after|once|when|for when|for after) i {A}(?:be|am) {A}(?:gone|dead|no longer here|not here anymore|not around anymore|not here))',
    { notText: ESTATE },
  ),
  rule('self_harm', '(?<h>carve|cut|scratch|etch|burn) (?:\\w+ ){1,3}(?:into|in|on) my (?:arm|skin|leg|thigh|wrist|stomach|hand|chest|body|forearm)'),
  rule(
    'preparation',
    '(?<h>note|notes|letter|letters|will|goodbye letter|video) (?:be|have be) (?:all )?(?:write|written|done|finish|finished|ready|record|recorded|sealed)',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>{MEANS}) {A}(?:save|saved|stash|stashed|stockpile|stockpiled|hidden|hid|hoard|hoarded|put away|set aside|squirrel away)(?: up| away)?',
    {},
  ),
  rule('preparation', '(?<h>know|knew) {A}(?:exactly )?what i {A}(?:be go to|will|go to|want to|plan to) (?:use|do with) (?:it|them|this|that) (?:for)?', {
    ctx: true,
  }),
  rule(
    'preparation',
    '(?<h>leave|left|make|made|write|wrote|give|gave|set up|arrange|plan|planned|sort out|sorted out) {A}(?:out )?(?:\\w+ ){0,3}(?:instruction|arrangement|plan|wish|wishes|song|music|playlist|detail)s? (?:for|about) my (?:own )?(?:funeral|memorial|burial|cremation|wake)',
  ),
  rule(
    'preparation',
    '(?<h>look up|looked up|google|googled|search|searched|research|researched|read up on|look into|looked into|check|checked|ask|asked) (?:[^ |]+ ){0,8}?(?:the height of|how high|how tall|whether the fall|if the fall|the fall would|would kill me|could kill me|will kill me|be lethal|be fatal|a lethal|a fatal|lethal dose|fatal dose|how long it take to die|how long it take to bleed|how to tie a noose|how to hang|how to overdose|how to kill myself|ways to die|ways to kill myself|how to die)',
  ),
  rule('preparation', '(?<h>after|once|when|for when|for after) i {A}(?:be|am) {A}(?:gone|dead|no longer here|not here anymore|not around anymore)', {
    any: true,
    // Wills written with a lawyer, life insurance, guardians named: estate planning, not a goodbye.
    notText: ESTATE,
    sentence:
      /(?:^| )(?:make sure|made sure|will go|go to|will have|take care|look after|give|gave|leave|left|set up|arrange|provide|inherit|gets?|who gets|list|letter|letters|note|notes|video|instructions?|will|money|insurance|watch|read|find|want (?:them|you|her|him|everyone) to have|dog|cat|kids|plants|accounts?|passwords?|funeral|things|stuff|belongings)(?: |$)/,
  }),
  rule(
    'behavior',
    '(?<h>almost|nearly) {A}(?:go|went|fall|fell|step|stepped|jump|jumped|let go|climb|climbed) (?:over|off|in|into|through) (?:the|that) (?:edge|railing|side of the bridge|rail|ledge|barrier|bridge|roof|cliff|balcony)',
    { act: true },
  ),
  rule(
    'behavior',
    '(?<h>almost|nearly) {A}(?:go|went|step|stepped|jump|jumped|let go|climb|climbed) (?:over|off|in)(?= ?\\|| last| yesterday| and| but| before| when)',
    { act: true, ctx: true },
  ),
  rule(
    'behavior',
    '(?<h>be|stand|stood|sit|sat|go|went|climb|climbed) {A}(?:on|at|to|up on|onto|over) (?:the|a|that) (?:edge of the |top of the )?(?:bridge|roof|ledge|edge|track|train track|overpass|cliff|railing|parking garage)(?= (?:last|yesterday|this|on|for|and|again)| ?\\|)',
    { ctx: true, past: true },
  ),
  rule(
    'imminent',
    '(?<h>in|sit in|sitting in|lie in|lying in|lay in) (?:the|a|my) (?:bath|bathtub|tub|car|garage|closet|bathroom|woods|motel|motel room)(?: (?:in|at|by|on) (?:the|a|my) \\w+)? with (?:a|the|my|some) (?:razor|blade|knife|pill|bottle|rope|gun|belt|cord|hose|toaster|hair dryer|box cutter|tube|charcoal|grill)',
    { ctx: true },
  ),
  rule(
    'imminent',
    '(?<h>have|got|be hold|hold|holding|clutch|clutching) {A}(?:(?:the|a|my|his|her|dad|mom|these|all my|all the|a bottle of|a handful of) )?(?:\\w+ )?{A}(?:{GUN}|rope|noose|knife|razor|blade|pill|bottle|{MEANS}) {A}(?:in my hands? )?(?:right now|now|as we speak|as i type)',
  ),
  rule(
    'behavior',
    '(?<h>took|swallowed|downed|popped|took all|swallowed all) (?:the|all the|all my|them all|all of them|the whole bottle of) (?:{MEANS}|them)(?: all)? (?:already|just now)|(?<h2>already) (?:took|swallowed|downed) (?:the|all the|all my|them all|all of them) (?:{MEANS}|them)',
    { act: true, also: ['imminent'] },
  ),
  rule(
    'preparation',
    '(?<h>hide|hid|hidden|stash|stashed|keep|kept|put) {A}(?:a|the|my|some)? {A}(?:rope|noose|{GUN}|razor|razor blade|blade|blades|bullet|bullets|belt) (?:in|under|behind|inside|somewhere) (?:my|the|a) (?:\\w+ ){0,2}(?:closet|drawer|car|room|bed|garage|trunk|bag|backpack|basement|shed|mattress|box)',
    { notSentence: /(?:^| )(?:hunting|range|camping|boat|tent|climbing|safe|locked|lock)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>buy|bought|get|got|pick up|picked up|order|ordered|stock up on|stocked up on) {A}(?:{QUANT}|\\d+ bottles of|two bottles of|three bottles of|several bottles of|a few bottles of|bottles of|extra) (?:of )?{A}(?:{MEANS}|sleep pill)(?! for (?:my|the) (?:mom|dad|kid|family|trip|week|month))',
    { notSentence: /(?:^| )(?:costco|sale|coupon|cold season|flu season|first aid kit|medicine cabinet restock|prescribed)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>who|whoever) (?:get|gets|should get|will get|can have|should have|will have|inherit|inherits) (?:my|what|all my) (?:\\w+ )?(?:thing|stuff|belong|possession|money|car|dog|cat|kid|clothes|jewelry|record|guitar|everything)?',
    { sentence: /(?:^| )(?:list|wrote|write|writing|note|letter|decided|figured|told|gone|dead|after|when i)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>say|said|saying|text|texted|texting|tell|told) {A}(?:my )?goodbye (?:to )?(?:people|everyone|everybody|my friends|friends|my family|the people i love|them all|all of them|my loved ones|the ones i love)(?! at| before (?:my|the|i) (?:flight|trip|vacation|leave|move))',
  ),
  rule(
    'preparation',
    '(?<h>tell|let) (?:my \\w+|\\w+|them|everyone|her|him) (?:\\w+ )?(?:that |know )?i (?:love|be sorry|be so sorry|never meant)(?: (?:her|him|them|you|everyone|so much|for everything))?(?= ?\\|| and| please| for me)',
    { ctx: true },
  ),
  rule('preparation', '(?<h>for when i be ready|for when the time come|when the time come|for when i decide|for when i do it|for the big day|for when i go)', {
    ctx: true,
  }),
  rule(
    'preparation',
    '(?<h>load|loaded|loading|clean|cleaned|take out|took out|get out|got out) {A}(?:the|my|his|her|dad|a) (?:\\w+ )?(?:{GUN})(?: out of the (?:safe|closet|case|drawer))?',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>have|got) {A}everything i need {A}(?:right here )?(?:to (?:end it|die|do it|kill myself|go through with it|end my life)|for it|for tonight)',
  ),
  rule('preparation', '(?<h>affair|affairs) in order', {
    notSentence:
      /(?:^| )(?:surgery|operation|procedure|doctor|hospital|chemo|diagnosis|deployment|deploying|baby|estate|lawyer|attorney|old age|tax|taxes|paperwork|office|desk|move|moving|files|budget|audit|closet|garage|kitchen|house|documents|trip|vacation|wedding|semester|finals|project|business|work)(?: |$)/,
  }),
  // "Things in order" is also how people say therapy helped them think: only beside another risk statement.
  rule('preparation', '(?<h>thing|things|everything|stuff) in order', {
    ctx: true,
    notSentence:
      /(?:^| )(?:tax|taxes|paperwork|office|desk|move|moving|files|budget|audit|closet|garage|kitchen|house|documents|trip|vacation|wedding|semester|finals|project|business|work)(?: |$)/,
  }),
  rule(
    'preparation',
    '(?<h>it|that|this) (?:be|was) (?:a|my|our) (?:goodbye|final goodbye|last goodbye)|(?<h2>not|never) {A}know (?:it|that) (?:be|was|will be) (?:a |my |our )?(?:goodbye|the last time)',
  ),
  rule(
    'preparation',
    '(?<h>cancel|pay off|close|clean|tidy|organize|sort out|sell|give away|give|empty|delete|finish|settle|update|sign over|transfer)(?: [^ |]+){0,10}? (?:\\| )?so (?:that )?(?:my \\w+|they|no one|nobody|noone|she|he|my family|the kid|everyone|people|nobody else) {A}(?:(?:will not|wo not|do not|would not|never|will never|can not|will) )?(?:have to|need to|be stuck|be left|get stuck|get left|end up with|have anything to|have to deal)(?!\\w)',
    { notSentence: EVENT },
  ),
  rule('preparation', '(?<h>tie|tying|tied) up (?:all )?(?:my )?loose end(?! at work| before (?:my|the) (?:trip|vacation|move|leave)| for the project)'),
  rule(
    'preparation',
    '(?<h>write|wrote|update|updated|make|made|finish|finished|do|did|draft|sign|signed) {A}(?:my|a) will(?! and testament for (?:work|class))',
    { ctx: true, faint: true },
  ),
  rule(
    'preparation',
    '(?<h>plan|planning|planned|pick|picking|picked|choose|chose|write|wrote) {A}(?:out )?(?:my|the) (?:own )?(?:funeral|casket|burial|eulogy|obituary|funeral playlist|headstone|memorial)',
  ),
  rule(
    'preparation',
    '(?<h>make|made|making) sure (?:someone|somebody|my \\w+|they|she|he|people|everyone|the \\w+) (?:will|would|can|could|be go to)? {A}(?:take care of|look after|have|feed|get|adopt|raise|keep) (?:my|the) (?:dog|cat|kid|pet|plant|child|children|son|daughter|fish|bird|stuff|thing)(?: \\w+){0,3}? (?:after|when|once|if) (?:i be gone|i die|i be not here|i be no longer here|i be dead|anything happen|something happen to me)',
  ),
  rule(
    'preparation',
    '(?<h>clean|cleaned|tidy|tidied|organize|organized) (?:up )?(?:my|the) (?:room|apartment|house|place|stuff|thing|car|desk) (?:\\| )?so (?:that )?(?:no one|nobody|they|my \\w+|someone|whoever) (?:have to|has to|will have to|would have to|will not have to|do not have to|wo not have to)',
  ),
  rule(
    'preparation',
    '(?<h>delete|deleted|deleting|wipe|wiped) (?:all )?(?:of )?my (?:account|social media|photo|message|history|profile|instagram|facebook|tiktok)',
    { ctx: true, faint: true },
  ),
  rule(
    'preparation',
    '(?<h>cancel|cancelled|canceled|pay off|paid off|close|closed) (?:all )?(?:of )?my (?:account|bill|debt|subscription|everything|phone plan|lease)',
    { ctx: true, faint: true },
  ),
  rule(
    'preparation',
    '(?<h>for|after|when|once) (?:when )?i be (?:gone|dead|no longer here|not here anymore|not around anymore)(?! (?:on|to|for|at|from|with|all|this|next|over|the|a))',
    { ctx: true },
  ),
  // acquiring and saving means
  rule(
    'preparation',
    '(?<h>buy|bought|get|got|order|ordered|pick up|picked up|find|found|steal|stole|borrow|borrowed|grab|grabbed|purchase|purchased|research|look for|look at|shop for) {A}(?:a|the|some|my|his|her|dad|a new|more|another|enough|extra|a box of|a bottle of|a pack of|a bag of|a length of)? {A}(?:{GUN}|bullet|ammo|ammunition|rope|noose|razor|razor blade|blade|charcoal|helium|rat poison|poison|sleep pill|tylenol|fent|fentanyl|nitrogen|barbiturate|nembutal|exit bag)(?: \\w+){0,2}? {A}(?:to|for|so|in case|just in case|because|and|since|today|yesterday|last night|last week|this week|this morning|earlier|the other day|online|from|{END})',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>buy|bought|get|got|order|ordered|pick up|picked up|find|found|steal|stole|borrow|borrowed) {A}(?:a|the|some|my|his|her|more|enough|extra)? {A}(?:{GUN}|bullet|ammo|rope|noose|pill|razor blade|blade|charcoal|helium|poison|fent|fentanyl) (?:(?!to |for |so )[^ |]+ ){0,4}(?:\\| )?{A}(?:to (?:do it|end it|use on myself|kill myself|die|end my life|hang myself|shoot myself|overdose)|for (?:myself|me|when i|tonight|the end|it)(?= ?\\|)|so i can (?:do it|end it|die|kill myself))',
  ),
  rule(
    'preparation',
    '(?<h>save|stockpile|hoard|collect|stash|squirrel|set aside|put aside|put away|hide|hid|hidden|build up|store|keep|kept|keeping) {A}(?:up )?(?:away )?(?:some |all |a lot |a bunch |enough |a stash |extra |a supply |a month |weeks |months |a few |a |an |a bottle of |a stash of |a bunch of |a handful of |a couple |a box of |bottles of )?(?:of )?(?:my|the|these|those|his|her|mom|dad|some|all)? {A}(?:{MEANS}|take home dose|take home|dose|doses|script|prescription)(?: \\w+){0,3}(?:{END}| up| away| for| to| in case| just in case| so| since| until| in| behind| under| instead)',
    { ctx: false },
  ),
  rule(
    'preparation',
    '(?<h>have|got|be hold|hold) {A}(?:enough|plenty|a stash of|a bunch of|a month of|a lot of|months of|weeks of) {A}(?:\\w+ )?(?:{MEANS}|take home|dose|doses) {A}(?:save|saved|stash|stashed|hidden|hid|put away|set aside|stockpiled|to do it|to (?:die|kill myself|end it|not wake up|od|overdose)|for (?:it|when|the end))',
  ),
  rule(
    'preparation',
    '(?<h>not|stop|stopped|quit|skip|skipped|skipping) {A}(?:take|taking)? (?:my )?(?:{MEANS}|dose|doses) {A}(?:\\| )?so (?:i can|that i can|i could) (?:save|stockpile|stash|collect|keep|have enough)',
  ),
  // research and rehearsal
  rule(
    'preparation',
    '(?<h>look up|looked up|look into|google|search|research|read up on|read about|check|check out|look|looked|ask|asked|watch|watched) {A}(?:up |online |on google |on reddit |chatgpt |google |ai |reddit )?(?:about |for |on |into )?(?:how (?:many|much|long|high|deep|far|fast|to)|what (?:dose|amount|height|happen)|the (?:lethal|fatal|deadly)|lethal|fatal|painless|ways to|way to|methods? (?:of|to|for)|suicide method|the best way to|the easiest way to|how it feel to|which (?:pill|bridge|building|method|drug))(?: \\w+){0,6}? (?:{MEANS}|die|kill|dead|death|overdose|od|lethal|fatal|hang|hanging|knot|noose|{GUN}|jump|bridge|height|fall|bleed|bleeding|wrist|vein|artery|suicide|painless|end it|end my life|carbon monoxide|drown|not wake up|stop (?:my|your|a) heart|kill me|kill you|kill a person|kill someone)(?! to help| for (?:my|a|his|her) (?:friend|brother|sister|son|daughter|client|class|patient)| reversal| prevention| signs| symptoms)',
  ),
  rule(
    'preparation',
    '(?<h>practice|practiced|practicing|rehearse|rehearsed|test|tested|try|tried) {A}(?:tie|tying|the knot|a noose|make a noose|with the (?:rope|belt|gun|cord|knife)|hang|hold the (?:gun|knife|razor)|the rope|how it (?:would|will) feel|the belt)',
  ),
  rule(
    'preparation',
    '(?<h>tell|told|telling|text|texted|call|called|hug|hugged|see|saw|visit|visited) {A}(?:everyone|everybody|them|my \\w+|her|him|people|the people i love|my family)(?: \\w+){0,4}? (?:one last time|for the last time|before i go|before i be gone|before it be too late|one more time before i go)',
  ),
  rule(
    'preparation',
    '(?<h>last|final) (?:text|message|goodbye|words|call|post|entry|letter|voicemail|note|journal entry)(?! (?:of the|for (?:a while|now|the (?:day|night|week|year))|before (?:my|the|i (?:go|leave|start) (?:on|for))|on (?:this|the) (?:topic|subject)))',
    { ctx: true },
  ),

  /* ---- plan, preparation and imminence built from combinations of means, time and arrangement ---- */
  rule(
    'preparation',
    '(?<h>in case) (?:i|something|anything|it) {A}(?:happen|be not around|be not here|do not make it|be gone|die|never come back|do not come back|go through with it|do it|be no longer here|be not alive)(?: to me)?',
  ),
  rule(
    'preparation',
    '(?<h>whoever|the person who|the one who|whoever be the one to) {A}(?:find|finds|found) me(?! attractive| annoying| cute| funny| weird)|(?<h2>find|finds|found) my body',
    { any: true },
  ),
  rule(
    'preparation',
    '(?<h>get rid of|getting rid of|got rid of|give away|gave away|giving away) {A}(?:all |most |some |a lot )?(?:of )?my (?:\\w+ ){0,3}?(?:thing|stuff|belong|possession|clothes|book|record|guitar|game|jewelry|art|furniture|collection|valuable)',
    {
      notSentence:
        /(?:^| )(?:moving|move|moved|downsize|downsizing|declutter|decluttering|spring cleaning|minimalism|minimalist|new apartment|new place|new house|goodwill|charity|donate|donation|thrift|garage sale|yard sale|outgrew|outgrown|old|baby|extra|spare|upgrade|upgrading|weed|beer|booze|alcohol|pipes?|lighters?|bongs?|paraphernalia|vapes?)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>keep|keeping|kept|hold onto|holding onto|save|saving) {A}(?:all|every one|every last one|the whole thing|the rest) (?:of )?(?:it|them|those|these)',
    { sentence: /(?:^| )(?:pills?|meds|prescription|script|bottles?|tablets?|doses?|refill|methadone|suboxone)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>{MEANS}|pill|bottle) (?:that |which )?i {A}(?:have )?(?:be )?(?:save|saved|saving|stash|stashed|hidden|hid|collect|collected|stockpile|stockpiled|hoard|hoarded|been saving|put away|set aside|putting aside|setting aside|putting away)',
  ),
  rule(
    'preparation',
    '(?<h>write|wrote|written|say|said|tell|record|recorded|text|texted) (?:[^ |]+ ){0,8}?before i {A}(?:go|leave|die|do it|am gone|be gone)(?= ?\\|)',
    { notSentence: /(?:^| )(?:trip|vacation|flight|leave for|moving|work|shift|school|class|bed|sleep)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>call|called|calling|see|saw|hug|hugged|visit|visited|hold|held) (?:\\w+ ){0,5}?(?:hear (?:their|her|his|your) (?:voice|voices)|one (?:more|last) time|for the last time)',
    { ctx: true },
  ),
  rule('preparation', '(?<h>goodbye)(?= ?\\|)', { ctx: true }),
  rule(
    'plan',
    "(?<h>know|knew|decide|decided|figure out|figured out|work out|worked out) {A}(?:exactly )?(?:what|which|how much|how many) (?:\\w+ )?i {A}(?:will|would|be go to|go to|'ll|am going to)? {A}(?:take|use|need|swallow|do)(?= ?\\|| and| when| where| to)",
  ),
  rule(
    'plan',
    '(?<h>plan|planning|planned|a plan) {A}to {A}(?:drive|jump|hang|overdose|od|take|shoot|drown|walk into|step in front|swallow|use|crash|go to the (?:bridge|roof|tracks|river|lake|quarry|cliff|garage|motel))',
  ),
  rule(
    'plan',
    '(?<h>my plan|the plan|plan) (?:be )?(?:[^|]*\\| ){0,2}(?:[^|]*? )?(?:the )?(?:{MEANS}|{GUN}|rope|garage|bridge|motel|tracks|track|roof|overpass|cliff|quarry|river|lake|woods|car)(?= ?\\|| and| on| at| when| after| before| then| next| this| tonight| tomorrow)',
    { notSentence: EVENT },
  ),
  rule(
    'plan',
    '(?<h>go over|going over|went over|keep go over|rehearse|review|think through|thought through|run through|ran through) {A}(?:the|my|it|every) (?:plan|detail|step|whole thing|it)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>the where and the when|the when and the where|the how and the when|where and when|when and where|how and when|the when|the where)(?= ?\\||,| and| all)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>map|mapped|plan|planned|figure|figured|work|worked|think|thought) {A}(?:out |through )?(?:the whole thing|everything|it all|all of it|it through|it out)',
    { ctx: true },
  ),
  rule('plan', '(?<h>set|pick|picked|choose|chose|have) (?:the|a) date', {
    ctx: true,
    notSentence: /(?:^| )(?:wedding|party|shower|trip|vacation|move|moving|surgery|appointment|court|hearing|graduation|reunion|launch|baby)(?: |$)/,
  }),
  rule(
    'plan',
    '(?<h>it|this|that) (?:be go to be|will be|go to be|be) (?:the )?(?:bridge|pills|pill|gun|rope|tracks|track|garage|overpass|roof|cliff|river|lake|quarry|train)(?= ?\\||,| next| on| this| tonight| tomorrow| when| at)',
  ),
  rule(
    'plan',
    '(?<h>wait|waiting) (?:until|till|til|for) (?:my \\w+|he|she|they|everyone|the kid|the house) {A}(?:be |to )?(?:asleep|fall asleep|go to bed|at work|at school|leave|gone|out|away)',
    { ctx: true },
  ),
  rule(
    'method',
    '(?<h>decide to|decided to|plan to|going to|go to|be go to|will) {A}use (?:the|my|his|her|dad|a|that) (?:\\w+ )?(?:{GUN}|rope|noose|belt|razor|blade|cord)',
    { act: true },
  ),
  rule('method', '(?<h>swallow|down|chug|neck) {A}{QUANT}(?: {FILL})* {A}(?:them|it|those|these)', { act: true }),
  rule(
    'method',
    '(?<h>rope|belt|cord|noose|sheet|extension cord) {A}(?:be )?(?:around|over|on|tie to|tied to|attached to|hung from|hang from|hanging from) (?:the|a|my) (?:beam|rafter|ceiling|fan|ceiling fan|door|closet rod|closet|railing|tree|branch|pipe|banister|hook|shower rod|stairs)',
  ),
  rule(
    'imminent',
    '(?<h>rope|belt|cord|noose) {A}(?:be )?(?:around|over|on|tie to|tied to|attached to|hung from|hang from|hanging from) (?:the|a|my) (?:beam|rafter|ceiling|fan|ceiling fan|door|closet rod|closet|railing|tree|branch|pipe|banister|hook|shower rod|stairs)(?! (?:for|to hang|to dry|with (?:the|my) (?:laundry|clothes|towel)))',
    { notSentence: /(?:^| )(?:swing|tire swing|hammock|laundry|clothesline|climbing|gym|boat|tent|tarp|camping|plants?|lights|decorations?)(?: |$)/ },
  ),
  rule('imminent', '(?<h>car|engine|truck) {A}(?:be )?(?:run|running|on)(?= ?\\|| and| with)', {
    sentence: /(?:^| )(?:garage|closed|shut|hose|exhaust|tailpipe)(?: |$)/,
  }),
  rule(
    'imminent',
    '(?<h>press|pressed|hold|held|put|point|pointed|jam|jammed) {A}(?:the |a |my )?(?:\\w+ )?(?:{GUN}|knife|blade|razor|barrel)? ?(?:to|against|at|into|on) my (?:head|temple|throat|wrist|chest|heart|neck|mouth|vein)',
    { act: true },
  ),
  rule(
    'imminent',
    '(?<h>taken|took|swallowed|downed) {A}(?:half|most|some|a few|several|a bunch|a handful|\\d+) (?:of them |of it |of the bottle |of the pill |of my pill )?{A}(?:already|so far|just now|now)',
    { also: ['behavior'], sentence: /(?:^| )(?:pills?|bottle|meds|tablets?|them|xanax|oxy|tylenol)(?: |$)/ },
  ),
  rule(
    'imminent',
    "(?<h>be) {A}(?:already )?bleed(?:ing)? (?:a lot|so much|heavily|badly|out|everywhere|really bad|more than|and (?:it )?will not stop|and it won't stop)",
    { ctx: true },
  ),
  rule(
    'imminent',
    '(?<h>about to) {A}(?:swallow|take them|take the pill|take all|jump(?! into| in (?!front)| on| over| at| to| for| up| around| ship)|do it|pull the trigger|step off|cut myself|hang myself|overdose|end it|kick the chair|let go)',
  ),
  rule(
    'self_harm',
    '(?<h>slash|slashed|gash|gashed|slice|sliced|cut open|rip open|tear open|open up) {A}(?:my|both my) (?:arm|arms|leg|legs|thigh|thighs|skin|stomach|wrist|wrists|forearm|forearms|hand|chest)(?! on (?:a|an|the|some)| by accident| accidentally| while)',
  ),
  rule(
    'self_harm',
    '(?<h>pick|picked|picking|scratch|scratched|scratching|rub|rubbed|claw|clawed) {A}(?:at )?(?:my )?(?:skin|arm|arms|leg|legs|face|scalp|scab|scabs|wrist|wrists) (?:raw|open|until (?:it|they) (?:bleed|bled))',
  ),
  rule(
    'self_harm',
    '(?<h>punch|punched|hit|kick|kicked|slam|slammed) {A}(?:the |a )?(?:wall|door|mirror|window|floor) (?:until|till|til) (?:my )?(?:hand|hands|knuckle|knuckles|fist|foot|head) {A}(?:bleed|bled|broke|break|bruise|bruised|swell|swelled)',
  ),

  /* ---- behaviour: recent attempts ---- */
  rule(
    'behavior',
    '(?<h>try|attempt|start|begin|go|almost|nearly|come close|be about|be go) {A}(?:to )?{A}(?:kill|end|take|hang|shoot|overdose|od|jump|drown|cut my wrist|slit|suffocate|poison|gas|off|unalive|drive|crash|step in front|walk into|swallow|choke|strangle|stab|bleed out) {A}(?:myself|my (?:own )?life|it all|everything|it|off|into|in front|out|my wrist|my throat|my car|the car|on purpose|again|last|yesterday|this|all|a|the|with|from|{END})|(?<h2>try|tried|trying|attempt|attempted) to (?:go home to|go be with|be with|meet) (?:jesus|god|the lord|my maker|my savior)',
    { act: true, past: true },
  ),
  rule(
    'behavior',
    '(?<h>attempt)(?= \\| | again | last | yesterday | this | on | in | a few | two | three | recently | suicide | after | before | and | but | twice | once )',
  ),
  rule(
    'behavior',
    '(?<h>my|an|a|the|recent|last|second|third|latest|suicide|failed|unsuccessful) (?:suicide |recent |last |failed |second |third |latest )?attempt(?! (?:to|at) (?:quit|stop|get|make|be|fix|cook|run|call))',
  ),
  rule(
    'behavior',
    '(?<h>after|when|since|because|cause) i (?:try|attempt|did it|do it|od|overdose)(?= \\| | again | last | yesterday | this | on | in | a few | two | three | recently | the | and | but )',
  ),
  rule('behavior', '(?<h>stomach pump|pump my stomach|stomach pumped|had my stomach pumped|charcoal at the er|poison control)'),
  rule(
    'behavior',
    '(?<h>wake up|woke up|end up|ended up|wind up|land|landed|be|was|spend|spent|rush|rushed|take|taken|admit|admitted) {A}(?:in|at|to) (?:the )?(?:er|hospital|icu|psych ward|emergency room|psych unit|e r|a&e|ed|trauma center) (?:\\w+ ){0,4}?(?:after|because|when|for|from) (?:i |the |my |taking |trying |od |an |a )?(?:try|tried|attempt|took|take|overdose|od|cut|swallow|swallowed|pill|jump|suicide|hang|shoot|slit|drank|drink|overdosing|tryna)',
  ),
  rule(
    'behavior',
    '(?<h>5150|51 50|baker act|baker acted|72 hour hold|psych hold|involuntary hold|(?<!(?:history|form|intake|this|that|next|each|every|first|second|third|last|reading|comment|comments|sport|sports|the|a|one|new|whole|same|other) )sectioned|section 136|pink slipped)(?! (?:years|a year|two years|of|in|on|about))',
    {},
  ),
  rule(
    'behavior',
    '(?<h>someone|somebody|my \\w+|she|he|they|the (?:paramedic|ems|cops|police)) (?:found|find|stop|stopped|walk in on|walked in on|catch|caught) me (?:before|with|after|in|unconscious|passed out|bleeding|hanging|on the|just in time)',
    {},
  ),
  rule(
    'behavior',
    '(?<h>stopped myself|stop myself|change my mind|changed my mind|chicken out|chickened out|back out|backed out|pull back|pulled back|talk myself out of it|talked myself out of it|could not go through with it|can not go through with it|could not do it|did not go through with it|lost my nerve) (?:at the last (?:second|minute|moment)|right before|just before|before|this time|last night|yesterday|again|but|and|{END})',
    { ctx: true },
  ),
  rule(
    'behavior',
    "(?<!(?:my|his|her|their|the|this|our|your) )(?<h>take|took|swallow|swallowed|drink|drank|shoot up|overdose|overdosed|od|crash|crashed|jump|jumped|mix|mixed|inject|injected|snort|snorted|eat|ate|step|stepped|drive|drove|walk|walked|down|downed|pop|popped) {A}(?:(?!want |wish |need |hope |use |to |past |by |around |long way |detour |route )\\w+ ){0,7}?(?:\\| )?(?:on purpose|intentionally|deliberately|purposely|purposefully|to die|to kill myself|to end it|to not wake up|(?:hoping|hope) (?:i would|to|i'd|that i would|i will|i) (?:die|not wake up|never wake up|be dead)|so i would not wake up|so i would die|so i (?:will|would) not wake up|and hope i (?:die|do not wake up))",
    { act: true },
  ),
  rule(
    'behavior',
    '(?<h>hold|held|put|pointed|point) {A}(?:the|a|my|his|dad) (?:gun|pistol|knife|razor|blade|barrel) (?:to|against|in|at) my (?:head|throat|wrist|mouth|chest|temple)',
    { act: true },
  ),
  rule(
    'behavior',
    '(?<h>took|swallowed|downed|popped|drank) (?:them|it|the {MEANS}|those|all of them|the rest)(?: \\w+){0,3}? (?:already|just now|a few minutes ago|an hour ago|minutes ago|earlier)(?!\\w)',
    { act: true, ctx: true },
  ),
  rule(
    'behavior',
    '(?<h>already|just) (?:took|swallowed|downed|popped|drank|take|swallow) (?:them|it|the {MEANS}|those|all|all of them|the rest|\\d+|a bunch|a handful|the whole bottle|everything)',
    { act: true, also: ['imminent'] },
  ),
  rule(
    'behavior',
    '(?<h>start|starting|begin|beginning) to feel (?:the |them |it |the effects of the )?(?:{MEANS}|them|it|kick in|drowsy from)(?:{END}| kick in| work)',
    { ctx: true, also: ['imminent'] },
  ),

  /* ---- imminent: means at hand, a dangerous place, now ---- */
  rule(
    'imminent',
    '(?<h>{MEANS}|{GUN}|rope|noose|knife|knive|razor|blade|belt|cord|syringe|needle|rig|bullet|ammo) {A}(?:be |be sit |be lie |sit |lie |be all |all )?{A}(?:right )?(?:in front of me|in my (?:hand|hands|lap|mouth|palm)|on my lap|next to me|beside me|right here|in reach|within reach|around my neck|(?:to|at|against|on) my (?:head|temple|throat|wrist|neck|chest|skin|vein|arm)|on the (?:table|bed|desk|counter|nightstand|floor|seat|dashboard) (?:in front of|next to|beside) me|count out|counted out|count and ready|count|counted|line up|lined up|lay out|laid out|poured out|spread out|(?:all )?out on the (?:table|bed|counter|desk|floor|nightstand|dresser)|ready|load|loaded|cocked|tie|tied|set up|hung up|up|in the car with me|in my pocket right now)(?! for (?:the|my) (?:week|day|morning|night)| in the (?:organizer|pill box)| to take as| as prescribed| from the pharmacy)',
  ),
  rule(
    'imminent',
    '(?<h>have|got|be hold|hold|holding|clutch|clutching) {A}(?:the|a|my|his|dad|these|all my|all the|a bottle of|a handful of)? {A}(?:{GUN}|rope|noose|knife|razor|blade|pill|bottle|{MEANS}) {A}(?:right )?(?:here|in my hand|in my hands|in my lap|next to me|with me|ready|now|right now|in front of me|loaded)(?!\\w)(?! for (?:the|my) (?:week|day|morning|night)| as prescribed| from the pharmacy)',
    { ctx: true },
  ),
  rule(
    'imminent',
    '(?<h>{MEANS}|{GUN}|rope|noose|knife|razor|blade) {A}(?:be )?{A}(?:right )?(?:on|next to|beside|by|near) (?:the|my) (?:table|bed|counter|desk|floor|nightstand|sink|dresser|lap|pillow)',
    { ctx: true },
  ),
  rule(
    'imminent',
    '(?<h>gun|pistol|rifle|shotgun|handgun|glock|revolver) {A}(?:be )?(?:loaded|cocked|in my hand|in my lap|in my mouth|on my lap|unlocked and loaded|out of the safe|right here)',
  ),
  rule(
    'imminent',
    '(?<h>be|stand|standing|sit|sitting|on|at|here|right|park|parked|lean|leaning|climb|climbed|perch|perched) {A}(?:on|at|by|near|in|over|above|onto|up on|out on|on top of|on the edge of|at the edge of) {A}(?:the|a|this|that|my)? {A}(?:edge of the )?(?:bridge|roof|rooftop|ledge|track|railway|rail|overpass|cliff|railing|balcony railing|balcony ledge|top of (?:the|a) (?:building|parking garage|garage|tower)|edge|bridge rail|bridge railing|train track|tracks|platform edge)(?:{END}| right now| now| tonight| and| look| staring| just| alone| in the| with| about| again| thinking| ready)',
    { ctx: true },
  ),
  rule(
    'imminent',
    '(?<h>on|at|by|near|over|above|onto|up on|out on|on top of|on the edge of|at the edge of|in front of) {A}(?:the|a|this|that|my)? {A}(?:edge of the |top of the |railing of the )?(?:train )?(?:bridge|roof|rooftop|ledge|track|railway|rail|overpass|cliff|railing|balcony|parking garage|building|tower|water|river|lake|edge)(?: \\w+){0,3}? {A}(?:\\| )?{A}(?:right now|now|as i (?:type|write|speak)|as we speak|currently|at this moment|look down|stare down|stare at the water|look at the water|look over the edge|about to|ready to jump|ready to do it)',
    {
      notSentence:
        /(?:^| )(?:gutters?|shingles?|fixing|fix|repair|repairing|cleaning|roofing|solar|antenna|satellite|painting|construction|fireworks|party|view|sunset|sunrise|smoke|smoking|stargazing|photos?|pictures?|selfie|commute|traffic|waiting for|pick me up|bus|uber|ride)(?: |$)/,
    },
  ),
  rule(
    'imminent',
    '(?<h>be|stand|sit|here|right|lean|perch|hang|climb|dangle) {A}(?:on|onto|over|out on|off|at|by|from) {A}(?:the|a|this|that|my)? {A}(?:ledge|railing|track|train track|overpass|cliff edge|bridge railing|window ledge|window sill|windowsill|railroad track|rail|cliff|edge of (?:the|a|my|this) (?:roof|rooftop|bridge|building|cliff|platform|balcony|overpass|parking garage|tracks|track|ledge))(?! of (?:my|the) (?:bed|seat|chair|couch|sanity|patience))',
  ),
  rule(
    'imminent',
    '(?<h>sit|sitting|lie|lying|lay|stand|standing|wait|waiting|be|here|right here) (?:(?!with |done |finish |through )[^ |]+ ){0,6}?with (?:a|the|my|his|her|dad|mom|some|all my|all the) (?:\\w+ )?(?:{GUN}|rope|noose|pill|bottle of pill|razor|blade|knife|belt|cord|{MEANS})(?! to (?:fix|cut the|cook|open|make)| for (?:the|my) (?:week|day|morning|night|trip|boat|tent))',
  ),
  rule('imminent', '(?<h>{MEANS}|{GUN}|rope|noose|knife|razor|blade) {A}in (?:hand|both hands|my hands|my fist)(?= ?\\|| and| right| now)'),
  rule('imminent', '(?<h>car|engine|truck) {A}(?:be )?(?:run|running|on) {A}in (?:the|my|a) (?:closed |shut )?garage'),
  rule(
    'imminent',
    '(?<h>write|type|text|send) (?:this )?(?:from|on) (?:the|a|this|that) (?:edge of the |top of the )?(?:bridge|roof|rooftop|ledge|track|overpass|cliff|railing|parking garage)',
  ),
  rule('imminent', '(?<h>in|inside|sit in) {A}(?:the|my) (?:car|garage) with the (?:engine|car|motor) (?:run|running|on)'),
  rule('imminent', '(?<h>pill|them|med|{MEANS}) (?:be )?(?:start to|begin to)? ?(?:kick in|kicking in|work|working)(?={END}| now| already)', { ctx: true }),

  /* ---- anaphora: "do it", "I did it again", "tonight I will" ---- */
  rule(
    'anaphor',
    '(?<h>do|try|attempt|go through with|follow through with|follow through on|act on|finish|carry out|think about|think of|consider|plan|want to do|be go to do|go to do|will do|end up do|keep think about|contemplate|fantasize about|picture|imagine) {A}(?:it|this|that)(?: again)?(?= \\| | again | tonight | today | tomorrow | now | right now | this time | for real | soon | this | next | last | yesterday | when | after | before | while | and | but | so | because | at | on | in | by | finally | anyway | though | a lot | all the time | every day | constantly | more | lately | too | myself | monday | tuesday | wednesday | thursday | friday | saturday | sunday | once | if | the | alone )',
    { ctx: true, act: true, faint: true },
  ),
  rule(
    'anaphor',
    '(?<h>follow through|go through with it|carry it out|act on it|do it for real|finally do it)(?= \\| | this time | tonight | today | soon | now )',
    { ctx: true, faint: true },
  ),
  rule(
    'anaphor',
    '(?<h>it be happen|it happen|it will happen|it be go to happen) {A}(?:on |this |tonight|today|tomorrow|soon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)',
    { ctx: true, faint: true },
  ),
  rule('anaphor', '(?<h>try|attempt) {A}again(?= \\| | last | yesterday | tonight | this | and | but | on )', { ctx: true, act: true, faint: true }),
  rule('anaphor', '(?<h>be go to|go to|will|be about to)(?= \\| )', { ctx: true, faint: true }),
  rule(
    'anaphor',
    '(?<h>urge|urges|thought|thoughts) (?:be|have be|come|came|be come|keep come|be get) {A}(?:back|stronger|louder|worse|bad|really bad|so bad|intense|loud)(?:{END}| again| tonight| today| right now)',
    { ctx: true },
  ),

  /* ---- generalisations: self-injury done on purpose or until it marks ---- */
  // "punched the wall on purpose until my knuckles split", "pressed a hot spoon into my wrist on purpose",
  // "digging my nails into my wrist until it bruises", "dug at my old track marks with a needle till they bled".
  rule(
    'self_harm',
    '(?<h>burn|burnt|dug|punch|hit|bang|slam|scratch|dig|press|hold|pinch|bite|pick|smash|claw|stab|jab|poke|rake|scrape|hurt) (?:[^ |]+ ){0,5}?(?:myself|my (?:[^ |]+ ){0,2}?(?:arm|wrist|skin|leg|thigh|hand|knuckle|fist|head|stomach|finger|nail|scar|mark|vein|ankle|hip|side|face|forearm)|the (?:\\w+ )?wall|the (?:\\w+ )?door)(?: [^ |]+){0,8}? (?:on purpose|intentionally|deliberately|(?:until|till|til) (?:it|they|i|my \\w+|the skin) (?:bleed|bruise|split|blister|break|crack|tear|rip|bled)|so hard (?:it|they|that it|that they) (?:bleed|bruise|split|blister)|just to hurt|to feel (?:something|pain|it))',
    { act: true },
  ),
  // Self-injury told as a relapse with an instrument: "relapsed tonight with a pencil sharpener blade".
  // "used to cut": history, but an antecedent for "started again this week".
  rule('self_harm', '(?<h>used to) (?:cut|self harm|burn myself|hurt myself|scratch myself)'),
  // Wishing for death in other words: "I'd welcome dying tomorrow", "I'd trade all three to not wake up tomorrow".
  rule('passive_ideation', '(?<h>welcome|embrace) {A}(?:death|die|be dead|the end|not wake up|never wake up)(?! metal| scene| scenes| row)'),
  rule(
    'passive_ideation',
    '(?<h>trade|give|give up|swap) (?:[^ |]+ ){0,7}?(?:to|if i could|just to|for the chance to) {A}(?:not wake up|never wake up|die|be dead|not exist|disappear forever|not be here)',
  ),
  rule('passive_ideation', '(?<h>want|wish|need|long|ready) to (?:go )?be with (?:him|her|them|my \\w+)(?: again| in heaven| now|{END})', {
    sentence: /(?:^| )(?:gone|passed|passed away|died|dead|heaven|grave|funeral|lost (?:him|her|them))(?: |$)/,
  }),
  rule('self_harm', '(?<h>relapse|slip|slip up) (?:[^ |]+ ){0,3}?with (?:a|my|the|an) (?:[^ |]+ ){0,3}?(?:blade|razor|knife|lighter|needle|scissors|glass)', {
    act: true,
  }),
  // "started cutting again", "cutting again", "back to cutting".
  rule('self_harm', '(?<h>start|begin|back to|go back to) {A}(?:cut|burn|self harm|hurt myself|scratch) {A}(?:again|this week|last night|tonight)'),
  // "started again this week", "relapsed last night": takes its meaning from a self-injury or attempt mentioned elsewhere.
  rule('anaphor', '(?<h>start|begin|relapse) {A}(?:again|back up)?(?= this week| last night| tonight| today| yesterday| this morning| again)', {
    ctx: true,
    act: true,
    faint: true,
  }),

  /* ---- generalisations: methods imagined or named ---- */
  // Stepping off a height or in front of a vehicle: "picturing myself stepping in front of the 5:15 express",
  // "driving my car off the end of the pier", "go off the edge".
  rule(
    'method',
    '(?<h>step|jump|throw|fling|leap|walk|drive|go|launch|run|roll) (?:myself |my car |the car |my truck |the truck |it )?(?:out )?(?:in front of|into the path of) (?:a|an|the|that|this|my) (?:[^ ]+ ){0,4}?(?:{VEHICLE}|express|freight|semi|bus|oncoming)',
    { act: true },
  ),
  rule(
    'method',
    '(?<h>step|jump|throw|fling|leap|drive|go|launch|roll) (?:myself |my car |the car |my truck |the truck )?(?:off|off of) (?:_ )*(?:a|an|the|that|this|my) (?:[^ |]+ ){0,5}?(?:{HEIGHT}|{WATER}|pier|quarry|end of the pier|side of the bridge|guardrail)(?! (?:at|in|into) (?:the )?(?:pool|park|gym|playground|water|lake))',
    {
      act: true,
      notSentence:
        /(?:^| )(?:pool|trampoline|diving board|swim|swimming|cannonball|parachute|bungee|skydiv\w*|zipline|show|movie|game|stage|scene|stunt|skateboard|bike|fun|kids|so fun|splash|dive|diving)(?: |$)/,
    },
  ),
  // "the overpass and stepping off it": a height named in the sentence.
  rule('method', '(?<h>step|jump|throw myself|go|fall|walk) (?:off|over|from) (?:it|there|the edge)(?= ?\\| | and | tonight | right now )', {
    act: true,
    sentence: /(?:^| )(?:bridge|overpass|roof|rooftop|cliff|ledge|building|tower|balcony|pier|parking garage|quarry|top floor|dam)(?: |$)/,
  }),
  // Water and weights: "rocks in my pockets", "walk out past the dock with the weights tied on".
  rule(
    'method',
    '(?<h>rock|stone|weight|brick) (?:in|into) (?:my|both) pocket|(?<h2>pocket) {A}full of (?:rock|stone|weight)|(?<h3>weight) {A}(?:tie|strap) (?:on|to me|around me|to my \\w+)',
    {
      sentence: /(?:^| )(?:river|lake|ocean|sea|water|bridge|pier|dock|quarry|drown|plan|tonight|night|edge|walk out|reservoir|bay|canal|creek)(?: |$)/,
    },
  ),
  // Starving oneself to death: "not eating at all until my heart stops".
  rule('method', '(?<h>not eat|stop eat|stop drink|starve) (?:[^ |]+ ){0,3}?(?:until|till) (?:my heart (?:stop|give out)|i die|i be dead|i do not wake up)', {
    act: true,
  }),
  // "how many of these would it take (to kill ...)", "how many of my tramadol would it take".
  rule('method', '(?<h>how many|how much) (?:of )?(?:these|those|them|my \\w+|{MEANS}) (?:[^ |]+ ){0,2}?(?:would|will|could) it take(?= ?\\|)', {
    notSentence: /(?:^| )(?:recipe|bake|cook|paint|gas|miles|money|dollars|hours|days|weeks|coffee|beer|jar|boxes|bags|trips)(?: |$)/,
  }),
  rule(
    'method',
    '(?<h>how many|how much) (?:of )?(?:these|those|them|this|my \\w+|the \\w+|{MEANS}) (?:[^ |]+ ){0,2}?(?:would|will|do|does|could) (?:it|i) (?:take|need)',
    {
      sentence:
        /(?:^| )(?:kill|die|dead|death|end it|to do it|lethal|enough|pill|pills|bottle|bottles|tramadol|overdose|od|someone my size|not wake up)(?: |$)/,
      notSentence:
        /(?:^| )(?:recipe|bake|cook|paint|gas|miles|money|dollars|hours|days|weeks|coffee|beer|shots to get drunk|to feel|to sleep|for my headache|for the pain|for pain)(?: |$)/,
    },
  ),
  // Using enough not to come back: "using enough to not come back", "shot way more than I needed on purpose".
  rule(
    'method',
    '(?<h>use|shoot|take|do|drink|snort|smoke|inject|shoot up) (?:[^ |]+ ){0,3}?(?:enough|way more|more than i need|as much as i can|as much as i could|the whole thing|everything i have) (?:[^ |]+ ){0,3}?(?:to not come back|to never come back|to not wake up|to never wake up|so i do not wake up|so i would not wake up|on purpose|to die|to end it|to be done)',
    { act: true },
  ),
  // "the next shot will be the big one", "the next one will be the last".
  rule(
    'method',
    '(?<h>next) (?:shot|hit|dose|bag|shot up|use|one|time i use) (?:[^ |]+ ){0,3}?(?:be|will be) (?:the )?(?:big one|last one|last|final one|the end)',
    {
      sentence: /(?:^| )(?:on purpose|big one|last one|final|for good|die|not come back|not wake up)(?: |$)/,
    },
  ),
  // A chosen firearm or place named as "the" one in a fragment next to a time: "My service weapon, the woods behind the cabin."
  rule('method', '(?<=(?:my|the|his|dad|brother|father|service|hunt|old) )(?<h>weapon|rifle|shotgun|pistol|handgun|revolver|gun|glock|9mm)(?= ?\\| )', {
    ctx: true,
    notSentence:
      /(?:^| )(?:hunt|hunting|deer|opening day|season|range day|target practice|clean(?:ing|ed)? (?:it|my|the)|safety course|gun safe|trip|camping|fishing|birthday|party|picnic|wedding|game|vacation)(?: |$)/,
  }),
  // "I'm gonna do it with the pills I have", "I'll do it Thursday ... with the shotgun": the act named by its means.
  rule(
    'method',
    '(?<h>do it|end it|go through with it) (?:[^ ]+ ){0,12}?(?:with|using|by take) (?:the|my|a|his|her|some|all|those|these|all my|all the|all of my|dad|my dad) (?:[^ |]+ ){0,2}?(?:{MEANS}|{GUN}|rope|belt|cord|knife|razor|blade)',
  ),
  // A means listed as a fragment after "I'll do it": "The sleeping pills and the whiskey, in his chair."
  rule(
    'method',
    '(?<=(?:the|my) (?:[^ |]+ )?)(?<h>{MEANS}|{GUN}|rope) and the (?:[^ |]+ )?(?:whiskey|vodka|wine|booze|alcohol|liquor|{MEANS}|bag|tape|rope|gun)(?= ?\\|)',
    {
      ctx: true,
    },
  ),
  // A means judged as a way to die: "fentanyl would be the easy way to go", "the tracks ... that would be quick".
  rule(
    'method',
    '(?<h>{MEANS}|{GUN}|rope|overdose|od|hang|a bullet) (?:would|will|could|might|be) (?:just )?be (?:the )?(?:easy|easiest|quick|quickest|painless|cleanest|fast|fastest|best|simplest|surest) (?:way (?:to go|out|to do it|to die)|option|way)(?= ?\\|| i| for me)',
  ),
  rule('method', '(?<h>that|it|this) (?:would|will|could) (?:just )?be (?:so )?(?:quick|fast|painless|easy|over fast|over quick|instant)(?= ?\\|)', {
    ctx: true,
    faint: true,
  }),
  // Means counted out or enough gathered: "counting my pills. i have enough now."
  rule('preparation', '(?<h>count|count out) (?:out )?(?:my|the|all my|all the|all of my) (?:[^ |]+ )?{MEANS}', { ctx: true }),
  rule('preparation', '(?<h>have|finally have|get) enough(?: now| save| save up| stash| saved up)?(?= ?\\|)', { ctx: true, faint: true }),
  // Belongings given away: "won't be needing them".
  rule(
    'preparation',
    '(?<h>will not|not go to|never) {A}(?:be )?need (?:it|them|this|that|any of it|any of this|these|those)(?= ?\\|| anymore| much longer| where i be go| soon| after)',
    {
      ctx: true,
    },
  ),
  // At the tracks waiting for a train: "at the train tracks behind the store. waiting for the 11:40".
  rule('imminent', '(?<h>wait|waiting) {A}for (?:the|a) (?:next |last |\\d+ ?|\\d+ \\| \\d+ )?(?:train|freight|express|\\d+)', {
    sentence: /(?:^| )(?:tracks?|rails?|railroad|platform|crossing|\d+)(?: |$)/,
    ctx: true,
  }),
  rule('imminent', '(?<h>at|on) the (?:train |railroad |rail )?(?:tracks|track|crossing)(?= ?\\|| behind| near| by| right now| now| again)', {
    ctx: true,
    notSentence: /(?:^| )(?:watch|watched|watching|kids?|son|daughter|photos?|pictures?|photoshoot|along|train ?spotting|museum|model)(?: |$)/,
  }),
  // Ingestion under way: "halfway through the bottle of my mom's xanax".
  rule('imminent', '(?<h>halfway through|half way through|most of the way through|through half of) (?:the|a|my) (?:bottle|{MEANS})', {
    act: true,
    notSentence: /(?:^| )(?:wine|water|kombucha|soda|juice|beer|shampoo|vitamins?|antibiotics?|course|prescription|treatment)(?: |$)/,
  }),
  // Self-talk: "my brain keeps telling me you should just kill yourself" (licensed only with a self-talk frame).
  rule('active_ideation', '(?<h>kill|off|end|unalive|hang|shoot|top) {A}yourself'),
  // Finishing oneself: "have what I need to finish myself off".
  rule('active_ideation', '(?<h>finish|off|do) {A}myself (?:off|in)'),
  // Research on heights and doses: "watching videos about which bridges are high enough to die from",
  // "looked up the lethal dose", "googling how many it takes".
  rule(
    'method',
    '(?<h>research|researching|watch|look up|google|search|read|look into|study) (?:[^ |]+ ){0,4}?(?:which|what|how|whether) (?:[^ |]+ ){0,4}?(?:{HEIGHT}|bridge|{MEANS}|dose|building|floor|train|gun|rope) (?:[^ |]+ ){0,4}?(?:high enough|tall enough|enough to (?:die|kill)|would kill|to die|be fatal|be lethal|would be fatal|would work|take to die|it take to)',
    { also: ['plan'] },
  ),
  rule('method', '(?<h>high|tall|deep|strong|enough) enough to (?:die|kill (?:me|myself|someone|a person))(?: from)?', {
    sentence: /(?:^| )(?:i|i'm|my|me|am)(?: |$)/,
  }),

  /* ---- generalisations: imminence, presence at a place or with means now ---- */
  // "I'm standing at the edge of the lake", "on the roof of my building ... this is it", "sitting in my truck at the range with my .45".
  rule(
    'imminent',
    '(?<h>stand|sit|lie|wait|park|perch) (?:[^ |]+ ){0,2}?(?:at|on|in|by|near) (?:the|a|my|this|that) (?:[^ |]+ ){0,2}?(?:edge|ledge|railing|roof|rooftop|bridge|overpass|cliff|track|tracks|top floor|balcony|water|river|lake|pier|dock|quarry|dam|parking garage)(?= ?\\|| with| and| right| now| rn| of| again| tonight| looking)',
    {
      ctx: true,
    },
  ),
  rule('imminent', '(?<h>up) (?:here|on the roof|on the ledge|on the bridge)(?= ?\\|| and| right| now)', { ctx: true }),
  // Ingestion under way: "took the first handful, taking the rest", "already snorted most of it and doing the rest".
  rule(
    'imminent',
    '(?<h>take|swallow|snort|shoot|do|drink|down|finish|use) (?:[^ |]+ ){0,3}?(?:the rest|the others|the remaining|the second half|what is left|the last of (?:them|it))(?= ?\\|| in a| now| right| on purpose| tonight| after| soon| next| once| when| as soon)',
    { ctx: true, faint: true },
  ),
  rule(
    'imminent',
    '(?<h>take|swallow|down|get through|go through|finish) (?:already )?(?:the first|half|most of|half of) (?:the |my )?(?:handful|fistful|batch|bottle|{MEANS})(?= ?\\|| of| already| and| now)',
    {
      act: true,
    },
  ),
  rule('imminent', '(?<h>first|second|another) (?:handful|batch|half|bottle|round|fistful|bunch) (?:of (?:[^ |]+ ){0,2})?(?:be )?(?:down|in me|go|already)?', {
    sentence: /(?:^| )(?:took|take|taking|swallowed|down|the rest|pills?|bottle|minute|now|rn)(?: |$)/,
    ctx: true,
  }),
  // "pills lined up / poured out", with "about to" or "going to swallow them".
  rule(
    'imminent',
    '(?<h>go to|be go to|about to|gonna) {A}(?:swallow|take|down|snort|shoot|drink) (?:them|it|all of them|these|the pills|every one)(?= ?\\|| now| right| as soon| when| after| tonight| once| in)',
    {
      ctx: true,
    },
  ),

  /* ---- generalisations: preparation ---- */
  // Letters and goodbyes for after: "letters to my kids ... where they'll find them after I do it",
  // "a letter explaining why I did it", "letters saying my suicide wasn't their fault", "they don't know it's goodbye".
  rule(
    'preparation',
    '(?<h>letter|letters|note|notes|message|messages|video|card|cards) (?:[^ |]+ ){0,8}?(?:explain why i|explaining why i|say (?:that )?my (?:suicide|death)|about my (?:suicide|death)|for after i|for when i be gone|after i do it|after i be gone|after i die|once i be gone|why i do it|why i did it|why i have to go)',
  ),
  rule(
    'preparation',
    '(?<h>find|read|get|open) (?:them|it|the letter|the letters|my letter|my note) (?:[^ |]+ ){0,2}?(?:after i do it|after i be gone|after i die|when i be gone|once i be gone|after i kill myself)',
    { any: true },
  ),
  rule(
    'preparation',
    '(?<h>not know|not realize|not realise|no idea|no clue|never know|not have a clue) (?:that )?(?:it be|it was|this be|this was) (?:a |my |the )?(?:goodbye|final goodbye|last goodbye|the last time)',
    {
      any: true,
      sentence: /(?:^| )(?:not|no|don't|didn't|doesn't|never)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>say|tell \\w+|told \\w+) goodbye (?:like|for real|for good|forever)(?: for real| goodbye)?'),
  // Arrangements with a death or "after this weekend" context: "I won't need it after this weekend",
  // "life insurance still pays out for suicide", "need her safe before I end things", "told him where my will is".
  rule(
    'preparation',
    '(?<h>will not|not go to|never) {A}need (?:it|them|this|that|any of it|any of this|my \\w+) (?:after|past|beyond) (?:this|the|tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday)',
    {},
  ),
  rule(
    'preparation',
    '(?<h>insurance|policy) (?:[^ ]+ ){0,4}?(?:pay|pays|pay out|cover) (?:[^ |]+ ){0,2}?(?:suicide|if i kill myself|if i die by suicide|self inflicted)',
  ),
  rule('preparation', '(?<h>before) i (?:end it|end thing|end everything|kill myself|do it|die|leave for good|take my life|go for good)', {
    sentence:
      /(?:^| )(?:safe|taken care of|take care of|cared for|care for|looked after|look after|in good hands|a good home|rehomed|sorted|provided for|adoption|new home|someone to feed)(?: |$)/,
  }),
  rule('preparation', '(?<h>where) (?:my|the) (?:will|life insurance|insurance papers|passwords?|letters?|note) (?:be|is|are|was)', { ctx: true }),
  rule(
    'preparation',
    '(?<h>password|passwords|account info|bank info|pin|pins|logins) (?:[^ |]+ ){0,6}?(?:for my \\w+|for (?:her|him|them)|so (?:she|he|they) (?:will not|wo not|do not|does not|can)|after)',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>sign|give|hand) (?:[^ |]+ ){0,3}?(?:title|keys|truck|car|dog|cat|guitar|savings|house|deed) (?:over )?(?:to|over to) (?:my|a|the) \\w+',
    { ctx: true },
  ),
  rule('preparation', '(?<h>put|give) my (?:cat|dog|pet|bird|rabbit|horse) up for adoption', { ctx: true }),
  // Hoarding or buying means: "hiding them because I'm saving them to kill myself", "collecting them for a while",
  // "once the waiting period is up I'll have what I need".
  rule(
    'preparation',
    '(?<h>save|saving|hoard|hoarding|stockpile|stockpiling|collect|collecting|stash|stashing|hide|hiding) (?:them|it|these|those|my \\w+|the \\w+|pills|up) (?:[^ |]+ ){0,3}?(?:to kill myself|to die|to end it|to overdose|for when|for the day|for a while)(?= ?\\|| now| already| in| so| because| for)',
    {},
  ),
  rule('preparation', '(?<h>waiting period) (?:[^ |]+ ){0,6}?(?:what i need|my gun|the gun|it)', {}),
  rule('preparation', '(?<h>have|get|buy) (?:[^ |]+ ){0,2}?what i need to (?:finish|end|do it|kill|go through|die)'),

  /* ---- generalisations: intent and plan ---- */
  // "gonna sewerslide", "going to suicide", "I'm going to" after a history line.
  rule('intent', '(?<h>go to|be go to|will|want to|ready to|about to|gonna) {A}suicide(?= ?\\|| tonight| today| soon| now| rn| this| and| tomorrow)'),
  // "I won't be here for my birthday ... I'll make sure of it", "I'm going with her ... I'll make sure of it".
  rule(
    'intent',
    '(?<h>make sure of it|make sure of that|see to it|make it happen|make sure it happen|follow through)(?= ?\\|| myself| this time| i mean| for real)',
    { ctx: true },
  ),
  rule('intent', '(?<h>will not|not go to) {A}be (?:here|around|alive) (?:for|by|at|to see) (?:my|the|her|his|their|next|christmas|thanksgiving|new year)', {
    ctx: true,
  }),
  rule('intent', '(?<h>go|go with) (?:with (?:her|him|them)|too|after (?:her|him|them))(?= ?\\|)', {
    ctx: true,
    sentence: /(?:^| )(?:pass|passes|dies|die|died|gone|goes|funeral|heaven)(?: |$)/,
  }),
  rule('intent', '(?<h>mean it|mean that|serious) (?:this time|for real)?(?= ?\\|)', { ctx: true, faint: true }),
  // A plan told in fragments: a day and a means or place in one sentence, without a verb.
  rule(
    'plan',
    '(?<h>(?:next |this |on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: night| morning| evening)?|the \\d+(?:st|nd|rd|th)|next week|labor day|christmas|new year|my birthday|the anniversary)(?:(?: [^ |]+){0,6}? \\|){1,2} (?:[^ |]+ ){0,6}?(?:the|my|a) (?:[^ |]+ ){0,3}?(?:river|bridge|dam|quarry|lake|cliff|woods|field|barn|garage|motel|roof|overpass|tracks|track|rifle|shotgun|gun|pistol|weapon|pill|rope|insulin|bottle)',
    {
      ctx: true,
      notSentence:
        /(?:^| )(?:hunt|hunting|deer|opening day|season|range day|target practice|clean(?:ing|ed)? (?:it|my|the)|safety course|gun safe|trip|camping|fishing|birthday|party|picnic|wedding|game|vacation)(?: |$)/,
    },
  ),
  rule('plan', '(?<h>that be|this be|it be) (?:the|my) (?:plan|day|date|night)(?= ?\\|)', { ctx: true }),
  rule(
    'plan',
    '(?<h>set it|set the date|pick the day|pick a day) (?:for|to) (?:next |this |on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \\d+\\w*|tonight|tomorrow|next week|my birthday)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>know|pick|picked|chose|choose|found) (?:exactly |already )?(?:which|the) (?:spot|place|bridge|building|tree|day|spot to)(?= ?\\|| to| i| where| already)',
    { ctx: true, faint: true },
  ),
  // "I'll drive to the quarry and go off the edge", "driving up to the quarry to jump".
  rule(
    'plan',
    '(?<h>drive|go|walk|head|take the bus) (?:up |out |over |down )?to the (?:[^ |]+ ){0,2}?(?:quarry|bridge|cliff|river|lake|dam|overpass|roof|tracks|woods|pier|parking garage) (?:to|and) {A}(?:jump|go off|step off|drown|walk in|do it|end it|hang|shoot)',
    { also: ['method', 'intent'] },
  ),
  rule(
    'method',
    '(?<h>go|drive|walk|head|climb|ride) (?:up |out |over |down )?(?:to|onto|on) (?:the|a|my) (?:[^ |]+ ){0,8}?to {A}(?:jump|step off|throw myself off|drown myself|end it|kill myself|hang myself|do it)(?= ?\\|| and| but| off| from| tonight| today)',
    { act: true },
  ),

  /* ---- round six: constructs read from independently written sets (docs/crisis-safety.md) ---- */
  // "taking myself out", "want to take myself out honestly": killing oneself (not "out to dinner").
  rule(
    'active_ideation',
    '(?<h>take) myself out(?= ?\\|| of (?:this|the) (?:world|picture|equation|game|misery)| for good| permanently| tonight| today| soon| honestly| for real| this time| already| now| because| so)',
  ),
  // A decision announced on its own ("made up my mind.", "it's decided.") beside a risk statement.
  rule(
    'intent',
    '(?<h>made up my mind|my mind is made up|my mind is set|the decision is made|it is decided|i have decided|i decided|i have made my decision|i made my decision|my decision is made)(?= ?\\|)',
    { ctx: true, faint: true },
  ),
  rule(
    'intent',
    "(?<h>nobody|no one|noone|nothing|you|they|do not|don't) {A}(?:can |could |will |be go to |try to |ever )?{A}talk me out of (?:it|this|that)",
    {
      ctx: true,
    },
  ),
  rule('intent', '(?<h>not|never) {A}(?:stopping|stop|backing out|back out|backing down|turning back|chickening out|bailing) this time', {
    ctx: true,
    faint: true,
  }),
  rule(
    'intent',
    '(?<h>only question|only thing left|just a matter of|only a matter of|all that is left is|all that is left) (?:left )?(?:is |to decide |to figure out |to pick )?(?:when|how soon|which day|the day|the date)(?= ?\\|)',
    {
      ctx: true,
    },
  ),
  // "this is my last entry": a last word announced.
  rule(
    'intent',
    '(?<h>this is|this will be|here is|consider this) my (?:very )?(?:last|final) (?:entry|post|journal entry|journal|message|text|note|page|check in|words)(?! (?:for|before|of|until|at|on|in|till|about|here))',
    {
      notSentence:
        /(?:^| )(?:break|detox|hiatus|vacation|trip|account|app|switching|moving|instagram|facebook|twitter|tiktok|platform|blog|site|newsletter|for now|a while|until|week|month|year|semester|class|program|group|sleep|bed|goodnight|good night|night|battery|phone|charger|signing off|logging off|off to)(?: |$)/,
    },
  ),
  // "I don't plan to be around for Christmas", "not planning on being here much longer".
  rule(
    'intent',
    '(?<h>not|do not|never) {A}(?:plan|intend|expect|planning|intending|expecting) (?:on )?(?:to )?(?:be|being|stick|sticking) (?:here|around|alive)(?= ?\\|| for| by| at| on| to see| much longer| anymore| any longer| past| after| through| next)',
    { notSentence: AWAY },
  ),
  rule(
    'intent',
    "(?<h>not|never|won't|will not) {A}(?:be )?(?:coming|come|going to come) back(?: from (?:it|this|that|there))?(?= ?\\|| this time| i mean| for real| ever| and)",
    {
      ctx: true,
      notSentence: DEPARTURE_WORDS,
    },
  ),
  rule(
    'intent',
    '(?<h>tonight is the night|today is the day|tomorrow is the day|this is the night|this is the day|it is time|the time has come|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:is |be )?the (?:day|night))(?= ?\\|)',
    {
      ctx: true,
      notSentence:
        /(?:^| )(?:party|date|game|show|premiere|concert|recital|launch|dinner|proposal|propose|wedding|opening|debut|finale|interview|exam|test|race|marathon|surgery|move|moving|birthday|anniversary|meeting|speech|chip|cake)(?: |$)/,
    },
  ),
  rule('plan', '(?<h>everything is ready|everything is lined up|everything is in place|everything is arranged)(?= ?\\|)', {
    ctx: true,
    faint: true,
  }),
  // "I already know how and where", "got it worked out", "that's when": a plan told without its words.
  rule(
    'plan',
    '(?<h>know|figured out|worked out|decided|picked|chose) (?:exactly |already )?(?:how and where|where and how|when and where|where and when|how and when|when and how|where i will park|where i will do it|when i will do it|how i will do it)',
    {
      ctx: true,
    },
  ),
  rule('plan', '(?<h>got it|have it|got everything|have everything) (?:all )?(?:worked out|figured out|planned out|planned|mapped out)(?= ?\\|)', {
    ctx: true,
  }),
  rule(
    'plan',
    '(?<h>know|figured out|worked out) (?:exactly |already )?(?:how and where|where and how|when and where|where and when|how and when|when and how)(?= ?\\|)',
  ),
  rule('plan', '(?<h>that is when|that is the day|that is the night|that is where)(?= ?\\|)', { ctx: true }),
  rule(
    'plan',
    '(?<h>when|while|once) (?:everyone|everybody|the kids|they|she|he|nobody|no one|my \\w+|my \\w+ \\w+) (?:is |are |be )?(?:asleep|gone|out|away|at work|on shift|in bed|at school|not home|not around|not looking|at (?:her|his|their) (?:parents|moms?|dads?|work|job|sisters?|brothers?))(?= ?\\|| on| this| next| tonight| tomorrow| at| for| with)',
    { ctx: true, faint: true },
  ),
  rule('plan', '(?<h>before) (?:anyone|anybody|everyone|everybody|they|she|he|my \\w+) (?:is |are |gets |get |wakes |wake )?(?:up|awake|home|back)(?= ?\\|)', {
    ctx: true,
    faint: true,
  }),
  rule('plan', '(?<h>set|picked|chose|have|got) (?:a|the) date(?= ?\\|)', {
    ctx: true,
    faint: true,
    notSentence: /(?:^| )(?:wedding|court|surgery|move|moving|trip|vacation|party|closing|launch|interview|exam|baby|due)(?: |$)/,
  }),
  rule(
    'plan',
    '(?<h>keep going over|go over|went over|keep rehearsing|rehearse|rehearsed|run through|keep running through) (?:the )?(?:timing|details|plan|route|steps|how it will go)(?= ?\\|| in my head| again| over and over)',
    {
      ctx: true,
      faint: true,
    },
  ),
  // Thinking about or picturing a method: "been thinking about hanging. like a lot", "can't stop picturing the overpass".
  rule(
    'method',
    "(?<h>think|thought|thinking|picture|picturing|imagine|imagining|fixate|fixating|obsess|obsessing|dwell|dwelling|daydream|daydreaming|fantasize|fantasizing|visualize|visualizing) {A}(?:about |of |on )?{A}(?:going over the (?:rail|railing|edge|side)|going off the (?:edge|bridge|roof|ledge)|hanging|hang myself|the noose|a noose|the rope|pulling the trigger|the trigger|one step forward|a step forward|stepping forward|stepping off|jumping|the jump|the fall|not turning the wheel|just not turning|swerving|driving off|driving into|the car and the garage|the garage and the car|the car running in the garage|the tracks|the train tracks|the overpass|the ledge|the edge of the roof|the bottle of \\w+ in|the pills in|all the pills in|the gun in|dad's gun|my dad's gun|the gun|his gun)(?= ?\\|| like| a lot| again| all| every| more| lately| today| tonight| when| and| in| on| at| off| from| into| for| myself)",
    {
      notSentence:
        /(?:^| )(?:work|project|repair|repairs|construction|photo|photos|painting|movie|show|book|history|commute|laundry|clothes|decorations?|art|lights|curtains|class|lesson|range|hunting|season|skydiving|bungee|diving|pool|lake house|trampoline|hurdles|rope course|climbing|gym|pictures|craving|cravings|crave|high|using again)(?: |$)/,
    },
  ),
  // Stepping in front, not turning the wheel: a method told as a small act.
  rule(
    'method',
    '(?<h>just not turn|not turning|not turn|take one step|take a step|taking one step|one more step|one step) (?:the wheel|forward|off|off the platform|off the edge|in front)(?= ?\\|| and| when| at| on| into| the)',
    { notSentence: /(?:^| )(?:recovery|progress|goal|goals|day at a time|sobriety|program|therapy|dance|exercise|workout|plan to stay safe)(?: |$)/ },
  ),
  // Where the writer stands now: "im on the bridge", "at the tracks right now".
  rule(
    'imminent',
    '(?<h>i am|i be|am|sitting|standing|parked) (?:on|at|by|under|near|on top of|at the top of) the (?:bridge|roof|rooftop|ledge|edge|edge of the (?:platform|roof|bridge|cliff|building)|platform edge|tracks|train tracks|overpass|cliff|railing|top floor|parking garage roof)(?= ?\\|| right now| now| again| alone| tonight| and i| with)',
    {
      notSentence:
        /(?:^| )(?:min|mins|minutes|traffic|late|almost there|on my way|omw|stuck|view|sunset|photo|pictures|picnic|concert|party|bbq|tour|walk|hike|work|job|shift|crew|fixing|repair|class|bus|cab|uber|lyft|commute|date|see you|meet|meeting|waiting for|pick me up|where are you|be there|headed|heading|coming)(?: |$)/,
    },
  ),
  // Acquiring means on its own is preparation unless a benign purpose is given ("bought rope for the tent").
  rule(
    'preparation',
    '(?<h>buy|bought|get|got|pick up|picked up|order|ordered|purchase|purchased|grab|grabbed) {A}(?:a|the|some|my|a new|another|a length of|a coil of|a bag of|a box of)? {A}(?:rope|noose|charcoal|helium|handgun|pistol|gun|shotgun|rifle|revolver|firearm|ammo|bullets|exit bag|rat poison)(?= ?\\|| at| from| on| online| today| yesterday| this| last| earlier| tonight| and| after| on the way| with)',
    { notText: BENIGN_MEANS },
  ),
  rule(
    'preparation',
    '(?<h>not|nothing) for (?:a |the )?(?:barbecue|bbq|grill|camping|anything normal|anything good|what you would think|the reason you would think|decoration|a project)',
    {
      ctx: true,
    },
  ),
  // "moved the gun into my room", "took dad's pistol out to the car".
  rule(
    'preparation',
    "(?<h>move|moved|took|take|bring|brought|carry|carried|keep|kept|put) (?:the|my|his|her|dad's|my dad's|my father's|a) (?:gun|pistol|rifle|shotgun|handgun|revolver|firearm) (?:out )?(?:into|in|to|under|next to|beside) (?:my|the) (?:room|bedroom|bed|pillow|nightstand|car|truck|drawer|closet)",
    { notText: BENIGN_MEANS },
  ),
  rule(
    'preparation',
    "(?<h>found|find|got|took) (?:the )?(?:key|code|combination) (?:to|for) (?:my |the |his |her |dad's |my dad's )?(?:gun safe|gun cabinet|safe|lock box|lockbox|gun)",
    {
      ctx: true,
      notText: BENIGN_MEANS,
    },
  ),
  // Arrangements for after: "asked my sister to take care of Biscuit if anything happens to me".
  rule(
    'preparation',
    '(?<h>ask|asked|make sure|made sure|arrange|arranged|tell|told|set up|have|had) (?:[^ |]+ ){0,3}?(?:to )?(?:take care of|look after|keep|take|feed|adopt|raise|watch|have|get) (?:[^ |]+ ){0,3}?(?:if|in case|when|after|once) (?:anything|something) (?:happens|happen|were to happen|should happen) to me',
    {
      notSentence:
        /(?:^| )(?:surgery|operation|procedure|trip|travel|vacation|flight|deploy|deployment|hospital|hospital stay|rehab|treatment|detox|jail|court|military|biopsy)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>find|found|finding) (?:a )?(?:good |new |loving |forever |safe )?home (?:for|to) (?:my |the )?\\w+', { ctx: true, faint: true }),
  rule(
    'preparation',
    '(?<h>ask|asked|asking) (?:[^ |]+ ){1,3}to (?:keep|take|look after|take care of|adopt) (?:my|the) (?:cat|dog|kitten|puppy|pet|pets|bird|fish|rabbit|kids|plants)',
    {
      ctx: true,
      faint: true,
    },
  ),
  rule('preparation', '(?<h>alone|on his own|on her own|by himself|by herself|without me|left behind) after(?= ?\\|)', { ctx: true, any: true }),
  // Letters left where they will be found.
  rule(
    'preparation',
    '(?<h>where|so) (?:they|she|he|someone|somebody|my \\w+|mom|dad|everyone) (?:will |can |would |are going to )?find (?:them|it|the letters|the letter|the note|the notes)',
    {
      // Others find what the writer left: their subject is not the writer's. Not a note on the fridge,
      // a grocery list or an egg hunt.
      any: true,
      text: /(?:^| )(?:letters?|notes?|envelopes?|cards?)(?: |$)/,
      notText: BENIGN_NOTE,
    },
  ),
  // "would have a lot less to worry about if I was gone".
  rule(
    'passive_ideation',
    "(?<h>would|will|'d) (?:have|be) (?:a lot |so much |way |much )?(?:less|fewer) (?:to worry about|stress|stressed|problems|drama|burden|trouble|bills|to deal with) (?:if|once|when|without) (?:i be|i was|i were|me)(?: (?:gone|dead|not here|not around|no longer here|out of the picture))?",
    { any: true, notSentence: AWAY },
  ),
  // "I hope the cancer comes back".
  rule(
    'passive_ideation',
    '(?<h>hope|wish|pray) {A}(?:that )?(?:the|my) (?:cancer|tumor|illness|disease|heart condition|infection|lymphoma|leukemia) (?:would |will )?(?:come back|comes back|return|returns|spread|spreads|win|wins|get me|gets me|take me|takes me|finish me|kill me)',
  ),
  // Clearing up for the people left behind: "so nobody gets stuck with my mess", "less for people to deal with".
  rule(
    'preparation',
    '(?<h>so|that way|so that) (?:nobody|no one|noone|they|my family|my kids|my \\w+|people|no one else|nobody else) (?:gets|get|is|are|will be|will get|has to be|have to be) (?:never |not )?(?:stuck|left|saddled|burdened) with (?:my (?:mess|debt|debts|bills|stuff|things|crap|shit|problems|loans|funeral|junk|car payment)|the (?:funeral|cleanup|debt|debts|mess))',
  ),
  rule(
    'preparation',
    '(?<h>less|nothing|not much|less stuff|less mess) (?:left )?for (?:people|them|anyone|everyone|my family|my kids|my \\w+|whoever) to (?:deal with|clean up|sort out|sort through|go through|handle|figure out)',
    { ctx: true, any: true },
  ),
  // Messages set to arrive later, letters left where they will be found, videos for birthdays the writer won't see.
  rule(
    'preparation',
    '(?<h>schedule|scheduled|set|timed) (?:a |the |an |my )?(?:email|emails|message|messages|text|texts|post|tweet|letter) to (?:go out|send|be sent|post|arrive|go)',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>left|leave|put|hid|hide|tucked|tuck) (?:a |the |my )?(?:note|letter|letters|notes) (?:on|in|under) (?:the|my) (?:laptop|table|counter|bed|desk|fridge|kitchen table|door|pillow|nightstand|drawer|top drawer|dresser|car)',
    {
      ctx: true,
      faint: true,
    },
  ),
  rule(
    'preparation',
    '(?<h>wrote|write|written|writing|finished|sealed) (?:[^ |]+ ){0,2}?(?:letters|letter|notes|cards) (?:to|for) (?:my|each of my|both my|both of my|everyone|all of my|mom|dad)(?: [^ |]+){0,4}? (?:\\| )?(?:and )?(?:they are |put them |hid them |left them |tucked them |sealed them )?(?:in|under|where) (?:the|my|they)',
    { notText: BENIGN_LETTER, notSentence: /(?:^| )(?:birthday|birthdays|christmas|holidays?)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>record|recorded|recording|write|wrote|writing|make|made|making|film|filmed) (?:[^ |]+ ){0,2}?(?:videos|video|letters|cards|messages|voice memos) for (?:my|each of my) (?:\\w+ ){0,2}?(?:for (?:her|his|their|each|every) )?(?:next|future|upcoming|every|each|18th|eighteenth|wedding|graduation|birthdays|birthday)',
    { ctx: true, notText: BENIGN_LETTER },
  ),
  rule(
    'preparation',
    "(?<h>will not|won't|not going to|never going to|wo not) (?:get to )?(?:be|see) (?:at|there for|around for|there|around to see)(?: (?:it|them|those|any of (?:it|them|those)))?(?= ?\\|)",
    { ctx: true, faint: true },
  ),
  // Life insurance read for what it pays after a suicide.
  rule(
    'preparation',
    '(?<h>life insurance|insurance policy|the policy) (?:[^ |]+ ){0,12}?(?:pays out|pay out|still pays|covers suicide|suicide clause|after two years|contestability|contestable)',
  ),
  // "won't be needing them" after giving things away.
  rule(
    'preparation',
    "(?<h>will not|won't|wo not|do not|not going to) {A}(?:be )?(?:need|needing) (?:it|them|these|those|this|that|any of it|any of them)(?= ?\\|)",
    { ctx: true },
  ),
  // Overdose on purpose in the words of use: "using alone with no narcan around", "not gonna test it, that's the point".
  rule('intent', '(?<h>that is|that was) (?:kind of |sort of |exactly |honestly )?the (?:idea|point|plan|goal)(?= ?\\|)', {
    sentence:
      /(?:^| )(?:wake|die|dead|end|overdose|od|fent|fentanyl|whole bag|hot shot|narcan|test it|test strip|strongest|pills|klonopin|xanax|benzos|bottle|fifth|gun|rope|bridge|jump|drown|crash)(?: |$)/,
    also: ['method'],
  }),
  rule(
    'method',
    '(?<h>use|using|shoot|shooting|do|doing) (?:[^ |]+ ){0,3}?alone (?:with|and) (?:no|without) (?:narcan|naloxone|one around|anyone around|nobody around)',
    { ctx: true },
  ),
  rule('intent', '(?<h>so|that way) (?:nobody|no one|noone) (?:can|could|would|will) (?:bring me back|save me|revive me|narcan me|find me in time|stop me)'),

  /* ---- round seven: plans and preparation told without risk words (docs/crisis-safety.md) ---- */
  // Deictic plan words at a line's end: "that's when", "that's my window", "then that's it", "next one is the one".
  rule(
    'plan',
    '(?<h>that is my window|that is the window|that is the plan|then that is it|that is it then|(?:the )?next one is the one|this one is the one|that is my chance)(?= ?\\|)',
    {
      ctx: true,
    },
  ),
  rule(
    'plan',
    '(?<h>already know how|already know where|i know how|know how i will do it|know which way|figured out (?:exactly )?(?:where|when|how)|made up my mind (?:on|about) (?:how|when|where))(?= ?\\|)',
    { ctx: true },
  ),
  rule('plan', '(?<h>made up my mind|decided) (?:on|about) (?:how|when|where)(?= ?\\|)'),
  rule('plan', '(?<h>gone|went|go|going) over it (?:a hundred|a thousand|a million|so many|over and over|again and again|every night|in my head)', {
    ctx: true,
  }),
  rule('plan', '(?<h>when|while|once) (?:the|my) (?:house|apartment|place|home) (?:is|will be|gets) (?:empty|quiet)', { ctx: true, faint: true }),
  rule('plan', '(?<h>wait|waiting) (?:til|till|until|for) (?:my |the )?\\w+ (?:leaves|leave|is gone|goes|go|falls asleep|is asleep|is away|is out)', {
    ctx: true,
    faint: true,
  }),
  rule(
    'plan',
    '(?<h>after|once|when) (?:the kids|my kids|my wife|my husband|my roommate|everyone|everybody|my partner|my mom|my dad) (?:leave|leaves|go|goes|are gone|is gone|fall asleep|falls asleep)(?= for| to| on| in| at| ?\\|)',
    {
      ctx: true,
      faint: true,
    },
  ),
  rule(
    'plan',
    '(?<h>when|while) (?:they are|staff is|the staff is|the nurses are|nobody is|no one is) (?:watching|looking|checking)(?: the)? (?:least|less|the least)',
    { any: true, ctx: true },
  ),
  rule(
    'plan',
    '(?<h>nobody|no one|noone) (?:is going to|will|would|is gonna|ever|would ever) (?:check on me|come looking|look for me|notice|find me|go there|open (?:it|those|them))',
    { any: true, ctx: true, faint: true },
  ),
  rule('plan', '(?<h>a|the) (?:spot|place) (?:where )?(?:nobody|no one|noone) (?:goes|will find me|would find me|comes|looks|checks)', {
    any: true,
    ctx: true,
    faint: true,
  }),
  rule('plan', '(?<h>just|only) (?:have|need|got) to (?:pick|choose|set) (?:the|a) (?:night|day|date|time)(?= ?\\|)', { ctx: true }),
  rule(
    'plan',
    '(?<h>see|check|checked|find|found|look at|looked at|figure out) (?:where|how high|how low) the (?:railing|fence|barrier|guardrail|wall|drop|rail) (?:is|gets) (?:lowest|highest|shortest|weakest|low enough|high enough)',
  ),
  rule(
    'plan',
    '(?<h>timed|clocked) (?:it|the train|the trains|the freight|the \\w+ train)(?: (?:twice|again|a few times|three times|this week|last night|every day))',
    {
      text: /(?:^| )(?:tracks?|train|trains|freight|crossing|bridge|overpass)(?: |$)/,
      notText: /(?:^| )(?:catch|catching|commute|work|school|schedule|bus|ride|photos?|pictures?|video)(?: |$)/,
    },
  ),
  rule('plan', '(?<h>roof access|access to the roof|the roof door|the door to the roof)', { ctx: true, faint: true }),
  // A fragment naming a dangerous place and nothing else: "the tracks behind the warehouse."
  rule(
    'plan',
    '(?<=\\| )(?<h>the) (?:tracks|train tracks|railroad tracks|overpass|quarry|cliff|cliffs|roof of|top level|top floor|bridge|ledge|river|dam|parking garage)(?: (?:on|by|behind|past|near|off|over|at|of) (?:the |my )?[^ |]+(?: [^ |]+)?)?(?= ?\\|)',
    {
      ctx: true,
      notText:
        /(?:^| )(?:kayak\w*|swim\w*|fish\w*|hike|hiking|picnic|photos?|party|trip|camping|walk|run|tour|view|sunset|meet|date|game|concert|festival|fireworks|boat\w*|paddle\w*|tubing|float|club|traffic|commute|construction|detour|closed|closure)(?: |$)/,
    },
  ),
  rule(
    'plan',
    "(?<h>do not|don't|not) {A}(?:want|wanna) to ruin (?:christmas|the holidays|thanksgiving|her birthday|his birthday|their birthday|the wedding|new year|easter|mother's day|father's day) for (?:them|her|him|everyone|my \\w+)",
    {
      ctx: true,
    },
  ),
  // The same way someone else died.
  rule('method', '(?<h>go|die|end it|do it|end things|leave) the same way (?:he|she|they|my \\w+|my \\w+ \\w+|dad|mom) (?:did|went|died)', {
    also: ['intent'],
  }),
  // "not coming back from the camping trip": not returning alive.
  rule(
    'intent',
    "(?<h>not|never|won't|will not) {A}(?:be )?(?:coming|come) back from (?:the|this|that|my) (?:trip|camping trip|hike|hotel|motel|weekend|woods|lake|cabin|drive|walk)(?! (?:until|till|before|early|for|on|by|at))",
    {},
  ),
  // No future to pay for: "there's no next place", "no point paying for next month if there isn't one".
  rule(
    'intent',
    '(?<h>there is no|there will be no|there will not be a|there is not a|there is not going to be a) (?:next (?:month|week|year|place|time|semester|christmas)|tomorrow for me|future for me)(?= ?\\|| for me)',
    { any: true },
  ),
  rule('intent', "(?<h>next month|tomorrow|next year|next week|a future) if there (?:is not|is no|will not be|won't be) (?:one|any)", { any: true }),
  // Decisions and commitment without an object.
  rule('intent', '(?<h>this time for real|for real this time|this time i mean it|i mean it this time|it is settled|my mind is made up)(?= ?\\|)', {
    ctx: true,
  }),
  rule('intent', '(?<h>no more going back and forth|done going back and forth|no more second guessing|done second guessing)(?= ?\\|)', { ctx: true }),
  rule(
    'intent',
    '(?<h>not|never|no more|done) (?:asking|ask|reaching out|calling|calling anyone|telling anyone) (?:for help |anyone |the line |988 )?(?:this time|anymore)(?= ?\\|)',
    { ctx: true },
  ),
  rule('intent', '(?<h>decided|made up my mind|made my decision|made the decision) (?:last night|yesterday|today|this morning|tonight)(?= ?\\|)', {
    ctx: true,
  }),
  rule('intent', '(?<h>felt|feel|feels|feeling) like a weight (?:came|was lifted|lifted|came off|is off)', { ctx: true, faint: true }),
  rule('intent', '(?<h>just|only) (?:getting|get) it done(?= ?\\|)', { ctx: true, faint: true }),
  rule('intent', '(?<h>going|gonna|go|am going) (?:to )?(?:go )?through with it(?= ?\\|| tonight| this time| now| for real)', { ctx: true }),
  rule('passive_ideation', '(?<h>no more|done|tired of|stop|stopped|quit) (?:trying to )?(?:hang on|hold on|hanging on|holding on)(?= ?\\|)'),
  rule(
    'intent',
    '(?<h>nothing|nobody|no one) (?:anyone |anybody |you |they )?(?:says|say|can say|does|do|can do)? ?(?:in group |in therapy |at meetings )?(?:is going to|will|is gonna|can|could) (?:change|stop) (?:it|my mind|this|me)(?! about| on| regarding| when| if)',
    { sentence: /(?:^| )(?:decided|decision|made up my mind|mind is made up)(?: |$)/ },
  ),
  rule(
    'preparation',
    '(?<h>practiced|practiced it|rehearsed|rehearsed it|did a practice run|did a dry run|did a test run|a dry run|a practice run)(?= ?\\|| last night| yesterday| today| this morning)',
    { ctx: true, faint: true },
  ),
  rule('intent', '(?<h>see|know|find out) (?:if|whether) i (?:could|can|would) (?:actually |really )?go through with it', { ctx: true }),
  rule('plan', '(?<h>figured out|worked out) the rest(?= ?\\|)', { ctx: true, faint: true }),
  rule(
    'plan',
    '(?<h>everyone|everybody|they|the family|the whole family|the kids) (?:will be|is going to be|are going to be|are|is) (?:at|out|gone|away)(?= ?\\|| at| for| on| with)',
    { ctx: true, faint: true, any: true },
  ),
  rule('plan', '(?<h>takes|take|taking) the kids (?:to|away|for)', { ctx: true, faint: true, any: true }),
  rule('plan', '(?<h>got|have|made) a timeline(?= ?\\|| now)', { ctx: true }),
  rule(
    'plan',
    '(?<h>gone) by (?:the \\d+(?:st|nd|rd|th)?|friday|saturday|sunday|monday|tuesday|wednesday|thursday|next week|the weekend|the end of the month)',
    { ctx: true, faint: true },
  ),
  rule('intent', '(?<h>not|never) (?:planning|plan|planning on|going) (?:on )?(?:to )?check(?:ing)? out(?= ?\\|)', {
    text: /(?:^| )(?:motel|hotel|room|inn|airbnb)(?: |$)/,
  }),
  rule(
    'intent',
    '(?<h>nothing|nobody|no one) (?:anyone |anybody |you |they )?(?:says|say|can say|does|do|can do)? ?(?:in group |in therapy |at meetings )?(?:is going to|will|is gonna|can|could) (?:change|stop) (?:it|my mind|this|me)(?! about| on| regarding| when| if)',
    { ctx: true },
  ),
  rule(
    'intent',
    '(?<h>calm|at peace|peaceful|relieved|relief|lighter|first good sleep)(?: [^ |]+){0,6} since i (?:decided|made up my mind|made my decision|made the decision)(?= ?\\|)',
  ),
  rule(
    'intent',
    '(?<h>not|never) (?:going to|gonna|be go to) (?:fail|mess (?:it|this) up|screw (?:it|this) up|botch (?:it|this)|chicken out|back out) (?:this time|again|like last time)',
    {
      ctx: true,
      notSentence:
        /(?:^| )(?:exam|test|class|course|driving|interview|diet|program|recovery|sobriety|relapse|relationship|marriage|job|recipe|cake|audition|game|match|race)(?: |$)/,
    },
  ),
  rule('intent', '(?<h>not) (?:messing|screwing|botching) (?:it|this) up (?:like last time|this time|again)', {
    ctx: true,
    notSentence:
      /(?:^| )(?:exam|test|class|course|driving|interview|diet|program|recovery|sobriety|relapse|relationship|marriage|job|recipe|cake|audition|game|match|race)(?: |$)/,
  }),
  rule('intent', '(?<h>not|no longer) (?:a question of|about) if (?:anymore|any more)?', {
    ctx: true,
    notSentence: /(?:^| )(?:relapse|use|using|drink|drinking|quit|leave|move|job|divorce)(?: |$)/,
  }),
  rule('intent', '(?<h>i mean it|i am serious|not kidding|not joking|i am not joking|i am not kidding)(?= ?\\|)', { ctx: true }),
  rule('imminent', '(?<=\\| )(?<h>tonight|right now|in an hour|in a few hours|today)(?= \\|)', { ctx: true, faint: true }),
  // "nobody has to worry about me anymore" set at a time.
  rule(
    'passive_ideation',
    "(?<h>nobody|no one|noone|they|you|my family|everyone) (?:has to|have to|will have to|needs to|will need to|will ever have to|won't have to|will not have to) worry about me (?:anymore|any longer|again|ever again)",
    {
      any: true,
      sentence:
        /(?:^| )(?:soon|in an hour|in a few hours|tonight|after tonight|by morning|tomorrow|after today|after this|once i am gone|when i am gone)(?: |$)/,
      also: ['intent'],
    },
  ),
  rule(
    'imminent',
    '(?<h>it is|it be|its) (?:loaded|cocked)(?: and (?:sitting |lying |resting )?(?:on my lap|in my hand|in my lap|next to me|beside me|in front of me|on the table|on the bed))',
    {},
  ),
  rule(
    'imminent',
    '(?<h>train|the train|it|the freight) (?:comes|is coming|will come|passes|comes by) (?:soon|in \\d+|any minute|in a few minutes|in five minutes)',
    {
      ctx: true,
      sentence: /(?:^| )(?:tracks?|train|freight|crossing)(?: |$)/,
    },
  ),
  rule('imminent', '(?<=\\| )(?<h>at|on) the (?:tracks|train tracks|bridge|ledge|roof|edge|overpass|cliff|pier|overlook|quarry|dam|top floor)(?= ?\\|)', {}),
  // An attempt interrupted: "my roommate found me before it worked", "I was pulled back off the railing by a stranger".
  rule(
    'behavior',
    '(?<h>found|stopped|caught|interrupted|walked in on) me (?:\\w+ ){0,4}?before (?:it|the pills|anything|the rope|the pill) (?:worked|work|kicked in|took effect|could work|finished)',
    { any: true },
  ),
  rule(
    'behavior',
    '(?<h>pulled|pull|dragged|drag|grabbed|grab|talked|talk|yanked) (?:me )?(?:back )?(?:off|from|down from|back from|over) (?:of )?the (?:\\w+ )?(?:railing|rail|ledge|edge|tracks|bridge|roof|overpass|balcony)',
    { any: true, notSentence: /(?:^| )(?:kids?|son|daughter|dog|puppy|toddler|child|he|she|him|her|they|them|game|movie|video|dream)(?: |$)/ },
  ),
  // A self-injury urge that must be met: "if I don't get to hurt myself tonight".
  rule('self_harm', '(?<h>not) (?:get to|be able to|get a chance to) (?:cut|hurt|burn|harm|scratch|hit)(?: myself)?(?= ?\\||$| tonight| today| soon| i)', {}),
  // "sitting on the wrong side of the railing": over the barrier that keeps people from falling.
  rule('imminent', '(?<h>on|over|to) the (?:wrong|other|outside|far) side of the (?:railing|rail|rails|fence|barrier|guardrail|guard rail|balcony)', {
    notSentence: /(?:^| )(?:photo|picture|pictures|selfie|view|cows?|horses?|neighbor|neighbour|yard|field|dog|ball)(?: |$)/,
  }),
  // An engine running in a closed garage.
  rule('imminent', '(?<h>engine|car|motor|truck) (?:be |is )?(?:running|still running|on)(?= ?\\||$| with the door| and the door)', {
    text: /(?:^| )garage(?: |[.,!?]|$)/,
    // Here and now, not a way thought about ("I think about running the car in the garage").
    notSentence:
      /(?:^| )(?:warm|warming|warmed|defrost|defrosting|load|loading|jump|jumped|mechanic|fix|fixing|check|checking|oil|think|thinking|thought|imagine|imagining|wonder|wondering|picture|picturing|considering|would|could|sometimes|if)(?: |$)/,
  }),
  rule('imminent', '(?<h>garage) (?:door )?(?:\\w+ ){0,4}?(?:door|doors) (?:down|shut|closed)(?= ?\\||$| and| with)', {
    text: /(?:^| )(?:engine|car|running|hose|exhaust|tailpipe|keys)(?: |[.,!?]|$)/,
    notSentence:
      /(?:^| )(?:think|thinks|thinking|thought|thoughts|imagine|imagining|imagined|wonder|wondering|wondered|picture|picturing|pictured|consider|considering|considered|would|could|sometimes|if|fantasize|fantasizing|daydream|daydreaming)(?: |$)/,
  }),
  // Researching a way: "reading forums about which method hurts the least", "the most painless way".
  rule(
    'method',
    '(?<h>which|what|the) (?:method|way) (?:hurt|hurts|would hurt|will hurt) (?:the )?least|(?<h2>least painful|most painless|painless) (?:way|method)(?= ?\\||$| to (?:die|do it|end it|check out|kill myself)| out)',
    {
      any: true,
      notSentence:
        /(?:^| )(?:hair|wax|waxing|shave|shaving|laser|epilat\w*|tattoo|tattoos|piercing|piercings|shot|shots|vaccine|injection|injections|blood draw|splinter|stitches|braces|brow|brows|eyebrows|tooth|teeth|dentist|iud|birth|labor|labour|bandaid|band aid)(?: |$)/,
    },
  ),
  // Medication kept back to have enough: "saving my clonazepam instead of taking it".
  rule(
    'preparation',
    '(?<h>save|saving|saved|keep|keeping|kept|hold onto|holding onto|stash|stashing|stashed|skip|skipping|skipped) (?:my |the |all my |all the |some of my )?(?:\\w+ )?(?:pill|pills|med|meds|medication|medications|tablet|tablets|dose|doses|script|\\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone|zepam))(?: \\w+){0,3}? (?:instead of|rather than) (?:take|taking|swallow|swallowing|use|using)(?: (?:it|them))?',
    {},
  ),
  // Waiting for a clause to lapse: an insurance policy's suicide exclusion, a gun's waiting period.
  rule(
    'preparation',
    '(?<h>waiting period|suicide clause|suicide exclusion|contestability period|contestable period|two year period)(?: (?:on|for|of) (?:my|the) (?:[^ |]+ ){0,2}?(?:policy|insurance|gun|pistol|rifle|handgun|shotgun))? (?:end|ends|be over|is over|run out|runs out|expire|expires|be up|is up)',
    {
      any: true,
      text: /(?:^|[^a-z])(?:insurance|policy|payout|pays out|beneficiary|beneficiaries|gun|guns|pistol|rifle|handgun|firearm|shotgun)(?:[^a-z]|$)/i,
      // A health, dental or car policy's waiting period is about a claim.
      notSentence:
        /(?:^| )(?:dental|health|medical|pet|auto|car|renters|vision|procedure|surgery|crown|braces|coverage|deductible|claim|claims|maternity)(?: |$)/,
    },
  ),
  // A place chosen with nothing named for it, beside another cue: "I've picked the spot".
  rule('plan', '(?<h>pick|picked|choose|chose|chosen|found|find) (?:out )?(?:the|a|my) (?:spot|place|location)(?= ?\\||$| already| now| for it)', {
    ctx: true,
    notSentence:
      /(?:^| )(?:picnic|picnics|camp|camping|tent|wedding|party|lunch|dinner|photo|photos|vacation|trip|date|meet|meeting|park|parking|fishing|hunting|garden|tree|christmas|shop|store|restaurant|house|apartment|home|new)(?: |$)/,
  }),
  // "Everything's set for Friday. Nobody will be home."
  rule(
    'plan',
    '(?<h>everything|it all|all of it) (?:be |is )?(?:set|ready|arranged|in place|sorted) for (?:tonight|tomorrow|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \\d+(?:st|nd|rd|th)?)(?= ?\\||$)',
    { ctx: true, any: true },
  ),
  rule(
    'plan',
    '(?<h>nobody|no one|noone) (?:will be|is going to be|be go to be|be gonna be|be) (?:home|here|around|back) (?:till|until|tonight|all (?:night|weekend|day)|for (?:the|a) (?:night|weekend|week))',
    { ctx: true, any: true },
  ),
  // Things handed on with a cover, and an after in which nothing matters (vague alone; they count beside another cue):
  // "she can have my car. She thinks I'm just being generous", "after that it won't matter", "don't worry about me anymore".
  rule(
    'preparation',
    '(?<h>she|he|they|you|everyone|my \\w+) (?:can|could|get to|should) (?:have|keep) my (?:car|truck|guitar|bike|tools|clothes|jewelry|ring|dog|cat|things|stuff|records|games|collection|watch|laptop|room)(?= ?\\||$| now| after| when| once)',
    {
      ctx: true,
      any: true,
      notSentence:
        /(?:^| )(?:borrow|borrowing|while i am|while i'm|weekend|week|trip|vacation|deployed|away|moving|move|upgrade|upgrading|new one|bought a new|getting a new)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>paid|pay|paying|prepaid) (?:my |the |all my )?(?:rent|bills|mortgage|car payment|phone bill|tuition|debts)(?: [^ |]+){0,3}? (?:ahead|in advance|early|off)(?= ?\\||$| so)',
    {
      ctx: true,
      faint: true,
    },
  ),
  rule(
    'preparation',
    '(?<h>think|thinks|thought) (?:that )?i (?:am|be) (?:just )?(?:being )?(?:generous|sentimental|decluttering|downsizing|minimalist|nice|spring cleaning)(?= ?\\||$)',
    { ctx: true, any: true },
  ),
  rule(
    'intent',
    "(?<h>it|nothing) (?:will not|won't|wont|will never|be not going to|be not gonna|be going to not) matter (?:after that|after this|anymore|any more|soon|by then|after (?:tonight|tomorrow|friday|saturday|sunday))(?= ?\\||$)|(?<h2>after|after that|after this) (?:\\| )?(?:it|nothing) (?:will not|won't|wont|will never) matter(?= ?\\||$)",
    { ctx: true, any: true },
  ),
  rule('preparation', '(?<h>not|never) (?:have to |need to )?worry about me (?:anymore|any more|ever again|after (?:this|today|tonight))(?= ?\\||$)', {
    ctx: true,
    any: true,
  }),
  // Substances taken with the outcome shrugged at: "drank a fifth and took my mom's Xanax, I don't care what happens".
  rule(
    'behavior',
    '(?<h>took|swallowed|popped|downed|drank|mixed|snorted|shot up) (?:[^ |]+ ){0,8}?(?:\\| )?i (?:do not|did not) (?:even )?care (?:what happens|if i wake up|if i do not wake up|if i die|if i make it)(?= ?\\||$| anymore| now)',
    {
      sentence: /(?:^| )(?:pills?|xanax|bars|benzos?|oxy|percs?|fent|fentanyl|heroin|dope|meds|tylenol|sleeping|fifth|vodka|whiskey|bottle|everything)(?: |$)/,
    },
  ),
  // More told through what comes after, round fifteen's probes.
  rule(
    'preparation',
    '(?<h>sign|signed|signing) (?:the )?(?:title|deed|pink slip)(?: (?:of|to) (?:my|the) \\w+)? (?:over )?to (?:my|her|his|the) \\w+|(?<h2>sign|signed|signing) (?:my|the) (?:truck|car|house|bike|boat|dog) over to',
    {
      ctx: true,
      notSentence: /(?:^| )(?:sold|sell|selling|buyer|bought|dealer|dealership|trade|traded|divorce|moving|move)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>not|never) (?:going to |gonna )?understand (?:why )?(?:until|till|til) (?:later|after|then|it is too late)(?= ?\\||$)', {
    ctx: true,
    any: true,
  }),
  rule('preparation', "(?<h>she|he|they|you) (?:will|would|'ll) need (?:them|it|those|that),? not me(?= ?\\||$)", { ctx: true, any: true }),
  // Access to a locked means: "I found the key to my grandfather's gun safe".
  rule(
    'preparation',
    '(?<h>found|find|got|get|have|took|take|figured out|guessed|know) (?:the )?(?:key|keys|code|combination|combo) (?:to|for) (?:\\w+ ){0,2}?(?:gun safe|gun cabinet|gun case|gun locker|safe|lockbox|lock box|pill safe|medicine cabinet|med box)',
    {
      notSentence: /(?:^| )(?:gave|give|giving|hand|handed|handing|changed|change|locked|lock|mom has|dad has|keeps? the|holds? the)(?: |$)/,
    },
  ),
  rule('plan', '(?<h>that is|thats) when(?= ?\\||$)', { ctx: true, any: true }),
  // Means gathered out of sight: "collecting my dad's old pain pills, a few at a time so nobody notices". Anchored on
  // the concealment (rare) and checked against its sentence, so the engine does not search from every "take".
  rule('preparation', '(?<h>so) (?:nobody|no one|noone) (?:notice|will notice|would notice|can tell|find out|know)(?= ?\\||$)', {
    any: true,
    sentence:
      /(?:^| )(?:collect|collecting|collected|save|saving|saved|stash|stashing|stashed|taking|took|grab|grabbing|grabbed|sneak|sneaking|snuck|hoard|hoarding|hoarded)(?: [^ ]+){0,12} (?:pills?|meds|tablets?|doses?|\w+(?:pam|zolam|codone|tanyl))(?: |$)/,
  }),
  // A car, a hose or charcoal: "sitting in my car in the woods with the hose".
  rule(
    'imminent',
    '(?<h>sit in|sitting in|in) (?:the|my|a) (?:car|truck|van|garage|tent)(?: [^ |]+){0,4}? with (?:a|the|my|some) (?:hose|tube|charcoal|grill|exhaust)',
    {
      notSentence:
        /(?:^| )(?:garden|wash|washing|washed|water|watering|plants|bbq|barbecue|cook|cooking|grilling|camping|tailgate|tailgating|fix|fixing|leak|radiator)(?: |$)/,
    },
  ),
  rule(
    'plan',
    '(?<h>decided|decide|settled|settle|picked|pick|chose|choose) on (?:the )?(?:river|bridge|lake|quarry|cliff|overpass|train|tracks|pills|gun|rope|garage|roof)(?= ?\\||$|,| after| before| on| this| next| tonight| tomorrow| when| once)',
    {
      notSentence:
        /(?:^| )(?:trip|vacation|honeymoon|wedding|party|picnic|swim|swimming|fishing|camping|kayak|kayaking|hike|hiking|venue|photos?|date|dinner|restaurant|cabin|house|apartment|rent|buy|buying)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>for|until|till) when (?:i am|i be) ready(?= ?\\||$)', {
    sentence: /(?:^| )(?:pills?|bottle|gun|pistol|rifle|rope|razor|blades?|meds|noose|belt|cord|stash)(?: |$)/,
  }),
  rule(
    'plan',
    '(?<h>not|never) want to ruin (?:christmas|thanksgiving|the holidays|her birthday|his birthday|their birthday|the wedding|graduation|it) for (?:them|her|him|everyone|the kids|my kids|my family)',
    { ctx: true },
  ),
  rule(
    'intent',
    '(?<h>check out|checking out) (?:after|before|once|when|by) (?:the holidays|christmas|thanksgiving|new year|new years|my birthday|her birthday|his birthday|the wedding|graduation|the funeral)',
    {
      notSentence: /(?:^| )(?:hotel|motel|room|airbnb|rental|cabin|resort|store|library|books?|cart|lodge|inn|hostel|dorm|unit)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>told no one|tell no one|told nobody|not told anyone|not told anybody|not told a soul|not telling anyone|not telling anybody)(?= ?\\||$)',
    { ctx: true, faint: true, any: true },
  ),
  rule(
    'intent',
    '(?<h>everything|it all|all of this|all this|all of it) (?:will|would|is going to|be go to) (?:all )?be over by (?:morning|sunrise|tomorrow morning|the time you read this)',
    {
      any: true,
      notSentence:
        /(?:^| )(?:storm|weather|rain|snow|surgery|labor|labour|party|exam|exams|audit|move|moving|flu|fever|hangover|shift|deadline|project)(?: |$)/,
    },
  ),
  // "the house is empty" or "everyone's out" after a chosen night: alone time named beside another cue.
  rule('plan', '(?<h>house|apartment|place) (?:be |is |will be )?(?:empty|all mine|to myself)(?= ?\\||$| till| until| tonight| all| for)', {
    ctx: true,
    any: true,
  }),
  // Preparation in everyday words.
  rule('preparation', '(?<h>before i go)(?= ?\\|)', { ctx: true, notSentence: DEPARTURE_WORDS }),
  rule('preparation', '(?<h>paid|pay|paying) (?:back )?(?:everybody|everyone|all my debts|what i owe|everyone i owe|all of them)(?= ?\\|| back| i owe| off)', {
    ctx: true,
    faint: true,
    notSentence: DEPARTURE_WORDS,
  }),
  rule('preparation', '(?<h>while i still can)(?= ?\\|)', { ctx: true, notSentence: DEPARTURE_WORDS }),
  rule('preparation', '(?<h>thank you|thanks) for (?:everything|all you have done|everything you have done|all of it|always being there)', {
    ctx: true,
    faint: true,
    notSentence: DEPARTURE_WORDS,
  }),
  rule('preparation', "(?<h>will not|won't|not|never) (?:know |find out |see it |find it |open it |read it )?(?:til|till|until) after(?= ?\\|)", { ctx: true }),
  /* ---- round fifteen: plans and preparation told through what comes after ---- */
  // A day chosen with nothing named for it: "I've got a day picked", "I've circled the 3rd", "thinking in dates instead of ifs".
  // Vague alone ("picked a date for the wedding"); it counts beside another cue.
  rule(
    'plan',
    '(?<h>pick|picked|choose|chose|chosen|set|circle|circled|decide on|decided on|settle on|settled on) (?:out )?(?:a|the|my|an) (?:date|day|night|end date|exact date|exact day|\\d{1,2}(?:st|nd|rd|th))(?= ?\\||,| and| already| now| for it| on| in| at)',
    {
      ctx: true,
      notSentence: DATED_EVENT,
    },
  ),
  rule('plan', '(?<h>have|got|get) (?:a|the) (?:date|day|night) (?:picked|chosen|set|circled)(?= ?\\||,| and| already| now)', {
    ctx: true,
    notSentence: DATED_EVENT,
  }),
  rule(
    'plan',
    '(?<h>think|thinking|thought) in dates|(?<h2>not|no longer) (?:really )?(?:a question of )?if anymore(?:,|\\|| it be) when|(?<h3>my|an) end date(?! for| on the| of the)',
    { ctx: true, any: true },
  ),
  // The aftermath arranged: "so nobody has to see me", "nobody from class has to deal with it", "less of me for anyone to clean up after".
  rule(
    'preparation',
    '(?<h>nobody|no one|noone|none of them|nobody else|no one else)(?: (?:from|at|in) (?:\\w+ ){1,2}?)? (?:have|need|will have|would have) to (?:see me|find me|find it|walk in on (?:it|me)|deal with (?:it|this|the mess)|clean (?:it )?up|guess|be the one|identify me|go through it)',
    { ctx: true, any: true },
  ),
  rule(
    'preparation',
    '(?<h>for|leave|leaving|left) (?:anyone|anybody|them|my \\w+|everyone|people|the \\w+|someone) to (?:clean up after|find after|deal with after|sort out after|find (?:me|it))(?= ?\\||$| when| once)',
    { ctx: true, any: true },
  ),
  rule('preparation', '(?<h>walk|walking|come|coming) (?:home )?(?:in)?to a mess after(?= ?\\|)', { ctx: true, any: true }),
  // "He doesn't need to know the rest", "I didn't say the rest": something kept back about the giving.
  rule('preparation', '(?<h>not|never) (?:need to |have to |going to |gonna )?(?:know|say|tell (?:him|her|them|anyone)|mention) the rest(?= ?\\||$)', {
    ctx: true,
    any: true,
  }),
  // A pet or animals rehomed: "found a good home for Biscuit", "rehomed the chickens".
  rule(
    'preparation',
    '(?<h>find|found|finding) (?:a )?(?:good |new |loving |safe |forever )?home for (?:my |the |our )?\\w+|(?<h2>rehome|rehomed|rehoming) (?:my |the |our )?\\w+',
    {
      ctx: true,
      notSentence: /(?:^| )(?:kitten|kittens|puppy|puppies|foster|fostering|rescue|shelter|litter|allergic|allergy|allergies|landlord|moving|move)(?: |$)/,
    },
  ),
  // "I know which bridge", "I know the spot behind the old feed store", "I know which exit".
  rule(
    'plan',
    '(?<h>know|knew) (?:exactly |already )?(?:which|what|the) (?:bridge|exit|overpass|spot|rocks|tree|building|ledge|cliff|garage|parking garage|trail|river|place|way i|night|day)(?= ?\\|| on| behind| by| off| at| i| to| where| and|$)',
    {
      ctx: true,
    },
  ),
  // Waiting for a day to pass first: "then that's it for me", "and then I can go", "then I'm done".
  rule('intent', '(?<h>then|after that|and then) (?:that be it for me|i be done|i can (?:finally )?(?:go|rest|stop|leave)|i be out|i be gone)(?= ?\\||$)', {
    ctx: true,
    faint: true,
  }),
  rule('passive_ideation', '(?<h>stop|stopped) being here(?! (?:so|every|all|on|at|for|late|early|in|with))', {}),
  // A wish to be dead said as a preference, a prayer or a question: "being gone would be preferred",
  // "would it be so terrible to just not wake up", "Lord, take me home in my sleep".
  rule(
    'passive_ideation',
    '(?<h>be gone|being gone|not existing|not being here|not waking up|dying) (?:would|will) (?:honestly |really |just )?be (?:preferred|preferable|fine|okay|ok|nice|a relief|a mercy|a gift|easier|best|better)(?= ?\\||$| at this| for me| honestly| right now)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>would|will) it (?:really )?be (?:so |that )?(?:terrible|bad|wrong|awful) (?:if i|to) (?:just )?(?:not wake up|never wake up|not be here|be gone|die|not exist|stop existing|disappear)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>god|lord|jesus|allah|father|heavenly father|the lord) (?:\\| )?(?:please |just |to |would |will |could |can |come )*(?:and )?take me (?:home|back to (?:him|you|heaven)|now|tonight|in my sleep|away from (?:here|this)|already)(?! (?:after|from work|from school|from the|to the|to my|safe|safely|in one piece|soon to))',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>ask|asking|beg|begging|pray|praying) (?:god|allah|the lord|jesus|him) (?:every (?:night|day) )?to (?:just )?(?:take me|call me home|let me die|let me go)',
    {},
  ),
  // "I don't see why I'm still around", "I don't know what I'm still here for", "the point of me".
  rule('passive_ideation', '(?<h>not) (?:see|know|understand|get) (?:why|what) i (?:be |am )?still (?:here|around|alive)(?: for)?(?= ?\\||$| anymore)', {}),
  rule('passive_ideation', '(?<h>the point of me|the point in me|point of my existence)(?= ?\\||$| being| existing| anymore)', { any: true }),
  rule(
    'passive_ideation',
    '(?<h>disappointed|upset|annoyed|sad) (?:that )?i (?:woke|wake|still woke|am still|be still|survived|made it)(?: up)?(?= ?\\||$| at all| again| another| this)',
    {},
  ),
  rule(
    'passive_ideation',
    '(?<h>existing|existence|life|being alive) should be optional|(?<h2>opt) out of (?:existing|existence|life|being alive|being a person)',
    { any: true },
  ),
  rule('passive_ideation', '(?<h>stop|stopped) being a person(?= ?\\||$| for| anymore| permanently)', {}),
  // Envying the dead: "I envy the people in the obituaries", "a little jealous of the person in the casket".
  rule(
    'passive_ideation',
    '(?<h>envy|envied|envying|envious|jealous|jealousy) (?:of )?(?:\\w+ ){0,5}?(?:obituaries|obituary|casket|coffin|grave|the dead|dead people|people who (?:die|died|pass|passed)|the ones who (?:die|died|pass|passed|got out))',
    {},
  ),
  rule(
    'passive_ideation',
    '(?<h>envy|envied|envying|jealous of|envious of) (?:the people|them|him|her|those people|every one of them|all of them|everyone)(?= ?\\||$| in them| in there| who)',
    {
      text: /(?:^| )(?:passed|passed away|died|funeral|casket|coffin|grave|obituary|obituaries|killed himself|killed herself|overdosed)(?: |[.,!?]|$)/,
    },
  ),
  rule(
    'passive_ideation',
    '(?<h>felt|feel|feeling|am|was|be|got) (?:so |a little |kind of |kinda |almost |actually |honestly )?(?:envious|jealous)(?= ?\\||$| of (?:him|her|them))',
    {
      text: /(?:^| )(?:passed|passed away|died|funeral|casket|obituary|obituaries|killed himself|killed herself|overdosed)(?: |[.,!?]|$)/,
    },
  ),
  // Hoping not to see another: "hoping it's the last time" going to bed, "let this be my last birthday", "hoping I just stay there" of sleep.
  rule(
    'passive_ideation',
    '(?<h>hope|hoping|wish|wishing|pray|praying|let) (?:that )?(?:it|this|tonight) (?:would |will |could |might )?(?:be|is) (?:my |the )?last (?:time|night|birthday|christmas|year|summer|thanksgiving|sleep)(?! (?:in|at|as|with|before|living|being|single|without|on|of|here|i (?:have|had) to|we))',
    {
      sentence: /(?:^| )(?:bed|sleep|asleep|night|birthday|christmas|year|candle|candles|wish|wished)(?: |$)/,
    },
  ),
  rule(
    'passive_ideation',
    '(?<h>hope|hoping|wish|wishing) (?:that )?i (?:just )?(?:stay|stayed) (?:there|asleep|under|that way)(?= ?\\||$| forever| for good)',
    {
      sentence: /(?:^| )(?:sleep|asleep|bed|dream|dreams|nap)(?: |$)/,
    },
  ),
  // An accident welcomed: "if a truck crossed the line I'd be fine with it".
  rule(
    'passive_ideation',
    '(?<h>if) (?:a|the|some) (?:truck|car|bus|plane|train|semi|driver) (?:\\w+ ){0,2}?(?:hit|hits|cross|crossed|crosses|ran|run|runs|slam|slammed|slams|swerve|swerved|swerves|plow|plowed|plows|crash|crashed|crashes|went down|go down|goes down|came at|come at|comes at|jumped|jump)(?! (?:my|our|the) (?:parked |old |stupid |new )?(?:car|truck|van|house|mailbox|fence|garage|bike))(?: \\w+){0,4}? i (?:would|will) (?:honestly |really |just |totally )?(?:be )?(?:fine|okay|ok|good|relieved|at peace|not mind|not care)(?: with it)?',
    {},
  ),
  // "I can't picture myself at 30": no future self.
  rule(
    'passive_ideation',
    '(?<h>not|never) (?:really )?(?:picture|see|imagine) myself (?:at \\d+|at (?:thirty|forty|fifty|sixty)|old|older|grow old|growing old|get old|getting old|in (?:\\d+|five|ten|a few) years)(?= ?\\||$| even)',
    {},
  ),
  rule('preparation', '(?<h>find|found) (?:them|it|the letters|the notes|the note) after(?= ?\\|)', {
    sentence: /(?:^| )(?:letters?|notes?|envelopes?|cards?)(?: |$)/,
  }),
  rule(
    'preparation',
    '(?<h>cancel|cancelled|canceled) (?:my |the |all my )?(?:dentist|appointments?|follow up|follow-up|therapy|sessions?|doctor|checkup|physical|refill|lease|plans)(?= ?\\|| and| with| for| next)',
    {
      ctx: true,
      faint: true,
    },
  ),
  rule(
    'preparation',
    "(?<h>(?:she|he|they|everyone|my \\w+) thinks? (?:it is|its|it's) (?:for|because of) (?:rehab|a trip|work|treatment|a vacation|travel)[^|]*\\| (?:it is not|its not|it is not that))",
    {
      notText: /(?:^| )(?:surprise|gift|present|party|proposal|propose|trip to|vacation|birthday|anniversary)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>ask|asked|asking) (?:[^ |]+ ){1,3}(?:to |if (?:she|he|they) would |if (?:she|he|they) could )?(?:keep|take|have|adopt) (?:my |the )?\\w+ for good',
    { ctx: true },
  ),
  rule(
    'preparation',
    '(?<h>video|videos|letter|letters|message|messages) for my (?:daughter|son|kids|kid|children|little one|baby|grandkids) (?:to (?:watch|read|open|have) )?(?:when (?:she is|he is|they are|she|he|they) (?:older|grown|grown up|18|eighteen))',
    { ctx: true },
  ),
  rule('preparation', '(?<h>hid|hide|hidden|tucked) (?:the|a|my) (?:drive|usb|letter|letters|note|notes|video|envelope|card|box) (?:in|under|inside|behind)', {
    ctx: true,
    faint: true,
  }),
  rule('preparation', '(?<h>buy|bought|got|get|have|picked up) (?:everything |all |just )?what i need(?= ?\\|| at| from| today| yesterday| now| for it)', {
    ctx: true,
    faint: true,
  }),
  rule('preparation', '(?<h>nobody|no one|noone) (?:knows|has any idea|suspects|will know)(?= ?\\|)', { ctx: true }),
  rule(
    'preparation',
    '(?<h>reading up on|read up on|researching|researched|looked into|looking into) (?:what works|what does not|the best way|how it works|how long it takes)',
    { ctx: true, faint: true },
  ),
  rule(
    'preparation',
    '(?<h>delete|deleted|deleting|wipe|wiped|wiping|clear|cleared) (?:my )?(?:fb|facebook|insta|instagram|phone|tiktok|snap|snapchat|socials|accounts|laptop|hard drive|browser history|search history|messages)',
    {
      ctx: true,
      faint: true,
    },
  ),
  rule('preparation', '(?<h>nothing|less|not much) (?:embarrassing |bad |weird )?(?:left )?for (?:anyone|anybody|people|them|my \\w+) to find', {
    ctx: true,
    any: true,
  }),
  rule(
    'preparation',
    '(?<h>everything|the rest) (?:else )?(?:is |be )?in (?:labeled|labelled|marked) (?:boxes|bags|envelopes) (?:for|with) (?:people|everyone|each of them|names on them|their names)',
    {
      notSentence: DEPARTURE_WORDS,
    },
  ),
  rule(
    'preparation',
    '(?<h>how long) (?:before|until|till|it takes before|it takes for) (?:someone|anyone|anybody|they|housekeeping|the maid|staff|a maid|people) (?:would )?(?:checks?|finds?|notices?|comes?|knocks?|opens?) (?:on )?(?:me|a hotel room|the room|a room|the body)?',
  ),
  rule('preparation', "(?<h>will not|won't|not|never|do not want|don't want) (?:to )?(?:be|have) the one (?:who|that|to) (?:finds?|sees?|walks? in on) me", {
    any: true,
  }),
  rule('preparation', '(?<h>is|are|be) not (?:the ones?|the person|the people) (?:who|that|to) (?:find|finds|see|sees|walk in on) me', { any: true }),
  rule('preparation', "(?<h>hear|hearing) (?:their|her|his|your|everyone's|my \\w+'s) (?:voice|voices) (?:one (?:more|last) time|for the last time)", {
    any: true,
  }),
  rule('method', '(?<h>way more|much more|far more|a lot more|more) than (?:i|my body) (?:can|could) (?:handle|take|survive)', {
    sentence: /(?:^| )(?:use|using|used|relapse|relapsing|shoot|shot|drink|drinking|take|taking|on purpose|dose|fent|dope|pills)(?: |$)/,
  }),
  rule('intent', '(?<h>relapse|relapsing|use|using|drink|drinking|overdose) on purpose(?= ?\\||,| and| alone| tonight| way)', { ctx: true }),
  // "sorry for being a burden all these years": an apology that reads as a goodbye.
  rule(
    'preparation',
    '(?<h>sorry) for (?:being|having been) (?:a burden|so much trouble|such a burden|a burden on you|a mess) (?:all these years|for so long|to (?:everyone|you all|all of you))',
    {
      notSentence: /(?:^| )(?:told|tell|said|say|laughed|joked|joking|apologized to|apologised to)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>is|be) for you(?= ?\\|)(?= [^]*love you (?:always|forever|all))', { ctx: true, faint: true }),
  // Cover stories: "told her it was temporary. it's not", "she thinks it's for rehab. it's not".
  rule(
    'preparation',
    "(?<h>told|tell|telling) (?:[^ |]+ ){1,10}?\\| (?:but )?(?:it is not|its not|it isn't|i am not|i'm not|im not|it was not|it wasn't)(?: (?:moving|going|leaving|traveling|travelling|going anywhere|coming back))?(?= ?\\|)",
    {
      any: true,
      text: /(?:^| )(?:gun|rifle|pistol|shotgun|rope|pills|meds|dog|cat|pet|range|trip|temporary|temporarily|rehab|travel|traveling|travelling|borrow|hold onto|keep)(?: |$)/,
      notText: /(?:^| )(?:surprise|gift|present|party|proposal|propose|birthday|anniversary)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    "(?<h>after that|after tonight|after friday|after this|then) (?:it|nothing|none of it) (?:does not|doesn't|won't|will not|do not|don't) (?:really )?matter(?= ?\\|)",
    { ctx: true, any: true },
  ),
  rule(
    'intent',
    '(?<h>so|that way) (?:someone|somebody|everyone|people|they|you|my \\w+) (?:knows?|understands?|will know) (?:that )?i (?:chose|choose|decided|wanted) (?:this|it)',
    { ctx: true, any: true },
  ),
  rule('intent', '(?<h>not|never|no more) (?:asking|ask|reaching out|calling) (?:for help|anyone|the line|988)(?: this time| anymore)?(?= ?\\||,| just)', {
    ctx: true,
  }),
  rule('intent', "(?<h>don't|do not) worry about (?:it|me)(?= ?\\|)", { ctx: true, faint: true }),
  rule(
    'plan',
    "(?<h>so) i (?:do not|don't|won't|will not) ruin (?:it|her \\w+|his \\w+|their \\w+|christmas|the holidays|thanksgiving|the wedding|everything for them)(?= ?\\|| for)",
    { ctx: true },
  ),
  rule('plan', '(?<h>got|have|had) the (?:date|day|night) (?:picked|set|chosen|figured)(?: out)?', { ctx: true, faint: true }),
  rule(
    'method',
    '(?<h>use|using|shoot|shooting|snort|snorting|inject|do|doing|take|taking) (?:just )?the whole (?:bag|bundle|stash|supply|batch|gram|point|thing i have|ounce)(?! of (?:chips|candy|popcorn|cookies))',
    {
      notSentence: /(?:^| )(?:chips|candy|popcorn|cookies|snacks|salad|coffee|flour|sugar|rice)(?: |$)/,
    },
  ),
  rule('plan', '(?<h>know|knew) (?:exactly )?which (?:night|day|pills|pill|bottle|gun|rope|bridge|method|way|exit|train|building|spot)', { ctx: true }),
  rule('plan', '(?<h>nobody|no one|noone) (?:will|is going to|would) be (?:home|around|there|awake|up)(?= ?\\|| till| until| to| when| that)', {
    ctx: true,
    faint: true,
    any: true,
  }),
  rule(
    'plan',
    '(?<h>go|going|gonna|heading|head|drive|driving|walk|walking) (?:out )?to the (?:woods|bridge|lake|river|tracks|quarry|roof|overpass|cliff|dam|ledge|old \\w+)(?: [^ |]+){0,4} and (?:that is it|that is all|that is the end)(?= ?\\|)',
    {},
  ),
  rule(
    'method',
    "(?<h>enough|so much|that much) (?:that |so |to make sure )?(?:i )?(?:did not|would not|do not|will not|never|wouldn't|didn't|won't|don't) (?:come back|wake up)",
    { any: true },
  ),
  rule(
    'method',
    '(?<h>which way|what way|which method|the way that|the least painful way|the quickest way|the easiest way) (?:would |will |is |would be )?(?:hurt (?:the )?least|be (?:the )?(?:least painful|quickest|fastest|easiest|most certain))',
  ),
  rule('method', '(?<h>timing|time|timed) (?:when|how often|the) (?:they|the trains?|the freight|trains) (?:come|comes|pass|passes|come through|go by)', {
    text: /(?:^| )(?:tracks?|train|trains|freight|crossing)(?: |$)/,
    notText: /(?:^| )(?:catch|catching|commute|schedule|bus|ride|photos?|pictures?|video|late for)(?: |$)/,
  }),
  rule('behavior', "(?<h>was not|wasn't|not|no|was no) (?:an )?accident(?= ?\\|)", { ctx: true, any: true }),
  rule(
    'behavior',
    '(?<h>shot|used|took|drank|did|snorted) (?:way |a lot |much |far )?more than (?:i|my body) (?:needed|should have|meant to|could handle|normally do|usually do)',
    { ctx: true, faint: true },
  ),
  rule(
    'behavior',
    '(?<h>my \\w+|someone|somebody|she|he|they|the police|my roommate|the cops|a neighbor|my mom|my dad) found me(?= ?\\|| in time| just in time| before| on the| in the)',
    { ctx: true, any: true },
  ),
  rule('behavior', '(?<h>did) try(?= ?\\|| last| again| this| on| yesterday)', { ctx: true, faint: true }),
  rule(
    'passive_ideation',
    "(?<h>if) {DEATH_EVENT}(?: [^|]+)?(?: \\|)? (?:i )?(?:do not think |don't think )?(?:i )?(?:would|will|'d)? ?{A}(?:not|never) {A}(?:be )?(?:that |too |very |really |even )?(?:upset|sad|mind|care|bothered|complain|mad|angry)",
    {
      any: true,
    },
  ),
  rule(
    'passive_ideation',
    '(?<h>hope|hoping|wish|pray|praying) {A}(?:that )?(?:this|the|my) (?:flu|cold|covid|illness|infection|fever|pneumonia|virus|disease|cancer) (?:will |would )?(?:just )?(?:takes? me out|kills? me|gets? me|takes? me|finish(?:es)? me)',
    {},
  ),
  rule(
    'passive_ideation',
    "(?<h>do not|don't|dont) {A}care (?:if|whether) i (?:am|'m) (?:still )?(?:here|alive|around)(?= ?\\|| anymore| or not| tomorrow)",
    {},
  ),
  rule(
    'passive_ideation',
    "(?<h>wish|wishing|wished) (?:that )?(?:they|you|someone|somebody|he|she|the \\w+|my \\w+) (?:had not|hadn't|did not|didn't|never|would not have|wouldn't have) (?:brought me back|saved me|found me|revived me|narcan(?:'d|ned)? me|called 911|called an ambulance|stopped me|given me narcan)",
    {},
  ),
  // Round nine: a screening item answered positively; an elliptical wish; relief at a near miss; new scars.
  rule(
    'passive_ideation',
    '(?<h>marked|answered|circled|checked|put|scored|ticked|said) (?:question|item|number) (?:9|nine) (?:as )?(?:a )?(?:several days|more than half(?: the days)?|nearly every day|most days|yes|1|2|3)',
    {
      any: true,
    },
  ),
  rule('passive_ideation', '(?<h>wish|wished) {A}i (?:was|were)(?= ?\\|)', { text: /(?:^| )(?:dead|gone|died|not here|never born)(?: |$)/ }),
  rule(
    'passive_ideation',
    "(?<h>if) (?:that|the|a) (?:truck|car|bus|train|semi|driver|drunk driver) (?:had )?(?:hit|killed|run over|ran over|taken out|took out) me(?: [^|]+)?(?: \\|)? (?:i )?(?:think |honestly )?(?:i )?(?:would|'d) (?:have )?(?:been |be |felt |feel )?{A}(?:relieved|glad|grateful|happy|fine|okay|ok|at peace|thankful|okay with it|fine with it)",
    { any: true },
  ),
  // Round ten: a broad independently written set (study 21).
  rule(
    'passive_ideation',
    "(?<h>what is the point|what's the point|whats the point) (?:of|in) (?:any of this|anything|it all|living|life|going on|trying|being here|waking up|getting up|any of it)(?= ?\\|| anymore| at all| any more)",
  ),
  rule(
    'passive_ideation',
    "(?<h>would not|wouldn't|not) be (?:the worst thing|so bad|that bad|a bad thing|the end of the world|terrible) if (?:a |the )?(?:truck|car|bus|train|semi|driver|plane|my heart|cancer|something|it all)",
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>give me|tell me|i need|i cannot find|i can not find|i can not think of|i cannot think of) (?:one|a|any|a single) (?:good )?reason to (?:keep going|live|stay|go on|keep living|be here|get up)(?= ?\\|| anymore)',
    { any: true },
  ),
  rule('passive_ideation', '(?<h>rather) be (?:wherever|where|with) (?:he|she|they|my \\w+|him|her|them) (?:is|are|is now|are now)?', {
    text: /(?:^| )(?:passed|died|dead|death|funeral|grave|gone|since \w+ passed|lost)(?: |$)/,
  }),
  rule(
    'passive_ideation',
    "(?<h>do not|don't|dont) {A}want (?:them|it|those years|the years|any more years|more years|another \\w+ years|the rest of it)(?= ?\\|)",
    {
      sentence: /(?:^| )(?:next \d+ (?:years|yrs)|the next (?:\w+ )?(?:years|yrs|decades)|rest of my life|old age)(?: |$)/,
    },
  ),
  rule(
    'active_ideation',
    '(?<h>pitch|pitching|suggest|suggesting|offer|offering|push|pushing|whisper|whispering|bring up|bringing up|sell|selling) (?:me )?(?:suicide|killing myself|ending it|ending my life|dying)',
    {
      any: true,
      sentence: /(?:^| )(?:brain|head|mind|depression|illness|disease|voice|voices|thoughts)(?: |$)/,
    },
  ),
  rule('method', '(?<h>think|thought|thinking) about how (?:quick|quickly|easy|easily|fast|simple|painless|final) (?:that|it) (?:would|could|will) be', {
    sentence: /(?:^| )(?:tracks?|train|bridge|pills|gun|rope|cliffs?|overpass|edge|truck|traffic|roof|ledge|water|river|insulin|needle)(?: |$)/,
  }),
  rule(
    'method',
    "(?<h>if i (?:ever )?do it|when i do it|if i ever go through with it) (?:it will|it'll|it would|it'd|it is going to) be (?:with )?(?:the |my )?(?:{MEANS}|{GUN}|rope|insulin|car|bridge|train)",
    { any: true },
  ),
  rule('method', '(?<h>that is where my (?:mind|head|brain|thoughts) (?:goes|go|went)|where my (?:mind|head|brain) goes when)', { ctx: true }),
  rule(
    'method',
    '(?<h>{MEANS}|pain meds|sleeping pills) (?:plus|and|with|on top of|mixed with) (?:the |my |a )?(?:vodka|booze|alcohol|whiskey|wine|liquor|beer|xanax|benzos|klonopin|fifth|handle)',
    { ctx: true },
  ),
  rule('method', '(?<h>doing|do|did|run|running|ran) (?:that|the) (?:math|numbers)(?= ?\\|| in my head| again| over)', { ctx: true, faint: true }),
  rule('intent', '(?<h>might as well be|may as well be) (?:sooner|now|tonight|today|soon|this week)', { ctx: true }),
  rule('intent', '(?<h>go be with|going to be with|go join|going to join|be with (?:him|her|them) again)(?: (?:him|her|them|my \\w+|\\w+))?', {
    text: /(?:^| )(?:died|passed|grave|death|heaven|funeral|not scared|since \w+ passed|lost|gone)(?: |$)/,
    notSentence: AWAY,
  }),
  rule(
    'intent',
    "(?<h>will not|won't|not going to|never going to|never gonna) (?:see|make it to|reach|live to see) (?:my|another|the) (?:\\d+\\w*|\\w+th|next|\\w+) birthday",
    { ctx: true },
  ),
  rule('intent', '(?<h>going to|gonna|will|i am going to) (?:listen to|obey|do what) (?:it|them|the voices?|what (?:it|they) (?:say|says))', {
    text: /(?:^| )(?:voice|voices|hearing)(?: |$)/,
  }),
  rule(
    'plan',
    '(?<h>go|going|drive|driving|walk|walking|head|heading) (?:out |up |down )?to the (?:[^ |]+ ){0,2}?(?:reservoir|lake|river|ocean|quarry|bridge|cliffs?|woods|dam|tracks|overpass|mountains?|desert) (?:and )?(?:not coming back|never coming back|not come back|that is it|for good)',
    {
      also: ['intent'],
    },
  ),
  rule(
    'plan',
    '(?<h>go|going|head|heading|walk|walking|drive|driving) (?:up )?to the (?:parking deck|parking garage|roof|rooftop|top floor|top level|overpass|ledge)(?! for| to meet| with)',
    { ctx: true },
  ),
  rule('plan', '(?<h>know) (?:where|how|when)(?: \\| | and | )(?:i )?know (?:where|how|when)', {
    sentence: /(?:^| )i know(?: |$)/,
    notSentence: /(?:^| )(?:asks?|asked|question|says|said|manager|boss|teacher|always)(?: |$)/,
  }),
  rule('method', '(?<h>until) (?:it|my heart|my body|my kidneys|my liver|everything) (?:gives out|give out|stops|stop|fails|quits|shuts down)', {
    sentence: /(?:^| )(?:meds|medication|eating|insulin|dialysis|pills|heart meds|food)(?: |$)/,
    also: ['intent'],
  }),
  rule(
    'method',
    '(?<h>drink|drinking|take|taking|down|chug|chugging) (?:the|a) whole (?:handle|fifth|bottle|pint) (?:with|and|on top of) (?:the |my |all my )?(?:xanax|pills|benzos|klonopin|valium|ativan|oxy|percs|meds|sleeping pills)',
  ),
  rule('preparation', "(?<h>picked|pick|got|get|took|take) (?:the|my|his|dad's) (?:gun|guns|rifle|pistol|shotgun|handgun) back(?: up)? (?:from|out of)", {
    notSentence: /(?:^| )(?:gunsmith|repair|shop|cleaning|range day|season)(?: |$)/,
  }),
  rule(
    'preparation',
    '(?<h>sent|send|texted|text|emailed|email|messaged|gave|give|told|tell|wrote down|write down) (?:[^ |]+ ){0,3}?(?:the |my |all my )?passwords?(?: to everything| to all my| for everything| to my accounts)?',
    { ctx: true },
  ),
  rule('preparation', '(?<h>a few|some|one|two|a couple|a handful) (?:pills )?(?:out of|from) (?:every|each) (?:refill|script|prescription|bottle|dose)', {
    any: true,
    notSentence: BENIGN_SAVING,
  }),
  rule('preparation', '(?<h>stockpiling|stockpile|hoarding|stashing|saving up)(?= ?\\|)', { ctx: true }),
  rule(
    'plan',
    '(?<h>see|check|find out|learn) when (?:it is|it gets|nobody is|no one is|nobody is around|no one is around) (?:quiet|empty|deserted|dark|clear|around)',
    {
      text: /(?:^| )(?:bridge|overpass|tracks|train|roof|parking|deck|cliffs?|quarry|ledge|river|dam)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>rewrote|rewrite|rewriting|edited|revised|reread) (?:it|the note|the letter|the letters)(?= ?\\|| again| twice| last)', {
    ctx: true,
    faint: true,
  }),
  rule(
    'preparation',
    "(?<h>move|moved|took|brought|put) (?:the |my |his |dad's )?(?:ammo|bullets|shells|box of shells|box of ammo) (?:from (?:the|my) [^ |]+ )?(?:to|into|in|under|next to|beside) (?:my) (?:nightstand|bedroom|room|bed|pillow|car|drawer)",
    {
      notText: BENIGN_MEANS,
    },
  ),
  rule('preparation', '(?<h>want|wanna|going) to be buried (?:in|with)', {
    notSentence: /(?:^| )(?:someday|one day|when i am old|when i'm old|at \d+|lol|haha|jk|funny|joke)(?: |$)/,
  }),
  rule(
    'method',
    '(?<h>drove|drive|driving|aimed|steered|steer) (?:my car |the car |my truck )?(?:at|toward|towards|into) (?:the |a )?(?:overpass )?(?:pillar|wall|tree|pole|barrier|guardrail|abutment|median|semi|oncoming)',
    { ctx: true },
  ),
  rule('behavior', '(?<h>trying|tried|hoping|hoped|wanted) (?:not to|to not|never to) wake up', {
    sentence: /(?:^| )(?:was|were|had|relapse|relapsed|took|used|drank|overdosed|last)(?: |$)/,
  }),
  rule('self_harm', '(?<h>dig|dug|digging|dig in) (?:my )?(?:nails|fingernails) into my (?:arm|arms|skin|leg|legs|hand|hands|wrist|wrists|thigh|thighs)', {
    sentence: /(?:^| )(?:bleed|bled|blood|broke the skin|marks|a lot|again|to feel|until|till|hard)(?: |$)/,
  }),
  // Round eleven (study 22).
  rule('active_ideation', '(?<h>die|go|end it|end my life|leave) by my own hand'),
  rule('intent', '(?<h>intention|intent|plan|plans|intend) (?:of |to )?(?:act|acting) on (?:these|those|them|the|my) ?(?:thoughts|urges|feelings)?'),
  rule('plan', '(?<h>figured|worked) it (?:all )?out(?= ?\\|)', { ctx: true }),
  rule('passive_ideation', '(?<h>better off|happier|fine|okay|ok) (?:[^ |]+ ){1,5}?without me(?= ?\\|| around| here| in their lives| in the picture)', {
    any: true,
  }),
  rule('preparation', '(?<h>getting|get|got|put|putting) (?:things|everything|stuff|my affairs|it all) in order before(?= ?\\|)', { any: true }),
  rule('intent', '(?<h>not|never|no longer) (?:going to|gonna|be go to) fight (?:it|this|them) (?:anymore|any longer|any more)', { ctx: true }),
  rule(
    'passive_ideation',
    '(?<h>it is back|its back|they are back|it has come back|it came back|they came back|they have come back)(?= ?\\|| these| this| lately| again| for| the last| quiet)',
    {
      text: /(?:^| )(?:dead|die|dying|suicid\w*|kill myself|wished he was|wished she was|wished i was|not wake up)(?: |$)/,
    },
  ),
  rule(
    'active_ideation',
    "(?<h>they have been|they've been|they are|it has been) (?:going|going on|constant|there|loud|nonstop|non stop|every day|daily)(?= ?\\|| all week| for days| all day| lately| nonstop)",
    {
      text: /(?:^| )(?:suicidal thoughts|thoughts of suicide|thoughts of killing myself|urges to die)(?: |$)/,
    },
  ),
  rule('passive_ideation', "(?<h>do not|don't|dont) {A}want (?:any more|anymore|more|another) days?(?= ?\\||,| that| of this| like this)"),
  rule('self_harm', '(?<h>did it|cut|relapsed|slipped) again', { text: /(?:^| )(?:free|clean) (?:from|of) (?:cutting|self harm|self-harm|burning)(?: |$)/ }),
  rule('method', "(?<h>know) (?:exactly )?what i(?:'m| am) (?:going to )?(?:take|taking|use|using)(?= ?\\|)", { ctx: true }),
  rule('self_harm', '(?<h>made|make|did|added) (?:a couple|some|a few|two|three|more|a couple of) (?:new )?(?:ones|more)(?= ?\\|| on| tonight| today| last)', {
    text: /(?:^| )(?:cuts?|cutting|burns?|burning|scratches|marks|scars?)(?: |$)/,
  }),

  /* ---- round twelve: preparation, plans and wishes told indirectly (docs/crisis-safety.md) ---- */
  // Preparation: the apology or absolution of a goodbye, the finder, concealed or counted means, "after".
  rule(
    'preparation',
    '(?<h>sorry|apologize|apologise|forgive me|forgive) (?:[^ |]+ ){0,4}?for (?:what be come|what be about to happen|what i be about to do|what i be go to do|what i have to do|what happen next|what i be do tonight)',
  ),
  rule(
    'preparation',
    '(?<h>none of (?:it|this|that)) (?:be|be ever|ever be|will be|would be) (?:on )?(?:your|ur|their|his|her|anyone|any of your|you) ?(?:fault|s fault|doing)?|(?<h2>it be not on (?:any of )?(?:you|them|him|her))(?= ?\\|)',
    { ctx: true, any: true },
  ),
  rule('preparation', '(?<h>if you (?:see|read|find|get) this|by the time you (?:see|read|find|get) this|when you (?:read|find) this)(?= ?\\|| later| after)', {
    ctx: true,
    any: true,
  }),
  rule('preparation', '(?<h>take care of|look after|feed|love) (?:[^ |]+ ){1,2}for me(?= ?\\|)', { ctx: true, faint: true, any: true }),
  rule(
    'preparation',
    '(?<h>(?:do not|would not|never) want) (?:[^ |]+ ){0,3}to be the (?:one|ones|person|first one|first) (?:who|to|that) {A}(?:find|found) me',
    { any: true },
  ),
  rule('passive_ideation', '(?<h>i (?:think i )?would {A}(?:be )?(?:relieve|relieved|glad|grateful|thankful))(?= ?\\|)', {
    sentence:
      /(?:^| )(?:terminal|cancer|incurable|inoperable|malignant|tumor|tumour|spread|metastasized|stage 4|stage four|die|died|dying|dead|not wake up|never wake up|heart attack|aneurysm)(?: |$)/,
  }),
  rule(
    'preparation',
    '(?<h>the (?:one|ones|person|people|first one) (?:who|to|that)|(?:be )?the one to|who) {A}(?:find|found) me(?= ?\\|| first| like that| in the morning| after)',
    { any: true },
  ),
  rule(
    'preparation',
    '(?<h>different|another|a second|second|other|multiple|several|separate|a few different) (?:[^ |]+ ){0,2}(?:pharmacy|pharmacies|store|doctor|drugstore|walgreens|cvs|location|shop|clinic|er|urgent care)(?: [^|]+)? (?:\\| )?so (?:that )?(?:nobody|no one|noone|they|the \\w+|no \\w+|people|anyone|she|he) {A}(?:notice|would not|will not|wo not|do not|think|ask|get suspicious|catch on|know|see|question|flag|connect|add)',
  ),
  rule('preparation', '(?<h>have|finally have|get|got) {A}enough (?:save|stash|saved|put away|set aside|save up|stockpile)(?= ?\\|| now| finally| up)', {
    text: /(?:^| )(?:pills?|meds|medication|script|scripts|refills?|prescriptions?|tablets|doses|bottles?|oxy|xanax|insulin|tylenol|benzos|seroquel)(?: |$)/,
  }),
  rule(
    'preparation',
    '(?<h>so) (?:that )?(?:nobody|no one|noone|they|my \\w+|the kid|she|he|no one else|nobody else|everyone) {A}(?:(?:will not|do not|would not|wo not|will never|never) )?(?:have to|need to|will have to|would have to) (?:deal with|clean up|handle|sort out|worry about|pay for|take care of) (?:it|anything|that|this|everything|my \\w+|the \\w+) (?:after|afterward|afterwards|later on)(?= ?\\|)',
    { any: true },
  ),
  rule('preparation', '(?<h>goodbye) (?:\\| )?(?:like )?{A}(?:actually|really|for real|real|properly|a real|a proper|an actual) goodbye'),
  rule('preparation', '(?<h>not|be not|it be not) (?:that|the|a|that sort of|the normal|the usual|a normal) (?:kind|sort|type) of trip', { any: true }),
  rule(
    'preparation',
    '(?<h>write|wrote|finish|finished|rewrite|rewrote|redo|redid|start|started) {A}my note(?= ?\\|| tonight| today| last night| again| this morning| finally)',
    {
      notText:
        /(?:^| )(?:class|lecture|teacher|school|doctor|excuse|sick note|thank you|landlord|roommate|professor|study|studying|notes|notebook|fridge|lunch|grocery|list)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>will not|wo not|do not|be not go to|not go to|will never) {A}(?:be )?need (?:it|them|any of (?:it|this|that|them)|this|that|those|these|anything)(?= ?\\|)',
    {
      ctx: true,
      notSentence:
        /(?:^| )(?:since|because|cause|cuz|now that|after|until|till|anymore because|new|replaced|upgrade|upgraded|moving|moved|quit|stopped|sober)(?: |$)/,
    },
  ),
  rule(
    'preparation',
    '(?<h>give|gave|give away|gave away|donate|donated|sell|sold|cancel|cancelled|canceled|take|took|drop|dropped|empty|emptied|clear|cleared|quit|close|closed)(?: [^|]+)?(?: \\| [^|]+)? \\| (?:and )?(?:i )?(?:will not|wo not|do not|be not go to|not go to|will never) {A}(?:be )?need (?:it|them|any of (?:it|this|that|them)|this|that|those|these|anything|my \\w+)(?= ?\\|)',
    { notSentence: /(?:^| )(?:since|because|cause|cuz|now that|new|replaced|upgrade|upgraded|moving|moved)(?: |$)/ },
  ),
  rule('preparation', '(?<h>change|changed|update|updated|switch|switched|name|named|make|made) {A}(?:the |my )?beneficiar(?:y|ies)', {
    ctx: true,
    faint: true,
  }),
  rule(
    'preparation',
    '(?<h>write|wrote|write out|write down|leave|left|give|gave|share|shared) {A}(?:out |down )?(?:all )?(?:of )?my password(?:s)?(?: [^ |]+){0,4}? for (?:my \\w+|her|him|them|everyone)',
    {
      ctx: true,
      notText: /(?:^| )(?:lawyer|attorney|estate|financial advisor|password manager|vacation|trip|surgery|hospital|deployment)(?: |$)/,
    },
  ),
  rule('preparation', '(?<h>where) (?:she|he|they|my \\w+|someone|somebody) (?:will|would|can|be go to) (?:see|find) (?:it|them)(?= ?\\|)', {
    ctx: true,
    any: true,
  }),
  rule('preparation', '(?<h>if anything (?:ever )?happen to me|if something (?:ever )?happen to me)', { ctx: true, notText: ESTATE, any: true }),
  rule(
    'preparation',
    '(?<h>promise|swear) (?:me )?(?:she|he|they|you) (?:would|will|be go to|d) (?:look after|take care of|raise|take|keep) my (?:son|daughter|kid|child|children|dog|cat|baby|boy|girl)',
    { ctx: true, any: true },
  ),
  rule(
    'preparation',
    '(?<h>pay|paid|paying|pay back|paid back|paying back) (?:back )?(?:everyone|everybody|every one|all the people|all my debt) (?:i owe|i owe money)',
    { ctx: true, faint: true },
  ),
  rule('preparation', '(?<h>leave|go|die) (?:[^ |]+ ){0,2}with a clean slate', { ctx: true }),
  // Plans: the time chosen for being alone, the means chosen, the place and the time, "the last night".
  rule(
    'plan',
    '(?<h>everyone|everybody|they|the house|my \\w+|mom|dad) (?:will be|be|should be) (?:asleep|gone|out|at work|away|out of the house) (?:by|at|until|till|after) (?:then|\\d+|midnight|that time|the time|tonight)',
    { ctx: true, any: true },
  ),
  rule('plan', '(?<h>have|get|got) the (?:house|apartment|place|flat) to myself', { ctx: true, faint: true }),
  rule('plan', '(?<h>know) what i be do(?= ?\\|)', { ctx: true, faint: true }),
  rule('plan', '(?<h>know) (?:how|where|when) (?:\\| )?and (?:i )?(?:know|have) (?:where|how|when|the place|the way)'),
  rule(
    'plan',
    '(?<h>already )?(?:choose|chose|pick|picked|pick out|decide on|decided on|settle on|settled on) (?:the|my) (?:{MEANS}|{GUN}|rope|bridge|spot|method|way|building|tree|day|date|place)(?= ?\\|)',
    {
      ctx: true,
      notSentence: EVENT,
    },
  ),
  rule(
    'plan',
    '(?<h>already )?(?:choose|chose|pick|picked|pick out|decide on|decided on|settle on|settled on) (?:the|my) (?:{MEANS}|{GUN}|rope|noose)(?= ?\\|)',
  ),
  rule(
    'plan',
    '(?<h>pick|picked|find|found|choose|chose|scout|scouted) (?:out )?(?:the|a|my) (?:spot|place|location|tree|bridge|building|overpass) (?:in the woods|out in the|off the|behind|under the|by the river|near the tracks|by the tracks|on the bridge)',
    {
      ctx: true,
      notSentence: /(?:^| )(?:camp|camping|tent|picnic|fishing|hunting|hike|hiking|party|photos?|pictures?|wedding|parking|park|picnic)(?: |$)/,
    },
  ),
  rule('plan', '(?<h>do|doing) it on (?:my|his|her|the) (?:birthday|anniversary|\\d+(?:st|nd|rd|th)? birthday)'),
  rule('plan', '(?<h>tonight|today|this) be the last (?:night|day|time) i (?:need to|have to|will have to|be go to have to|gotta)(?= ?\\|)', { any: true }),
  rule('plan', '(?<h>make|made|have made) (?:up )?my (?:decision|choice)(?= ?\\|)', { ctx: true }),
  rule(
    'plan',
    '(?<h>do not|please do not|no one|nobody|no need to) (?:try to |bother |come |bother to )?(?:find|look for|search for|come look for|come after) me(?= ?\\|)',
    { ctx: true, any: true },
  ),
  rule(
    'plan',
    '(?<h>do not|please do not|no one|nobody|no need to) (?:try to |bother |come |bother to )?(?:find|look for|search for|come look for|come after) me(?= ?\\|)',
    {
      text: /(?:^| )(?:bridge|roof|rooftop|top floor|parking garage|garage|tracks|cliff|quarry|overpass|woods|pills|gun|rope|lake|river|water)(?: |$)/,
    },
  ),
  rule(
    'plan',
    '(?<h>roof|rooftop|bridge|stair|stairwell) (?:door|access|hatch|gate) (?:be|be always|be never|stay) (?:never |always )?(?:lock|locked|unlock|unlocked|open|propped open)',
    { ctx: true, any: true },
  ),
  rule('plan', '(?<h>leave|left) the (?:front |back )?door unlock(?:ed)? (?:\\| )?so (?:my|the|she|he|they|someone|somebody)', { ctx: true }),
  rule(
    'plan',
    '(?<h>walk|drive|go|head|walked|drove|went|headed) (?:out )?(?:to|onto|out to) the (?:tracks|track|train tracks|quarry|overpass|bridge|cliff|cliffs|reservoir|dam)(?= ?\\|| behind| after| tonight| that night| at night| when| once)',
    { ctx: true },
  ),
  rule(
    'plan',
    '(?<h>it be|it s) (?:real |really |so |very )?(?:quiet|empty|dark|deserted) (?:back |out |up |down )?there (?:at night|after dark|after \\d+|by then)',
    { ctx: true, faint: true, any: true },
  ),
  rule(
    'plan',
    '(?<h>after|once|when) (?:the kid|my kid|everyone|everybody|my \\w+|they|the house) (?:be|go|fall|be all) (?:asleep|to sleep|to bed|gone|out)(?: tonight)?(?= ?\\|)',
    { ctx: true, any: true },
  ),
  rule('plan', '(?<h>and that be the end)(?= ?\\|)', { ctx: true, any: true }),
  rule(
    'plan',
    '(?<h>drive|go|head|walk) (?:out )?to the (?:quarry|cliff|cliffs|bridge|dam|reservoir|woods|lake|river|desert)(?: [^ |]+){0,3}? (?:that night|tonight|tomorrow night|at night|with the (?:{GUN}|\\d+|rope|pill))',
  ),
  // Methods thought about: which means would be enough, how fast, the drop, a weapon stared at.
  rule(
    'method',
    '(?<h>(?:read|research|look up|google|search|check|wonder|figure out|work out|count) (?:about |up on |online |up )?)?(?<h2>which|how many|what) (?:of )?my (?:\\w+ )?(?:{MEANS}|pen)(?: [^|]+)? (?:would|will|could|might) be enough(?! for| to get| to last)',
    {
      any: true,
    },
  ),
  rule('method', '(?<h>how fast) (?:i would|you would|i d|id|someone would|i will) (?:have to|need to) (?:be go|go|hit|drive|be drive)'),
  rule(
    'method',
    '(?<h>wonder|wondering|wondered) (?:if|whether|how) (?:it|that|they|this) (?:would|will|might|could) (?:be )?(?:quiet|painless|quick|hurt|fast|peaceful|enough|work|be enough|take long)(?= ?\\|)',
    {
      text: /(?:^| )(?:pills?|meds|insulin|pens?|gun|glock|rifle|pistol|rope|belt|cord|bridge|roof|cliff|tracks|train|overpass|knife|razor|blade|oxy|xanax|tylenol|prescriptions?|seroquel|bottle|water|garage|car)(?: |$)/,
    },
  ),
  rule(
    'method',
    '(?<h>read|research|researched|look up|looked up|google|googled|search|searched|forum|forums|reddit)(?: [^|]+)? (?:about |for |on )?(?:what be |the most |a |something |being )?painless(?= ?\\|| way| method| option| death| exit)',
  ),
  rule(
    'method',
    '(?<h>think|thought) about {A}(?:not swim back|not swim back in|stay under|stay down|not come (?:back )?up|let (?:the water|the current|the waves|the river|the lake) take me|let go of the wheel|drive off|steer into|swerve into|drive into)',
  ),
  rule(
    'method',
    '(?<h>look|looked|stare|stared|eye|eyed|keep look|keep stare) (?:at )?(?:[^|]+ )?(?:like|as if|as though) (?:it|that|they) (?:be |were |was )?(?:an option|a way out|the answer|a solution|an exit|the way out|my way out)',
    {
      sentence:
        /(?:^| )(?:belt|rope|cord|gun|glock|rifle|pistol|pills?|bottle|bridge|knife|razor|blade|ledge|roof|tracks|train|window|balcony|water|meds|insulin|garage|car|tree|beam|rafter|closet rod)(?: |$)/,
    },
  ),
  rule(
    'method',
    '(?<h>stare|staring contest|stare down|stand off|standoff)(?: [^|]+)? {GUN}|{GUN} (?:[^|]+ )?(?<h2>stare|staring contest|stare down|standoff|stand off)',
    { any: true },
  ),
  rule('method', '(?<h>me and) (?:the|my|dad|his) {GUN} (?:have|had|be)', { any: true }),
  rule(
    'method',
    '(?<h>{MEANS}|pill|{GUN}|rope|jump|jumping|drown|drowning|the bridge|the train|the car) (?:would |will |just )?(?:seem|be|sound|look|feel) {A}(?:easier|quicker|less messy|more reliable|better|the easiest|the best|less painful|cleaner|more certain|surer)(?= ?\\|)',
    {
      notSentence:
        /(?:^| )(?:swallow|shot|shots|injection|injections|liquid|inhaler|dog|cat|kid|child|son|daughter|dosing|schedule|taper|treatment|doctor|nurse|pharmacy)(?: |$)/,
      any: true,
    },
  ),
  rule(
    'method',
    '(?<h>all i could think about|all i can think about|could not stop think about|can not stop think about|keep think about|kept think about) (?:be |was )?(?:the|how) (?:drop|fall|edge|height|jump|water below|far down|high up|rail)',
    {
      notText:
        /(?:^| )(?:roller coaster|coaster|ride|rides|skydiving|skydive|bungee|zip line|zipline|plane|flight|elevator|stock|stocks|price|prices|market|beat|song)(?: |$)/,
    },
  ),
  rule(
    'method',
    '(?<h>read|research|researched|look up|looked up|google|googled|watch|watched) (?:about |up on |videos about |videos of )?(?:drown|drowning|hang|hanging|overdose|overdosing|od|lethal dose|lethal doses|carbon monoxide|suicide method|suicide methods|how people die)(?= ?\\|| for| all| again| until| till)',
    {
      notSentence:
        /(?:^| )(?:course|class|lifeguard|training|cpr|first aid|safety|kids|child|children|swim lesson|swim lessons|prevention|narcan|naloxone|nurse|nursing|paper|essay|documentary|history|news|article about (?:a|the|my|his|her))(?: |$)/,
    },
  ),
  rule('method', '(?<h>that be the way)(?= ?\\|)', {
    ctx: true,
    text: /(?:^| )(?:pills?|oxy|oxys|meds|xanax|percs?|insulin|gun|rope|bridge|sleep|fent|fentanyl|heroin)(?: |$)/,
    any: true,
  }),
  rule('method', '(?<h>go to sleep|fall asleep|drift off) (?:\\| )?(?:and )?that be it(?= ?\\|)', { ctx: true, any: true }),
  rule(
    'method',
    '(?<h>what happen|how much|how many|be it (?:safe|bad|dangerous|deadly|lethal)|what if) (?:if |to |when )?(?:you|i|u|someone|people|one) (?:mix|take|combine|drink on|double|triple)(?: [^|]+)? (?:{MEANS}|alcohol|booze|drink)',
    { text: /(?:^| )not (?:for|to) (?:party|partying|fun|a party|get high|getting high|recreation|recreational|a high|a buzz)(?: |$)/, any: true },
  ),
  // Wishes told as a preference, a comparison or a hope that the body or the world ends it.
  rule(
    'passive_ideation',
    '(?<h>better off|easier|better|happier) (?:with|having) (?:the |my )?(?:insurance|life insurance|insurance money|a dead \\w+|my \\w+ dead|me dead|me gone)',
    { any: true },
  ),
  rule('passive_ideation', '(?<h>better off|easier|happier) (?:with|having) (?:[^ |]+ ){1,4}than (?:with )?me(?= ?\\|)', { any: true }),
  rule(
    'passive_ideation',
    '(?<h>easier|better|happier|simpler|lighter) (?:life|lives|time|off)? ?(?:for (?:everyone|everybody|them|my \\w+) )?if i (?:be not|was not|be never|never be|be gone|be dead|be no longer) (?:in it|in (?:it|their|his|her|your|the|our) (?:life|lives|way|picture)|around|here|alive|born)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>better|best) (?:that |if )?i (?:be not|be no longer|be never) (?:here|around|alive|in this world)(?= ?\\|| anymore| any more)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>hope|wish|pray) (?:that )?something (?:bad |terrible |awful )?(?:happen|would happen|will happen) to me(?= ?\\|| soon| already)',
  ),
  rule(
    'passive_ideation',
    '(?<h>hope|wish|pray|want|wait for|waiting for) (?:that )?my (?:body|heart|liver|lung|lungs|kidney|kidneys|organ|organs|brain) {A}(?:give up|give out|stop|quit|fail|shut down|finally stop|give in|stop beat)',
  ),
  rule(
    'passive_ideation',
    '(?<h>kill|kills|take|takes) me (?:\\| )?(?:then )?(?:so be it|whatever|fine|fine by me|good|that be fine|that be okay|oh well|i do not care|let it)(?= ?\\|)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>if i die|if i do not wake up|if it kill me|if i never wake up) (?:\\| )?(?:then )?(?:so be it|whatever|oh well|fine by me|i do not care|i would not mind|that be fine|good)(?= ?\\|)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>terminal|cancer|die in my sleep|a heart attack|do not wake up|never wake up)(?: [^|]+)? (?:i would|i will|i think i would|it would) {A}(?:be )?(?:relieve|relieved|a relief|glad|grateful|thankful|welcome it|not mind)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>i would|i think i would|i will) {A}(?:be )?(?:relieve|relieved|glad|grateful|thankful)(?: [^|]+)? if (?:it be|i be|i have|the doctor|they) (?:[^|]+ )?(?:terminal|cancer|die|dying|dead|incurable)',
  ),
  // A fatal illness welcomed: as a relief, hoped or prayed for, not to be fought, or its all-clear a
  // disappointment. A wish to be dead said through an illness.
  rule(
    'passive_ideation',
    '(?<h>terminal|incurable|inoperable|fatal|stage (?:4|four)|cancer|a heart attack|an aneurysm|a stroke) (?:[^ |]+ ){0,3}(?:would|will|could|might) {A}(?:be|feel like|feel|come as|seem like|seem) {A}(?:a relief|relieve|relieved|a blessing|a gift|a mercy|good news|welcome|a way out|an answer to my prayers)',
    { any: true, notSentence: /(?:^| )(?:his|her|their|for him|for her|for them|know what|an answer|answers|explain)(?: |$)/ },
  ),
  rule(
    'passive_ideation',
    '(?<h>hope|pray|wish) (?:that )?(?:the |my |this |these )?(?:scan|scans|biopsy|test|tests|mri|ct|results|lump|tumor|tumour|mole|doctor|it) (?:[^ |]+ ){0,4}?(?:be|show|come back|turn out|find|say) {A}(?:as |to be |it be |i have |i have got )?(?:something )?(?:terminal|cancer|malignant|incurable|inoperable|fatal|the end)',
  ),
  rule(
    'passive_ideation',
    '(?<h>i would|i will|i think i would|i be go to|i would probably|i would honestly) {A}(?:not|never|refuse to|decline to|skip|turn down|say no to) {A}(?:fight it|fight|get it treat|get treatment|do chemo|do the chemo|do treatment|do the treatment|treat it|the treatment|treatment|chemo)',
    { sentence: /(?:^| )(?:cancer|terminal|tumor|tumour|diagnosis|diagnosed|chemo|incurable|malignant|it came back|comes back)(?: |$)/ },
  ),
  rule(
    'passive_ideation',
    '(?<h>i would|i will|i think i would|i be go to) {A}(?:let it take me|let it run its course|let it kill me|let nature take its course|let it win)',
    { sentence: /(?:^| )(?:cancer|terminal|tumor|tumour|diagnosis|diagnosed|chemo|incurable|malignant|illness|disease|it came back|comes back)(?: |$)/ },
  ),
  rule(
    'passive_ideation',
    '(?<h>disappoint|disappointed|bum|bummed|let down) (?:[^ |]+ ){0,6}?(?:benign|clear|fine|normal|healthy|nothing|not cancer|cancer free|nothing there|nothing wrong|all clear|the all clear)(?= ?\\|)',
    { sentence: MEDICAL_TEST, notSentence: NO_ANSWERS },
  ),
  rule(
    'passive_ideation',
    '(?<h>benign|clear|nothing|not cancer|cancer free|nothing there|nothing wrong|all clear) (?:[^ |]+ ){0,3}?(?:\\| )?i (?:be|feel) {A}(?:disappoint|disappointed|bum|bummed|let down)',
    { any: true, sentence: MEDICAL_TEST, notSentence: NO_ANSWERS },
  ),
  rule(
    'passive_ideation',
    '(?<h>if this be) (?:what )?(?:live|life|living|be alive|it) (?:be |be like |feel like )?(?:\\| )?i do not want (?:it|this|any of it|any more of it|any part of it)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>except|but|other than|besides|only) (?:for )?(?:it all|everything|all of it|the whole thing|my life) (?:be|being|to be) over(?: with)?(?= ?\\|)',
    {
      notSentence: /(?:^| )(?:exam|exams|finals|semester|week|trial|surgery|shift|move|moving|divorce|project|season|tour|test|audit|holidays|detox)(?: |$)/,
      any: true,
    },
  ),
  rule('passive_ideation', '(?<h>have|had) {A}(?:just )?(?:finish the job|finished the job|work|worked|done it|do it right)(?= ?\\|)', {
    text: /(?:^| )(?:od|overdose|overdosed|attempt|crash|wreck|accident|pills|it|that|surgery|cancer|heart attack)(?: |$)/,
    sentence: /(?:^| )(?:wish|wished|if|should|easier|better|shame|too bad|only)(?: |$)/,
    any: true,
  }),
  rule(
    'passive_ideation',
    '(?<h>would not|wo not|will not|do not think i would|probably would not) {A}(?:swerve|move|get out of the way|try to stop|brake|dodge|step back|run|fight it|jump out of the way|pull over)(?= ?\\|)',
    {
      sentence: /(?:^| )(?:semi|truck|car|bus|train|traffic|median|lane|highway|crash|hit|oncoming|wreck|tracks)(?: |$)/,
      any: true,
    },
  ),
  rule(
    'passive_ideation',
    '(?<h>who|that|the ones who|the guys who) (?:do not|did not|never) (?:come home|make it|make it back|survive|come back)(?: [^|]+)? (?:get|got|have|had) (?:the better deal|it easy|it easier|lucky|off easy|the easy way out|the best of it)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>(?:do not |can not |could not |not )?{A}see|be|any) (?:the |no |any )?point (?:of|in) (?:make it to|live to|live until|live past|reach|turn|get to|see) (?:\\d+|another|next|tomorrow|my \\w+ birthday|the weekend|morning|the morning|thirty|twenty|forty)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>tired of) (?:get through|surviving|survive|push through|fight|fighting|pretend to be okay|pretending to be okay|hold on|holding on|hang on|keep go|keeping going)(?= ?\\|| every day| each day| the days| the day| another day)',
  ),
  rule('passive_ideation', '(?<h>i {A}want to stop)(?= ?\\|)', { ctx: true, faint: true }),
  rule(
    'passive_ideation',
    '(?<h>imagine|picture|fantasize about|fantasise about|daydream about) {A}(?:myself )?(?:just )?(?:fade out|fading out|fade away|not exist|cease to exist|be dead|not wake up|never wake up|my own funeral|my funeral|be in a coffin|disappear forever|disappear for good|be gone for good|just be gone)',
  ),
  // "40 years is enough": begun at "year", the one word that can start it, so the engine does not try it at every word.
  rule('passive_ideation', '(?<=(?:\\d+|\\w+) )(?<h>year|years) be (?:long )?enough(?= ?\\|)', { ctx: true, any: true }),
  /* ---- round sixteen: means laid out, acts told by what followed, wishes told mildly (docs/crisis-safety.md) ---- */
  // Means laid out or half taken: "got them all counted out in front of me", "already took half of them, the rest when this song ends".
  rule(
    'imminent',
    '(?<h>count|line|lay|spread|set) (?:them|it|my \\w+|every \\w+|all of them|the \\w+)? ?(?:all )?out (?:on (?:the|my) \\w+|in front of me|next to me|beside me|in a row|in rows)',
    { text: / (?:pills?|meds?|medications?|tablets?|capsules?|glass of water|bottles?|oxys?|xanax|bars|benzos?|percs?)[ .,!?]/ },
  ),
  rule('imminent', '(?<h>take|took|swallow|swallowed) (?:about |like )?half (?:of )?(?:them|it|the bottle|the pills|my pills|my meds)(?=[^.]*? the rest)', {
    any: true,
  }),
  rule('imminent', '(?<h>hold|holding|held) (?:every|each|all) (?:one |single one )?(?:of )?(?:my|the) {MEANS} in my hands?', {}),
  // An act told by what followed it: "the rope broke", "they pumped my stomach Tuesday", "the ER hit me with narcan, I used alone on purpose".
  rule(
    'behavior',
    "(?<h>the|my) (?:rope|cord|belt|noose|knot|beam|branch) (?:broke|snapped|gave way|did not hold|didn't hold|came loose)(?= ?\\||,| and| so| when)",
    {
      notText:
        / (?:boat|tow|towing|truck|swing|tire swing|tug of war|climbing|climb|gym|tent|camping|hammock|kayak|trailer|load|tarp|dog|leash|horse|pulley|crossfit|pants|jeans|purse|bag|backpack|suitcase|shoe|shoes|boot|boots|watch|strap|guitar)[ .,!?]/,
    },
  ),
  rule('behavior', '(?<h>pump|pumped|pumping) my stomach', {
    any: true,
    notText: / (?:food poisoning|mushrooms?|berries|bleach by accident|accidentally|toddler|as a kid|when i was (?:a kid|little|\d+))[ .,!?]/,
  }),
  rule('behavior', '(?<h>use|used|using|shot up|shoot up|did|do) (?:alone )?on purpose', {
    text: / (?:narcan|narcan'd|narcanned|naloxone|od|od'd|overdose|overdosed|found me|woke up|hoping|was hoping|didn't wake|tolerance)[ .,!?]/,
  }),
  // Wishes told mildly: "hoping the biopsy comes back bad", "hoped the flu would turn into something worse", "I'd be relieved if I got the diagnosis".
  rule(
    'passive_ideation',
    '(?<h>hope|hoping|hoped|wish|wishing|pray|praying) (?:that )?(?:it|the (?:biopsy|scan|test|results?|mri|ct|bloodwork|labs?|lump|mole)|they) (?:would |will |might )?(?:come|comes|came) back (?:bad|malignant|as cancer|terminal|the bad way|the worst way)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>hope|hoping|hoped|wish|wishing|pray|praying) (?:that )?(?:it|this|the flu|this flu|the cold|this cold|the cough|the infection|the fever) (?:would |will |might |could )?(?:turn|turns|develop|develops|go|goes) into something (?:worse|serious|bad|fatal|worse than that)',
    {},
  ),
  rule(
    'passive_ideation',
    '(?<h>relieved|relief|glad|fine|okay|ok) if i (?:got|get|had|have|were given|was given) (?:the|a|that) (?:diagnosis|cancer|bad news|terminal diagnosis)',
    {},
  ),
  // An accident welcomed, any vehicle or fall: "if that bus clipped me it'd be a relief", "if this plane goes down I'd be ok with that",
  // "didn't really care if I slid off the road".
  rule(
    'passive_ideation',
    '(?<h>if) (?:that|this|a|the|some) (?:truck|car|bus|plane|train|semi|driver|taxi|cab|van|flight|boat|ferry|jet) (?:\\w+ ){0,2}?(?:hit|clip|clipped|clips|t-boned|crash|crashed|crashes|went down|go down|goes down|sank|sink|sinks|ran me|run me|runs me)(?! (?:my|our|the) (?:parked |old |new )?(?:car|truck|van|house|mailbox|fence|garage|bike))(?: \\w+){0,5}? (?:i (?:would|will) |it (?:would|will) |that (?:would|will) )(?:honestly |really |just |totally |kind of |kinda |almost )?(?:be )?(?:fine|okay|ok|good|relieved|a relief|at peace|not mind|not care|nice|a mercy|a blessing)(?: with (?:it|that))?',
    {},
  ),
  rule(
    'passive_ideation',
    '(?<h>not) (?:really |even |much )?care if i (?:slid|slide|skid|skidded|(?:crash|crashed)(?! (?:the|a|your|their|his|her|our) (?:party|couch|wedding|meeting|class|server|computer|system)| at | on | here| there)|wreck|wrecked|went off the road|go off the road|hit (?:a|the) (?:tree|wall|pole|barrier|guardrail)|die|died|woke up|wake up|lived|live|survived|survive|made it (?:home|through the night|to morning)|make it (?:home|through the night|to morning))(?= ?\\||$| or| off| into| on| and)',
    {},
  ),
  // The dead envied or traded places with: "part of me envies him" of a friend who OD'd, "jealous of him" at a service,
  // "I'd trade places with anybody in that cemetery", "lucky them" of a crash on the news.
  rule('passive_ideation', '(?<h>envy|envied|envying|jealous of|envious of) (?:him|her|them)(?= ?\\||$| a little| a bit| honestly| sometimes| for)', {
    text: / (?:od'd|oded|od|overdosed|died|passed|passed away|funeral|service|memorial|wake|cemetery|buried|burial|casket|coffin|grave|obituary|killed himself|killed herself|dead|rip)[ .,!?]/,
  }),
  rule(
    'passive_ideation',
    '(?<h>felt|feel|feeling|am|was|be|got) (?:so |a little |kind of |kinda |almost |actually |honestly )?(?:envious|jealous) of (?:him|her|them)',
    { text: / (?:service|memorial|wake|cemetery|buried|burial|grave|od'd|oded|dead)[ .,!?]/ },
  ),
  rule(
    'passive_ideation',
    '(?<h>trade|switch|swap) places with (?:anybody|anyone|him|her|them|any of them|every one of them|the people|the guy|the woman|the man)(?: \\w+){0,3}? in (?:that|the|a) (?:cemetery|graveyard|ground|grave|morgue|casket|coffin|obituaries)',
    {},
  ),
  rule('passive_ideation', '(?<h>lucky) (?:them|him|her|bastard|bastards|ducks?)(?= ?\\||$)', {
    text: / (?:crash|crashed|died|dead|killed|accident|passed away|obituary|funeral|shooting|overdose)[ .,!?]/,
  }),
  // Waking as a letdown, sleep without waking, lying down and not getting up, vanishing as if never here.
  rule('passive_ideation', '(?<h>wake|woke|waking) up (?:again|another (?:day|morning))', {
    text: / (?:letdown|let down|disappointment|disappointed|disappointing|unfortunately|sadly|still here|still breathing)[ .,!?]/,
  }),
  rule(
    'passive_ideation',
    '(?<h>easier|better|nice|nicer|best) (?:to|if i could) (?:just )?(?:go to sleep|sleep|fall asleep|lie down|lay down|close my eyes) and (?:just )?(?:stay there|stay that way|not wake up|never wake up|stay asleep|not get up|never get up)',
    { any: true },
  ),
  rule(
    'passive_ideation',
    '(?<h>lie|lying|lay|laying) down (?:in|on) (?:the )?(?:snow|tracks|road|highway|water|river|cold)(?: \\w+){0,3}? and (?:just )?(?:not|never) (?:get|getting) (?:back )?up',
    {},
  ),
  rule(
    'passive_ideation',
    '(?<h>vanish|disappear|fade) (?:like|as if|as though) i (?:be|was|were|had|had been) never (?:here|born|there|around|a person|alive)|(?<h2>nice|good|easier|better|want|wish) (?:if i could |to )(?:just )?(?:vanish|evaporate|cease to exist|stop existing|be erased)(?= ?\\||$| completely| forever| for good)',
    { any: true },
  ),
  rule('passive_ideation', '(?<h>ready when you are|ready whenever you are)', {
    text: / (?:lord|god|jesus|father|heaven|heavenly|pray|praying|prayer|amen)[ .,!?]/,
    notSentence: / (?:said|says|told me|game|match|race|show|recital)[ .,!?]/,
    any: true,
  }),
  rule('passive_ideation', '(?<h>sooner be fine by me|the sooner the better)', {
    sentence: / (?:call me home|calls me home|calling me home|take me|takes me|taking me|come get me|comes for me|come for me|my time)[ .,!?]/,
    text: / (?:lord|god|jesus|father|heaven|heavenly|pray|praying|prayer|amen)[ .,!?]/,
    any: true,
  }),
  rule(
    'passive_ideation',
    '(?<h>done|tired of|sick of|finished) (?:wanting to be|being) (?:around|here|alive)(?= ?\\||$| anymore| for any| for it| for this| for all)',
    {},
  ),
  rule(
    'passive_ideation',
    '(?<h>wish|wishing|wished) i could (?:just )?(?:stop|be done|switch off|turn off|shut off|go to sleep for good)(?= ?\\||$| existing| for good| permanently)',
    {},
  ),
  rule('passive_ideation', '(?<h>nobody|no one|noone) (?:would|will) miss me(?: (?:for long|much|really|at all))?(?= ?\\||$|,| a week| a day| for more)', {
    any: true,
  }),
  rule(
    'passive_ideation',
    '(?<h>they|everyone|everybody|people|my family|my kids|the kids) (?:would|will) (?:all )?be (?:lighter|freer|relieved|lighter without me)(?= ?\\||$)',
    {
      text: / (?:miss me|without me|gone|after i'm|after i am|nobody'd|nobody would|no one would)[ .,!?]/,
      any: true,
    },
  ),
  // A means or a place dwelt on: "keep looking at the pill bottles like they're looking back", "the overpass railings again, thinking about which one",
  // "counting how many are left in the bottle, doing math I shouldn't", "how much it'd take, as an exit", "turn the wheel into the barrier".
  rule(
    'method',
    '(?<h>look|looking|looked|stare|staring|stared|glance|glancing) at (?:the|my|that|those|these) (?:\\w+ )?(?:pill bottle|pill|med|bottle|belt|rope|cord|gun|knife|razor|blade|railing|overpass|bridge|track|ledge|beam|garage)',
    {
      sentence:
        / (?:in a way i|like they're looking back|like it's looking back|looking back|thinking about which|which one|how easy|how many|how high|how far|can't stop|cannot stop|too long|a long time)[ .,!?]?/,
    },
  ),
  rule('method', '(?<h>count|counting|counted) how many (?:are |be )?(?:left )?in the (?:bottle|jar|container|pack|blister pack)', {
    sentence: / (?:math|shouldn't|should not|enough|it'd take|it would take|would it take)[ .,!?]/,
  }),
  rule(
    'method',
    "(?<h>think|thought|thinking|wonder|wondering|wondered|figure|figured|figuring|calculate|calculated|calculating) (?:about )?how (?:much|many)(?: \\w+)? (?:it would|it will|would it|will it|i would need|i'd need|i would have to take|i'd have to take) (?:take|be enough|need)?",
    { text: / (?:as an exit|an exit|to die|not wake up|overdose|od|lethal|fatal|enough to|tolerance|the end)[ .,!?]/ },
  ),
  rule(
    'method',
    '(?<h>think|thinking|thought|wonder|wondering) (?:about )?which (?:one|railing|bridge|overpass|building|exit|tree|beam|pillar|ledge)(?! to (?:take|cross|use|drive|go|visit|photograph|paint|walk|buy|pick|choose)| route| way)',
    {
      sentence: / (?:railings?|overpass|bridge|ledge|drop|beam|rope|tree|edge|cliff|tracks)[ .,!?]/,
    },
  ),
  rule(
    'method',
    '(?<h>turn|jerk|yank|steer|swerve|aim) (?:the wheel|the car|the truck|my car|my truck) (?:into|toward|towards|at) (?:the|a|that|an) (?:barrier|wall|pole|tree|median|guardrail|oncoming \\w+|semi|truck|bridge|pillar|abutment|overpass|concrete)',
    { any: true },
  ),
  rule('method', '(?<h>stand|stood|standing) (?:a little |a bit |way |just )?closer to the edge', {
    sentence: / (?:platform|train|tracks|cliff|roof|bridge|think about it|thinking about it|than i need|overpass|ledge)[ .,!?]/,
  }),
  rule(
    'method',
    '(?<h>keep|keeps|kept|keeping) (?:showing up|popping up|coming up|coming into|coming back into|popping into|playing) (?:in )?my (?:head|mind)',
    { text: / (?:garage|cliffs?|bridge|overpass|rope|cord|beam|belt|pills?|gun|tracks|ledge|edge|river|how high|the drop|the car)[ .,!?]/ },
  ),
  rule('method', '(?<h>brain|mind|head) (?:keep|keeps|kept) putting (?:them|it|those|these|the two) together', {
    text: / (?:rope|cord|beam|belt|pills?|gun|garage|bridge|tracks|knife)[ .,!?]/,
    any: true,
  }),
  // Preparation told as errands: letters for several people, passwords "just in case".
  rule('preparation', '(?<h>write|wrote|written|writing) one for (?:my )?\\w+(?: \\w+)? (?:\\| )?(?:and )?one for', {
    notText:
      / (?:christmas|card|cards|birthday|thank you|valentine|valentines|recipe|poem|poems|invitation|invitations|wedding|graduation|holiday|holidays|reference|references|recommendation|essay|report)[ .,!?]/,
  }),
  // Nothing left for anyone to carry: "she won't have to carry anything of mine after", "nobody can say I left them holding anything",
  // "the vet's number for whoever ends up with the cats", "won't be needing a reference".
  rule(
    'preparation',
    "(?<h>will not|won't|wo not|not) (?:ever )?have to (?:carry|deal with|pay for|sort out|clean up|handle|pay off) (?:anything|any of (?:it|this)|anything of mine|my (?:stuff|things|debts?|mess|bills))(?: \\w+){0,3}? after(?= ?\\||$)",
    { any: true },
  ),
  rule(
    'preparation',
    '(?<h>nobody|no one|noone) (?:can|could|will|would) say i (?:leave|left) (?:them|anyone|anybody|her|him|people|my \\w+) (?:hold|holding) (?:anything|any of it|anything of mine)',
    {
      any: true,
    },
  ),
  rule(
    'preparation',
    '(?<h>for) whoever (?:_ _|end up|ends up|finds|gets|takes|inherits) (?:with )?(?:the|my) (?:cat|cats|dog|dogs|kids|plants|fish|bird|birds|horse|horses|stuff|things|house|apartment|truck|car)',
    {
      ctx: true,
      any: true,
    },
  ),
  rule(
    'preparation',
    "(?<h>will not|won't|wo not|not) be (?:need|needing) (?:a reference|it anymore|them anymore|any of (?:it|this|them)|my \\w+ anymore)(?= ?\\||$)",
    {
      ctx: true,
    },
  ),
  rule(
    'preparation',
    '(?<h>send|sent|give|gave|left|leave|write down|wrote down|texted|emailed) (?:\\w+ ){0,3}(?:all )?(?:my |the )?(?:passwords?|log ?ins?|logins|pins?|pin numbers|bank (?:info|details|stuff)|account (?:info|details|numbers))(?: \\w+){0,4}?(?: \\|)? (?:and said |saying )?(?:just in case|_ _ _|in case anything|if anything (?:happens|ever happens|happened))',
    {
      any: true,
      notText:
        / (?:estate|lawyer|attorney|trip|travel|traveling|travelling|vacation|deployment|deploying|deployed|surgery|procedure|operation|password manager|1password|lastpass|bitwarden)[ .,!?]/,
    },
  ),
];

/* ------------------------------------------------------------------------------------------------
 * 6. Licensing: subject, negation, reported speech, questions, tense, conditionals.
 * ---------------------------------------------------------------------------------------------- */

const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'without',
  'deny',
  'denied',
  'denies',
  'stop',
  'quit',
  'nor',
  'neither',
  'hardly',
  'refuse',
  'resist',
  'resisted',
  'zero',
  'none',
  'nope',
  'nowhere',
]);
/** Verbs of thinking that move a negation down ("I don't think I want to die"). */
const INVERTED_NEG = wordPattern(
  /(?:^| )(?:(?:there was|there has been|there is|there's) never (?:a|one) (?:second|moment|minute|time|day)(?: \w+)? (?:where|when|that)|(?:not|never)(?: once| ever| one time| even once| for a second| a single time)?(?: \w+){0,2} (?:did|do|does|have|has|had|would|will|could|can|was|am|were)|(?:there is |there was |there's )?no way(?: that)?|at no point(?: did| have| was)?|no chance(?: that)?|(?:it is |it's |its )?not (?:that|like|because|as if)|(?:there is |there's )?(?:no|not any|not a single|not one|zero) (?:part|bit|piece|ounce|fiber|inch|side)(?: of)?|nothing in|not a part of)$/,
);
const RAISING = wordPattern(/(?:^| )(?:(?:not|never) (?:think|believe|feel like|expect|suppose)|(?:do|does|did) not mean|not mean)(?: that)? ?$/);
const QUESTION = wordPattern(
  /(?:^| )(?:(?:ask|asks|asked|asking|screen|screened|screening|question|questions|check|checked|assess|assessed|evaluate|evaluated|test|tested|inquire|want to know|wanted to know|wants to know|quiz|quizzed|make sure|made sure)(?: \w+){0,3} (?:if|whether|about|for|how often)|(?:asked|asks|ask|wanted|wants|told|had) (?:me|us) to (?:rate|describe|list|score|tell (?:her|him|them) about|fill out|answer|write down|name))(?: |$)/,
);
const SCREEN_NOUNS = wordPattern(
  /(?:^| )(?:screening|screener|questionnaire|assessment|intake|survey|phq|phq9|c ssrs|cssrs|columbia|form|checklist|quiz|evaluation|eval|rating scale|scale)(?: |$)/,
);
const AFFIRM =
  /^(?:and |but |so |which )?(?:honestly |truthfully |finally |actually )?(?:i )?(?:honestly |finally |actually |had to )?(?:said|say|answered|answer|told (?:her|him|them|the \w+|my \w+)|tell (?:her|him|them)|replied|admitted|admit|checked|circled|marked|put|wrote|nodded|confessed|confess)(?: \w+){0,3}? (?:yes|yeah|yep|yup|true|that i (?:do|did|have|am|was|had|might|sometimes|still))\b|^(?:and |but |which )?(?:i )?(?:do|did|have|am|was)(?: (?!not|never|no)\w+)? *$|^(?:the )?answer (?:was|is) yes/;
const SAY_WORDS = new Set(
  'say tell text write post yell scream sing tweet message joke claim mention admit confess threaten announce shout whisper'.split(' '),
);
const TOPIC_VERBS = wordPattern(
  /(?:^| )(?:learn|read|watch|hear|study|cover|present|lecture|teach|research|listen|see)(?: \w+){0,5} (?:about|on|regarding|called|titled|where|in which)(?: |$)/,
);
const DISCUSS_VERBS = wordPattern(
  /(?:^| )(?:talk|discuss|share|go over|went over|cover|learn|explain|review|covered|reviewed|explained)(?: \w+){0,4} (?:about|on|regarding|how|what)(?: |$)/,
);
const MEDIA_ABOUT = wordPattern(
  /(?:^| )(?:movie|film|show|series|episode|documentary|doc|book|novel|story|article|news|podcast|song|lyric|lyrics|album|character|video|tiktok|youtube|reel|game|play|poem|essay|paper|report|headline|memoir|chapter|scene|class|group|presentation|lecture|training|talk|discussion|session|workshop|seminar|meeting|webinar|pamphlet|research|statistics|awareness|prevention|module|worksheet|handout|course|unit|post|thread|forum|subreddit|journal|diary|diaries|notebook|entries|poetry)s?(?: \w+){0,3} (?:about|on|regarding|called|titled|named|where|in which|that|saying|says|said|claiming|reporting|explaining|full of|is full of|are full of|were full of|was full of)(?: |$)/,
);
const COPING = wordPattern(
  /(?:^| )(?:call|text|reach out|talk to|tell|use (?:my )?(?:coping|safety|skills|plan)|go to (?:the )?(?:er|hospital|a meeting|my sponsor)|remove|lock|give (?:it|them|the \w+|my \w+) to|distract|breathe|go for a walk|988|911|hotline|crisis line|lifeline|sponsor|therapist|counselor|safety plan|coping card|crisis plan|warning sign|warning signs|coping skill|coping skills|plan say|supposed to|should call|will call|can call|reach out to|grounding|wise mind|dbt|my list|ice|ice pack|my person|my people|the line|the number|hold ice|snap a rubber band|go outside|take a walk|pray|play|journal|write it down|listen to music|watch|what to do|steps|plan for|practice|practiced|practicing|rehearse|rehearsed|what i would do|what i'd do)(?: |$)/,
);
const CHANGE_SEEKING = wordPattern(
  /(?:^| )(?:rehab|detox|treatment|meeting|meetings|sponsor|get clean|get sober|get help|get better|change|changes|sober|sobriety|recovery|therapy|therapist|program|clinic|quit|going back to|signed up|called the|called my|checked in|checked into|switch|switching|applying|apply|new job|moving out|move out|break up|breaking up|divorce|quitting (?:my|this) job|look for (?:a new|another)|looking for (?:a new|another)|find a new|doctor|new doctor|surgery|physical therapy|specialist|appointment|chiropractor|pain management|inpatient|outpatient|iop|aa|na|step|steps|counselor|counseling|getting help|ready to change|make a change|do better|turn my life around|starting over|start over|go back to|back to meetings|need help|want help|asking for help)(?: |$)/,
);
const RELATIONSHIP_HABIT = wordPattern(
  /(?:^| )(?:relationship|marriage|friendship|dealer|boyfriend|girlfriend|bf|gf|husband|wife|partner|(?:with|to|over|from|dump|dumped|leave|left|ditch) (?:him|her)|(?:he|she|they) deserves? better than me|habit|drinking|using|craving|cravings|cycle|addiction|streak|lease|contract|job|call|conversation|argument|fight|chapter|situationship|texting|engagement|affair|drama|beef|feud|tension|ex|fling|thing with|smoking|vaping|vape|binge|binging|gambling|porn|subscription|membership|season|project|game|book|show|series|meeting|session|shift|day|week|semester|class|story|debate|discussion|negotiation|the pain|pain)(?: |$)/,
);
/** The writer's own mind speaking to them in the second person, or a question about "you" asked for oneself. */
const SELF_TALK = wordPattern(
  /(?:^| )(?:(?:my|the) (?:head|brain|mind|thoughts?|inner voice|depression|illness)(?: \w+){0,2} (?:says?|saying|keeps? saying|kept saying|tells? me|telling me|whispers?|screams?|repeats?)|(?:that is|that's|thats|it is|it's) (?:the|my) (?:voice|head|brain|thoughts?)|(?:the|that|a|this) (?:\w+ )?voice(?: in my head)? (?:says?|saying|keeps? saying|tells? me|telling me|started|starts|again)|yourself['"]? voice|asking for (?:me|myself|a friend who is me)|is it (?:normal|weird|bad|okay|ok|common|wrong) (?:to|that i)|(?:in|at) the back of my (?:head|mind)|in my head[:,]? (?:just |go )?(?:kill|end|do)|(?:that is|that's|thats|this is) (?:been )?(?:where i am|where i'm at|where i am at|my (?:whole )?(?:week|day|month|year|night|life) lately|my (?:whole )?(?:week|day|month|year|night)|how i feel|me right now|me lately)|(?:mine|mine's|mine has|mine is) (?:been )?going there)(?: |$|[.,!?'"])/,
);

/** A relationship or habit named just before "ending it" ("I'm done with him. Ending it tonight."). */
const ENDED_WITH = wordPattern(
  /(?:^| )(?:done with|over|breaking up with|break up with|leaving|leave|dumping|dump|through with|finished with|sick of) (?:him|her|them|my (?:bf|gf|boyfriend|girlfriend|husband|wife|partner|ex|fiance|fiancee)|this (?:relationship|marriage|job|habit)|drinking|using|alcohol|booze|the drink|drugs|the drugs|dope|meth|weed|smoking|vaping|gambling|the bottle|cigarettes)(?: |$|\.)/,
);
const ACCIDENT = wordPattern(
  /(?:^| )(?:accidentally|accident|accidental|by mistake|on accident|slipped|tripped|clumsy|shaving|while (?:cooking|shaving|chopping|cutting|working|lifting|playing|gardening|hiking|fixing|opening|moving)|paper cut|the knife slipped|chopping|dicing|peeling|whittling|on the (?:stove|oven|pan|grill)|taking (?:it|a pan|the pan|the tray) out of the oven|curling iron|at the gym|lifting|working out|playing (?:soccer|football|basketball|hockey|ball)|fell off|fell down|fell on)(?: |$)/,
);
const COMPLIANCE = wordPattern(
  /(?:^| )(?:as prescribed|prescribed|on time|supposed to|the doctor said|doctor said|on schedule|morning|evening|daily|every day|remembered|remember|for the day|for today|pill box|pillbox|organizer|refill|pharmacy|vitamin|vitamins|for my headache|for my back|for my pain|for my (?:heart|blood pressure|diabetes|anxiety|depression|arthritis|seizures|thyroid|cholesterol|condition|knees|asthma|allergies)|for my migraine|for my cold|for my tooth|for my cramps|with food|at bedtime|naloxone|narcan|nurse|clinic|dose at|my dose|daily dose|take home|take homes|my counselor|the clinic|breakfast|lunch|dinner|with water|trip|vacation|travel|flight|run out|ration|rationing|until my refill|for later|dentist|surgery|feeling better|feel better|over the (?:week|weekend|course of|past few days)|for my (?:cough|cold|flu|fever|sinuses))(?: |$)/,
);
/** What follows a cue in its clause and takes it back: ceased thoughts, a denial in the predicate. */
const CEASED =
  /^(?:\w+ )?(?:(?:have |has |had |be )?(?:finally |completely |mostly |all )?(?:stop|go away|go quiet|gone quiet|gone away|went quiet|went away|get quiet|gotten quiet|be quiet|quiet|quieten|fade|disappear|lift|ease|quiet down|be go|be gone|end|be over)(?: |$)|(?:have |has |had )?(?:not|never) (?:come back|return|be back)(?: |$)|be not (?:something|an option|happen|for me|on the table|what i|who i)|be (?:off the table|never an option|never happen|not happen))/;
const TEACHING = wordPattern(
  /(?:^| )(?:class|classes|lecture|training|trainings|cohort|workshop|module|curriculum|psychoed|psychoeducation|in service|seminar|nursing exam|exam|course|crisis text line|crisis line shift|hotline shift|volunteer shift|my shift)(?: |$)(?=.*(?:^| )(?:about|on|how to|taught|teach|learn|learned|covered|went over|notes|quiet|busy|calls|texts|texters|callers)(?: |$))/,
);
const SCREEN_NO = wordPattern(
  /(?:^| )(?:asked|asks|ask|questions?|screening|screened|checked|form|intake)(?: [^.!?]*)? (?:i said no|said no|answered no|i denied|denied it|denied all|no to all|no to both|checked no|i told (?:her|him|them) no)(?: |$)/,
);
/** The writer's own present risk, which a class or screening frame in the same sentence does not hide. */
const OWN_RISK = wordPattern(
  /(?:^| )(?:but|honestly|actually|though) (?:i|i'm|im)(?: |$)|(?:^| )i (?:want|wanna|wish|keep|have been|am going|plan|feel like|think about|thought about)(?: |$)|(?:^| )(?:a lie|lied|lying|not true|truth is|the truth)(?: |$)/,
);
/** A screening instrument's item named: "question 9 is the one about being better off dead". */
const SCREEN_ITEM = wordPattern(/(?:^| )(?:phq ?9|phq|question (?:9|nine)|item (?:9|nine)|c ssrs|cssrs|columbia (?:scale|screener|questions))(?: |$)/);
const INSTRUMENT = wordPattern(
  /(?:^| )(?:(?:learn|learned|learnt|taught|teach|teaches|read|heard|hear|know)(?: \w+){0,4} that (?:the )?(?:urges?|thoughts?|suicidal (?:thoughts|feelings|urges)|self harm urges)(?: \w+){0,3} (?:pass|peak|come and go|fade|are normal|is normal|do not last|don't last|will pass)|review|reviewed|go over|went over|learn|learned|learnt|cover|covered|discuss|discussed|read|study|studied|teach|taught|train|trained|training|practice|practiced)(?: \w+){0,4} (?:questions?|screening|screener|items?|criteria|scale|c ssrs|cssrs|phq 9|phq9|questionnaire)(?: |$)/,
);
const ADDICTION_SUBJECT = /^(?:the|my|these|those|this) (?:cravings?|addiction|disease|drugs?|alcohol|dope|booze|urges?|bottle)(?: \w+)?$/;
const PURPOSE = wordPattern(
  /(?:^| )(?:so (?:that )?i (?:could|would|can|will|might|would just|could just) (?:die|be dead|not wake up|never wake up|end it|finally die|sleep forever)|(?:wanted|want|meant|hoping|hoped|wanting) (?:it )?to be the end|so (?:nobody|no one|noone) (?:can|could|would|will) (?:bring me back|save me|revive me|stop me|find me in time)|(?:that'?s|that is|thats) (?:kind of |sort of |exactly |honestly )?the (?:idea|point|plan|goal)|on purpose|intentionally|deliberately|purposely|purposefully|to die|to kill myself|to end it|so (?:no one|nobody|noone) (?:notices|knows|finds out|suspects|will notice)|(?:all|every|the whole|everything)(?: \w+){0,3} (?:with|into|and) (?:a bottle of |the |my |some )?(?:whiskey|vodka|alcohol|booze|liquor|gin|rum|tequila|wine))(?: |$)/,
);
const RECOVERY = wordPattern(
  /(?:^| )(?:nothing since|none since|no attempts? since|not once since|\| i was (?:only |just )?(?:1[0-9]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen) \||on the other side of (?:it|that)|came out the other side|my (?:attempt|overdose|suicide) story|barely recognize (?:her|him|that person|myself|that girl|that guy)|proud of (?:her|him|that girl|that guy|past me|younger me) for|done with that life|that life is (?:over|behind me)|that chapter is (?:closed|over)|(?:\w+) (?:years?|months?) (?:since|from) (?:\w+ ){0,6}?(?:the|my) (?:attempt|overdose|suicide attempt|od)|(?:i am|i'm|im) (?:\d+|twenty|thirty|forty|fifty|sixty) now|(?:i am|i'm|im) (?:remarried|married|engaged|working|employed|back in school|a mom|a dad|a nurse|a counselor|a peer|volunteering|sponsoring) now|(?:\d+|thirty|sixty|ninety|hundred) (?:days|months|years) (?:today|now)|(?:no|zero) (?:cuts|attempts|relapses|drinks|drugs|self harm) (?:either|since)|(?:clean|sober|dry|free) (?:from|of) (?:cutting|self harm|using|drinking|pills|heroin|meth|it)|i (?:now )?(?:volunteer|run a|work with|help others|sponsor)|where i am now|(?:the )?last time (?:the|we|i|my|they)[^.!?]*[.!?] (?:this time|today|now)|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety|hundred|\w+) (?:days?|weeks?|months?|years?) (?:clean|sober|dry|free|without an? (?:attempt|drink|drug|cut|relapse|drop)|since the (?:overdose|attempt|od)|of sobriety|of recovery)|today i (?:have|run|volunteer|work|help|manage|celebrate|sponsor|coach|mentor) (?:\d+ )?(?:\w+ )?(?:months|years|days|sober|clean|a sober|women|men|people|others|newcomers|patients)|(?:speaker meeting|sober living|my sponsee|relapse prevention worksheet|my history section)|(?:today|now|this time)[^.!?]{0,40} (?:sober|clean|in recovery)(?: |$)|would not have had|wouldn't have had|(?:now|today|these days) i (?:\w+ ){0,6}(?:feel |am |'m )?(?:just )?(?:grateful|thankful|glad to be alive|glad i am alive|happy to be here)|this (?:spring|summer|fall|autumn|winter|year) i (?:burned|burnt|threw away|tore up|ripped up|deleted|let go of)|(?:\w+|a) years? since my (?:attempt|overdose|suicide attempt|last attempt)|(?:\w+|a) (?:days?|weeks?|months?|years?) since (?:my last|i last|i have|i've|i had|i felt|i cut|i hurt|i tried|i attempted|i wanted)|(?:it has|it's|its) been (?:\w+ )?(?:\w+|a) (?:days?|weeks?|months?|years?) since (?:i|my)|since my last (?:self harm|cut|cutting|attempt|relapse|burn)(?! (?:was|is) (?:yesterday|last night|today|this))|made me who i am|(?:got|stayed) (?:sober|clean)|learned to (?:ask for help|live|cope|reach out)|met my sponsor|(?:the )?(?:start|beginning) of my (?:recovery|sobriety|new life)|(?:the )?(?:start|beginning) of (?:getting better|healing|my healing|turning (?:things|my life) around)|turning point|recovery (?:was|is) possible|glad (?:it|i) (?:did not work|didn't work|failed|survived|lived)|(?:shared|told|share|tell|telling|sharing) my story|my testimony|(?:barely|do not|don't|no longer|hardly|can't|cannot) recognize (?:that|the|who|myself)|not that (?:girl|guy|person|woman|man|kid) anymore|new me|graduat(?:e|ed|ing) (?:from )?(?:iop|php|rehab|treatment|the program|outpatient)|haven't needed (?:them|it) in|have not needed (?:them|it) in|(?:grateful|glad|thankful|happy|blessed|lucky|proud) (?:to be|i am|that i am|i|that i|to still be|i'm|im|i made it|i survived|i got|i did not|i didn't|i'm still|i am still|to be here|to be alive|to have survived|of myself)|(?:i am|i'm|im) (?:in a )?(?:much |so much |a lot |way |really )?(?:better|good|great|healthier|safer|stronger|happier|healing|doing well|doing good|doing better)(?: place| now| these days| today| mentally)?|(?:clean|free|sober) (?:of|from) (?:it|that|cutting|self harm|all that|them)|(?:have|has|had) not (?:cut|done it|self harmed|hurt myself|tried|attempted|touched a blade|relapsed|felt that way|thought about it|wanted to)|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|many) (?:days?|weeks?|months?|years?) (?:clean|free|sober|without|strong|out)|(?:that|it) (?:was|is) (?:in the past|behind me|a long time ago|years ago|the old me|then|a different time|my lowest point|my rock bottom)|not anymore|no longer (?:feel|want|think|have|like that|that person)|those days are (?:over|behind me|gone)|never again|survivor|recovered|in recovery|how far i (?:have|'ve) come|how far i come|doing (?:so |much |a lot |way |really |a lot )*better|(?:today|now) (?:i am|i'm)(?! (?:getting help|in (?:the|a) (?:hospital|er|icu|psych ward|ward|ambulance)|at (?:the )?(?:hospital|er)|scared|afraid|ashamed|alive but|still|sick|waiting|on (?:a )?hold|admitted|here in|being|so sick|throwing up|numb))|these days i am|i am not that person|still here and|made it through|i'm still here|i am still here|turned my life around|life is good|life is better|worth living|want to live|chose to live|choose life|glad to be alive|glad i am alive|glad i'm alive|(?:and |am |i am |i'm |im )(?:happy|okay|ok|good|doing good|thriving|healthy|stable|safe) (?:now|these days|today)|that is behind me|that's behind me|it is behind me|behind me now|none since|not since|haven't since|have not since|not where i am now|not where i'm at|not who i am now|not me anymore|not me now|that is not me|that's not me|i am proud|i'm proud|im proud|so proud|proud of (?:who|myself|how)|(?:i am|i'm|im|now i am|now i'm|today i am|today i'm)(?: (?!not |never |no )\w+){0,2} (?:happy|okay|ok|good|well|healthy|stable|grateful|thankful|alive and|sober|clean|thriving|safe|content|at peace|hopeful|married|engaged|a (?:mom|dad|nurse|counselor|peer|teacher|father|mother|grandma|grandpa|volunteer|mentor|sponsor)|in a good place|doing well|doing great)|now i (?:work|help|volunteer|run|love|enjoy|know|teach|coach|mentor|share|tell|use|go|call|reach out)|(?:today|these days|nowadays) i (?:have (?:a|my|two|three|\d+)|am(?! (?:in (?:the|a) (?:hospital|er|icu|psych ward|ward)|at (?:the )?(?:hospital|er)|scared|afraid|ashamed|sick|numb|still))|work|help|love|enjoy|know|use|go)|i got through it|i made it through|(?:gave|give|given|giving) me (?:my |a )?(?:life|second chance|new life)(?: back)?|got my life back|(?:my|a) new life|(?:sobriety|clean|sober|recovery) (?:date|birthday|anniversary)|(?:never|not|have not|haven't|did not|didn't) look(?:ed)? back|(?:feels|felt|seems|is|was) like (?:another|a different|someone else's|a past) (?:life|lifetime|person)|a lifetime ago|another lifetime|got me through|helped me through|pulled me through|brought me through|get me through|i survived|came out the other side|i found help|i got help|therapy helped|meds helped|medication helped|it got better|things got better|it gets better|changed my life|turned my life around|saved my life|was a wake up call|taught me|i'm here now|i am here now|still standing|(?:years?|months?) (?:sober|clean) (?:now|today)|past that|over that|beyond that|past it|healing|been healing|(?:he|she|they|my \w+) (?:is|are) (?:\d+|now \d+) (?:now|years old)|a turning point|got lucky)(?: |$)/,
);
/** A future frame: what follows it has not happened yet. */
const FUTURE_FRAME = wordPattern(/(?:^| )(?:am going to|are going to|going to|gonna|will|about to|plan to|planning to)(?: |$)/);
const STREAK_BROKEN = wordPattern(
  /(?:^| )(?:(?:streak|clean time|sobriety|months|days|weeks|years)(?: \w+){0,5} (?:ended|broke|is broken|was broken|is over|reset|gone) (?:tonight|today|last night|yesterday|this (?:morning|week|weekend))|(?:broke|ended|reset|lost) my (?:streak|clean time))(?: |$)/,
);
const REMOTE = wordPattern(
  /(?:^| )(?:19\d\d|20[01]\d|202[0-5]|\d{3,} days ago|(?:[4-9]|1\d|four|five|six|seven|eight|nine|ten|eleven|twelve) months ago|ages? \d+ (?:to|through|and) \d+|(?:the )?(?:summer|winter|spring|fall|year) i was (?:\d+|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)|(?:sophomore|freshman|junior|senior) year|before i (?:got|went|started|was) (?:on|into|to|clean|sober|help|treatment|rehab|meds|medication|lithium|diagnosed)|(?:from|in|during) last (?:winter|summer|spring|fall|autumn|year)|my old (?:suicide )?(?:note|letter|letters|overdose|attempt|journal|diary)|from (?:19|20)\d\d|(?:reading|read|reread|found|going through) my (?:old )?(?:\w+ )?(?:journal|diary|notebook|notes|letters)|(?:that|this) was (?:in )?(?:19|20)\d\d|back in (?:'?\d\d|(?:19|20)\d\d)|in '\d\d|\w+ years? later|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) years?(?: \w+){0,4} ago|back when (?:i|we|my|he|she|they) (?:was|were|had|lived|used|first|still|got|worked|went|did)|since i last|since the last time i|since (?:the|that) (?:night|day|time|morning|week|year|summer|winter) (?:i|when)|my old (?:plan|plans|note|method|way out)|(?:the )?old me|my old self|looking back|looked back|look back at|anniversary of|in my story|(?:shared|told|share|tell) my story|my testimony|(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|few|couple(?: of)?|several|many|some|a few|a couple(?: of)?) (?:years?|yrs?|decades?) (?:ago|back|before|earlier)|years ago|years back|long (?:time )?ago|a long time ago|(?:back )?when i (?:was|were) (?:\w+ ){0,3}?(?:young|younger|a kid|a child|a teen|a teenager|little|in (?:high school|middle school|college|school|my (?:teens|twenties|20s|30s|addiction))|\d+|using|drinking|in active addiction|in my addiction|homeless|married|with my ex|at my worst|at my lowest|still using|still drinking|in the army|deployed|in the military|sick|in jail|in prison|inside|fifteen|sixteen|seventeen|fourteen|thirteen|twelve|eighteen|nineteen|twenty|locked up|in foster care)|as a (?:kid|teen|teenager|child|young adult)|in (?:my )?(?:high school|middle school|college|my teens|my twenties|my 20s|my youth|the past(?! (?:\d+|few|couple|two|three|four|six|several|week|weeks|month|months|day|days|year))|19\d\d|20[0-2]\d|active addiction|my addiction|my using days|my drinking days|the army)|(?:most|much|all|part) of (?:my )?(?:teens|twenties|20s|thirties|30s|childhood|youth|adolescence|high school|middle school|college|my marriage|that year|those years)|in my (?:teens|twenties|20s|thirties|30s|late teens|early twenties)|back (?:then|in the day|in (?:19\d\d|20\d\d|high school|middle school|college|school|my \w+|the \w+|january|february|march|april|june|july|august|september|october|november|december|spring|summer|fall|autumn|winter))|last year|the year before|(?:\d+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many) months (?:ago|back)|before (?:i got )?(?:clean|sober|rehab|treatment|recovery|i got help|i got sober|i got clean|my kids|i met)|at (?:my|one) (?:lowest|worst) point|(?:it has|it is|it's|its|has) been (?:a while|a long time|ages|years|months|forever|so long|a long while) since|(?:years|months|a year|a decade|decades) since|there was a time|there were times|there was a (?:period|phase|stretch|season|year|month|point)|for a while there|(?:back )?in my (?:drinking|using|party|partying) days|during my (?:drinking|using|divorce|addiction|twenties|teens|first marriage)|through (?:college|high school|middle school|my twenties|my teens|my divorce|my twenties)|there were (?:years|months|days|periods|moments|nights)|for a long time i|at one point|history of|at (?:age )?(?:1\d|[2-9]\d)(?! ?(?:am|pm|o ?clock|percent|mg|degrees|minutes|min|hours|pills))|i once (?:tried|stood|took|attempted|overdosed|cut|jumped|wanted|thought|wrote|gave|swallowed)|in my (?:old|past|previous) life|my old self|my darkest days|my lowest|rock bottom|(?:my|the) old life|in my (?:first|last|second|third|early) (?:rehab|detox|treatment|stint|year|years|months|days)|my rock bottom|once upon a time|used to|in my early twenties|before my son was born|before my daughter was born|before covid|in rehab|in detox|during my addiction|during active addiction|during my last relapse|the old days)(?: |$)/,
);
const ONGOING = wordPattern(
  /(?:^| )(?:since i was|ever since|for years|my whole life|all my life|since (?:high school|middle school|childhood|i was a kid|then)|still|again|these days|lately|recently|anymore)(?: |$)/,
);
const RECENT = wordPattern(
  /(?:^| )(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= and| i| night| morning| evening|$| \w+ (?:and|i))|last (?:night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:tues|weds|thurs|thur)(?=$| night| morning| and| i)|(?:\d{1,2}|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen) (?:days|nights|hours) ago|yesterday|today|tonight|this (?:morning|afternoon|evening|week|weekend|month)|earlier|just now|again|the other (?:day|night)|(?:a|one|two|three|four|five|six|few|couple(?: of)?|several) (?:days?|nights?|weeks?|hours?|minutes?) ago|an hour ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) night|recently|lately|this past|since (?:the|my|last|yesterday)|right now|currently|a month ago|last month|(?:one|two|1|2) months? ago|relapse|relapsed|relapsing|slipped|slip up|slipped up|(?:in|over|during|within) the (?:past|last) (?:(?:\d+|few|couple(?: of)?|two|three|four|six|several) )?(?:days?|weeks?|months?))(?: |$)/,
);
const NOW_MARK = wordPattern(
  /(?:^| )(?:right now|rn|at this moment|as i (?:type|write|speak|sit here)|as we speak|currently|this second|this minute|at the moment|in this moment)(?: |$)/,
);
const FUTURE_END = wordPattern(
  /(?:^| )(?:will|be go to|go to|about to|ready to|decide to|determine to|intend to|time to|plan to|plan on|go through with|gonna|wanna go|be fix to|be set to|be do it|be fin to|i be)(?: (?:just|really|finally|actually|probably|definitely|seriously|honestly|fucking|literally|do|try|try to|go|go to|gonna|so|totally|for real))* *$/,
);
const TIME_SPECIFIC = wordPattern(
  /(?:^| )(?:tonight|tomorrow|this weekend|this week|this friday|this saturday|this sunday|this monday|this tuesday|this wednesday|this thursday|soon|in an hour|in a few hours|before morning|by morning|by tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|the \d+\w*)|when (?:everyone|the kids|they|she|he|my \w+) (?:be|go|leave|fall|get)|after (?:work|everyone|the kids|they|she|he|my \w+) (?:go|leave|fall|be|get)|once (?:everyone|the kids|they|she|he|my \w+)|at (?:\d+|midnight|noon|dawn|sunrise|sunset))(?: |$)/,
);
const PLAN_SPECIFIC = wordPattern(
  /(?:^| )(?:on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|my birthday|the \d+\w*|new year|christmas)|at (?:\d+|midnight|noon|dawn|sunrise|sunset)|when (?:everyone|the kids|they|she|he|my \w+) (?:be|go|leave|fall|get)|after (?:everyone|the kids|they|she|he|my \w+) (?:go|leave|fall|be|get)|once (?:everyone|the kids|they|she|he|my \w+) (?:be|go|leave|fall|get)|before (?:anyone|they|she|he|my \w+) (?:get|come)|this (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend)|next (?:week|friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend)|in the (?:garage|motel|hotel|woods|basement|bathroom|closet|park|parking lot)|at the (?:motel|hotel|bridge|park|lake|river|beach|parking garage|cliff))(?: |$)/,
);
const PLAN_FRAME = wordPattern(
  /(?:^| )(?:plan|planned|planning|figure out|figured out|work out|worked out|decide (?:how|when|where)|decided (?:how|when|where)|pick|picked|choose|chose|schedule|scheduled|arrange|arranged|map out|mapped out)(?: |$)/,
);
const ATTEMPT_FRAME = wordPattern(/(?:^| )(?:try|attempt|almost|nearly|come close|start|begin|go|be about|be go)(?: to)?(?: \w+)? *$/);
const COGNITIVE = wordPattern(
  /(?:^| )(?:think|dream|imagine|picture|wonder|fantasize|fantasise|consider|contemplate|thought|idea|urge|scared|afraid|worried)(?: |$)/,
);

interface Cue {
  k: Kind;
  also: CrisisConstruct[];
  clause: number;
  head: number;
  start: number;
  end: number;
  rule: Rule;
}

interface Verdict {
  ok: boolean;
  /** First person or a fragment: the cue is the writer's (used for anaphora antecedents). */
  mine: boolean;
}

function spanLemmas(toks: Tok[], from: number, to: number): string {
  let s = '';
  for (let j = Math.max(from, 0); j < to; j++) {
    const l = toks[j]!.l;
    if (l === '|') continue;
    s += (s ? ' ' : '') + l;
  }
  return s;
}

function spanWords(toks: Tok[], from: number, to: number): string {
  let s = '';
  for (let j = Math.max(from, 0); j < to; j++) {
    const w = toks[j]!.w;
    if (w === '|') continue;
    s += (s ? ' ' : '') + w;
  }
  return s;
}

interface Ctx {
  doc: Doc;
  recovery: boolean;
  clauseTime: ('recent' | 'remote' | null)[];
}

function clauseText(doc: Doc, c: number): string {
  let t = doc.clauseTexts[c];
  if (t === undefined) {
    const cl = doc.clauses[c]!;
    t = spanWords(doc.toks, cl.start, cl.end);
    doc.clauseTexts[c] = t;
  }
  return t;
}

function sentenceText(doc: Doc, s: number): string {
  let t = doc.sentenceTexts.get(s);
  if (t === undefined) {
    const parts: string[] = [];
    doc.clauses.forEach((cl, i) => {
      if (cl.s === s) parts.push(clauseText(doc, i));
    });
    t = parts.join(' ');
    doc.sentenceTexts.set(s, t);
  }
  return t;
}

function computeClauseTimes(doc: Doc): ('recent' | 'remote' | null)[] {
  const own = doc.clauses.map((_, i) => {
    // "more than I did when I was using": the time after a comparison belongs to what is compared.
    const t = clauseText(doc, i).replace(/ than .*$/, '');
    // "I tried to hang myself once.": a clause-final "once" dates a past act.
    if (/ (?:tried|took|stood|wrote|had|was|overdosed|cut|jumped|attempted|stockpiled|wanted|thought)(?: \w+)* (?<!at |all )once$/.test(t))
      return 'remote' as const;
    if (REMOTE.test(t) && !/(?:^| )(?:since|ever since)(?: \w+){0,2} (?:i was|years|high school|childhood)/.test(t)) return 'remote' as const;
    // "Ninety days since the overdose", "two years since my attempt": long ago, not recent.
    if (
      /(?:^| )(?:\d{2,}|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) days (?:since|from)|(?:^| )(?:\w+) (?:months|years|year) (?:since|from)(?: |$)/.test(
        t,
      )
    )
      return 'remote' as const;
    if (RECENT.test(t)) return 'recent' as const;
    return null;
  });
  const out = [...own];
  for (let i = 0; i < own.length; i++) {
    if (own[i]) continue;
    const s = doc.clauses[i]!.s;
    let v: 'recent' | 'remote' | null = null;
    for (let j = i - 1; j >= 0 && doc.clauses[j]!.s === s; j--)
      if (own[j]) {
        v = own[j]!;
        break;
      }
    if (!v)
      for (let j = i + 1; j < own.length && doc.clauses[j]!.s === s; j++)
        if (own[j]) {
          v = own[j]!;
          break;
        }
    out[i] = v;
  }
  return out;
}

/**
 * Whether the saying at `say` sits in a condition of the clause that starts at `start` ("if", "when")
 * and a clause of the writer's own ("I would", "I was") answers it, up to `end`: "if the doctor told
 * me it was terminal I'd be relieved".
 */
function conditionAnsweredAfterSaying(toks: Tok[], start: number, say: number, end: number): boolean {
  if (!toks.slice(start, say).some((x) => /^(?:if|when|once|whenever)$/.test(x.w))) return false;
  for (let k = say + 2; k <= end; k++) {
    if (toks[k]!.w !== 'i' || !/^(?:would|will|could|might|should|be|feel)$/.test(toks[k + 1]?.l ?? '')) continue;
    if (toks.slice(say + 1, k).some((x) => /^(?:be|have|do|go|come|show|turn|find)$/.test(x.l))) return true;
  }
  return false;
}

/** A form's or a chart's word for history just before a cue ("previous self-harm", "history of overdose"). */
const HISTORY_BEFORE = /(?:^| )(?:previous|prior|past|history of|hx of|lifetime|any history of)$/;
/** A noun dated right after it: "an attempt from like 8 years ago", "my overdose in 2015", "the cutting in middle school". */
const DATED_AFTER =
  /^(?:(?:from|in|back in|during|around) )?(?:like |about |almost |over |nearly |maybe |roughly )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several|many|a couple of|a couple) (?:years|year) ago(?: |$)|^(?:from|in|back in|during|around) (?:(?:19|20)\d\d|high school|middle school|junior high|college|my teens|my twenties|the army|the service|\d+th grade)(?: |$)/;

function license(ctx: Ctx, cue: Cue): Verdict {
  const { toks, clauses } = ctx.doc;
  const cl = clauses[cue.clause]!;
  const rule = cue.rule;
  const no: Verdict = { ok: false, mine: false };
  const inMatch = spanWords(toks, cue.start, cue.end + 1);

  // Subject.
  let person: Person;
  let anchor = -1;
  if (/(?:^| )(?:himself|herself|themselves|themself)(?: |$)/.test(inMatch)) return no;
  // Self-talk in the second person ("you should just end it. that's all my brain says"; "asking for me").
  const selfTalk = (ctx.doc.selfTalk ??= SELF_TALK.test(ctx.doc.surface));
  if (/(?:^| )(?:yourself|yourselves)(?: |$)/.test(inMatch) && !selfTalk) return no;
  if (rule.any) {
    person = 'first';
    anchor = cl.start - 1;
    // The impersonal frame must still be the writer's: "she said everyone would be better off without me" is not.
    const a = anchorIndex(toks, cue.start, cl.start - 1);
    const said = a >= 0 ? toks.findIndex((t, k) => k > a && k < cue.start && /^(?:say|tell|text|yell|write|post|scream|think|believe)$/.test(t.l)) : -1;
    // Unless the saying is a condition the writer answers: "when they said it was benign I was disappointed".
    const answered = said >= 0 && conditionAnsweredAfterSaying(toks, cl.start, said, cue.end);
    if (said >= 0 && personOf(toks, a) !== 'first' && !answered) return no;
  } else {
    anchor = anchorIndex(toks, cue.head, cl.start - 1);
    // A cue that begins with "I" has its own subject: "if they find a tumor I will not do chemo".
    if (anchor >= 0 && toks[cue.head]!.w === 'i' && personOf(toks, anchor) !== 'first') anchor = cue.head;
    // A cue that opens a clause of its own has its own subject: "(not get eaten up by the bank) after I'm gone".
    if (cue.head === cue.start) {
      // "... for when I'm ready" too.
      const k = toks[cue.start]!.w === 'for' && /^(?:when|after)$/.test(toks[cue.start + 1]?.w ?? '') ? cue.start + 1 : cue.start;
      if (/^(?:after|when|once|before)$/.test(toks[k]!.w) && toks[k + 1]?.w === 'i') anchor = k + 1;
    }
    person = anchor >= 0 ? personOf(toks, anchor) : null;
    // "you ever just want to die", "anyone else wanna disappear": a question about oneself.
    if (
      anchor >= 0 &&
      /^(?:you|anyone|anybody)$/.test(toks[anchor]!.w) &&
      /(?:^| )(?:you ever|anyone else|anybody else)(?: |$)/.test(spanWords(toks, cl.start, cue.head))
    )
      person = 'first';
    if (anchor < 0) {
      // A fragment. It continues a third-person narrative only when its verb is past or third singular.
      person = 'first';
      const prev = cue.clause - 1;
      if (prev >= 0 && clauses[prev]!.s === cl.s) {
        const pa = firstAnchor(toks, clauses[prev]!);
        let k = cl.start;
        while (k < cl.end && /^(?:just|really|then|also|even|almost|nearly|and)$/.test(toks[k]!.w)) k++;
        const t = toks[k];
        // "Came home, fed the cat, and spent two hours ...": a noun after a fragment's own past verb is its object, not a subject.
        const objectOfFragment = pa > clauses[prev]!.start && toks.slice(clauses[prev]!.start, pa).some((x) => x.past);
        if (pa >= 0 && !objectOfFragment && personOf(toks, pa) === 'third' && t && (t.past || THIRD_SINGULAR.has(t.w))) person = 'third';
      }
    }
    // "My relationship with alcohol has to die": a third-singular verb after a non-person subject.
    // Not a thought that comes to the writer: "the tylenol thing keeps popping into my head".
    if (
      anchor < 0 &&
      THIRD_SINGULAR.has(toks[cue.head]!.w) &&
      cue.head > cl.start &&
      !/(?:^| )(?:i|we)(?: |$)/.test(spanWords(toks, cl.start, cue.head)) &&
      !/(?:^| )(?:my|me) (?:head|mind|brain|thoughts)(?: |$)/.test(inMatch)
    )
      return no;
    if (/(?:^| )myself(?: |$)/.test(inMatch) && person !== 'first') {
      // "myself" can only be the writer: a third-person anchor before it is a misread subject ("came home fed the
      // cat and thought about killing myself") unless the writer is its object in between ("my brother wants me to
      // kill myself", "she said i should kill myself"), which is someone else's wish, not the writer's.
      const between = anchor >= 0 ? spanWords(toks, anchor + 1, cue.start) : '';
      if (anchor < 0 || /(?:^| )(?:me|i|im|i'm|ima)(?: |$)/.test(between)) return no;
      // Someone else's words or a title ("my bestie keeps saying kms", "a song called Kill Myself").
      if (
        /(?:^| )(?:say|says|saying|said|call|called|calling|name|named|title|titled|sing|sings|singing|sang|post|posted|posts|tweet|tweeted|yell|yelled|joke|jokes|joking|joked)(?: |$)/.test(
          between,
        )
      )
        return no;
      person = 'first';
    }
    if (person === 'second' && selfTalk) person = 'first';
    if (person !== 'first') return no;
  }
  // From here on the cue is the writer's, even when it is negated or history (anaphora can point to it).
  const mine = true;

  // Negation between the subject and the cue.
  const negFrom = anchor >= cl.start ? anchor + 1 : cl.start;
  const negTo = Math.min(cue.head, cue.start);
  let neg = 0;
  for (let j = negFrom; j < negTo; j++) {
    const t = toks[j]!;
    if (NEGATORS.has(t.l) || NEGATORS.has(t.w)) {
      // "no no thoughts of hurting myself": a repeated negator is one negation.
      if (j > negFrom && toks[j - 1]!.w === t.w) continue;
      // "no plan and no intention of", "not today or ever": coordinated negators are one negation.
      if (neg > 0 && /^(?:no|not|never|nor|neither|zero|none)$/.test(t.w) && /^(?:and|or|nor|,|\|)$/.test(toks[j - 1]?.w ?? '')) continue;
      // "wouldn't be mad if", "wouldn't care if": indifference to what follows, not its denial.
      if (
        t.w === 'not' &&
        /^(?:even )?(?:be )?(?:mad|upset|sad|angry|bothered|mind|care|complain|object|resist|fight)(?: |$)/.test(spanWords(toks, j + 1, negTo))
      )
        continue;
      // "not sure", "don't know": uncertainty, not denial.
      if (t.w === 'not' && /^(?:sure|certain|know|knowing|convinced|positive)$/.test(toks[j + 1]?.w ?? '')) continue;
      // "no point paying for next month if there isn't one": hopelessness, not the cue's denial.
      if (t.w === 'no' && toks[j + 1]?.w === 'point') continue;
      if (t.w === 'no' && /^(?:one|longer)$/.test(toks[j + 1]?.w ?? '')) {
        if (toks[j + 1]!.w === 'longer') neg++;
        continue;
      }
      if (
        (t.w === 'stop' || t.l === 'stop') &&
        /^(?:think|thinking|want|wanting|feel|feeling|crying)$/.test(toks[j + 1]?.w ?? '') &&
        /(?:not|never)/.test(spanWords(toks, Math.max(negFrom, j - 3), j))
      )
        continue;
      // A negating verb takes its own object: "I could stop my meds and just drink them all" does
      // not negate what follows the "and".
      if (/^(?:stop|quit|refuse|resist|deny|denied|resisted)$/.test(t.l) && toks.slice(j + 1, negTo).some((x) => x.w === 'and' || x.w === 'then')) continue;
      // "stop my heart meds until it gives out", "quit eating so it ends": the stopping's own goal.
      if (/^(?:stop|quit)$/.test(t.l) && /^(?:until|till|so)$/.test(toks[cue.start]!.w)) continue;
      neg++;
    }
  }
  if (anchor >= cl.start) {
    const before = spanLemmas(toks, cl.start, anchor);
    const beforeW = spanWords(toks, cl.start, anchor);
    if (RAISING.test(before)) neg++;
    // "Not once did I want to", "there's no way I'd", "never have I": the negation stands before the subject.
    if (INVERTED_NEG.test(beforeW)) neg++;
  }
  // "Why can't I stop", "don't I": an auxiliary's negation inverted before the subject is the verb's.
  const inverted =
    anchor > cl.start &&
    toks[anchor]!.w === 'i' &&
    /(?:^| )(?:can|could|do|does|did|will|would|should|am|is|are|have|has) not$/.test(spanWords(toks, cl.start, anchor));
  // "Why don't I just kill myself": a rhetorical why-not proposes what it seems to deny.
  const whyNot = inverted && /(?:^| )why (?:do|does|would|should|can|could) not$/.test(spanWords(toks, cl.start, anchor));
  if (inverted && !whyNot) neg++;
  // "can't stop" / "cannot help" make a positive.
  const negSpan = (inverted ? 'not ' : '') + spanWords(toks, negFrom, negTo);
  if (/(?:not|never) (?:stop|quit|help)/.test(negSpan)) neg = Math.max(0, neg - 2);
  // "Wouldn't it be nice to just not wake up": a rhetorical question asserts what it seems to deny.
  if (neg % 2 === 1 && /^(?:would|could|will|is|was|does|do|can) not (?:it|that|this) /.test(spanWords(toks, cl.start, cl.end))) neg--;
  if (neg % 2 === 1) return { ok: false, mine };

  // Reported speech and screening questions before the subject.
  for (let j = cl.start; j < (anchor >= cl.start ? anchor : cue.start); j++) {
    const t = toks[j]!;
    // "Called everyone to say goodbye before I ...": an infinitive of purpose, or a goodbye, is not reported speech.
    if (SAY_WORDS.has(t.l) && (toks[j - 1]?.w === 'to' || /^(?:goodbye|bye|sorry)$/.test(toks[j + 1]?.w ?? ''))) continue;
    if (SAY_WORDS.has(t.l) || (t.w === 'like' && toks[j - 1]?.l === 'be')) {
      // "If the doctor told me it was terminal I'd be relieved": the saying is in the condition, what
      // was said has its own verb, and "I would" (or "I was") begins the writer's own main clause.
      if (conditionAnsweredAfterSaying(toks, cl.start, j, cue.end)) continue;
      const a = anchorIndex(toks, j, cl.start - 1);
      if (a >= 0 && personOf(toks, a) !== 'first') return { ok: false, mine: false };
      if (a >= 0 && toks[a]!.w === 'me') return { ok: false, mine: false };
    }
  }
  // After the cue: the thoughts "stopped", "went away"; "killing myself isn't something I'd do".
  if (
    /^(?:thoughts?|urges?|ideation|feelings?|ideas?|impulses?|myself|suicide|suicidal|\w+ing)$/.test(toks[cue.end]!.w) &&
    CEASED.test(spanLemmas(toks, cue.end + 1, cl.end))
  )
    return { ok: false, mine };
  // A class, a training or a shift on the subject ("psychoed class today was about ideation and means"),
  // or screening questions answered no ("the psychiatrist asked the usual, any plans, and I said no").
  if (
    (TEACHING.test(sentenceText(ctx.doc, cl.s)) || TEACHING.test(sentenceText(ctx.doc, cl.s - 1)) || SCREEN_NO.test(sentenceText(ctx.doc, cl.s))) &&
    !OWN_RISK.test(clauseText(ctx.doc, cue.clause))
  )
    return { ok: false, mine: false };
  // Someone else's overdose or attempt: "her lithium overdose", "his attempt".
  // Not where the writer is the subject after it: "the money goes to her after I'm gone".
  if (cue.start === cue.head && !/(?:^| )i(?: |$)/.test(inMatch)) {
    const lead = toks.slice(Math.max(cl.start, cue.head - 3), cue.head).map((t) => t.w);
    const k = lead.findLastIndex((w) => /^(?:her|his|their)$/.test(w));
    if (k >= 0 && !lead.slice(k + 1).includes('i')) return { ok: false, mine: false };
  }
  // The screener's own questions reviewed or taught ("we reviewed the C-SSRS questions in training").
  const screened = sentenceText(ctx.doc, cl.s);
  if (
    INSTRUMENT.test(screened) ||
    (SCREEN_ITEM.test(screened) &&
      !/(?:^| )(?:answered|said|put|circled|marked|checked|ticked|scored)(?: (?:question|item|number) (?:9|nine))?(?: as)? (?:a )?(?:yes|several days|more than half|nearly every day|most days|[123])(?: |$)/.test(
        screened,
      ))
  )
    return { ok: false, mine: false };
  // The addiction or the cravings as the subject ("the cravings want me dead").
  if (anchor < cl.start && ADDICTION_SUBJECT.test(spanWords(toks, cl.start, cue.head))) return { ok: false, mine: false };
  const questioned = questionFrame(toks, cl, anchor, cue) && !affirmed(ctx, cue.clause);
  if (questioned) return { ok: false, mine: false };

  // A book, film or talk about it; a class or group discussing it.
  const before = spanLemmas(toks, cl.start, cue.start);
  // History named as history: "previous self-harm? Y", "history of overdose", "an attempt from like 8 years ago".
  if (HISTORY_BEFORE.test(before) && ctx.clauseTime[cue.clause] !== 'recent') return { ok: false, mine };
  if (DATED_AFTER.test(spanWords(toks, cue.end + 1, cl.end))) return { ok: false, mine };
  if (MEDIA_ABOUT.test(before) || TOPIC_VERBS.test(before)) return { ok: false, mine: false };
  if (DISCUSS_VERBS.test(before) && anchor >= 0 && toks[anchor]!.w !== 'i' && !/(?:^| )my(?: |$)/.test(spanWords(toks, anchor, cue.head)))
    return { ok: false, mine: false };

  // Coping conditionals: "if I ever feel like hurting myself I call my sister".
  const cond = conditional(toks, cl, anchor, cue);
  if (cond) {
    const sentence = sentenceText(ctx.doc, cl.s);
    if (COPING.test(sentence) || /(?:^| )ever(?: |$)/.test(spanWords(toks, cl.start, cue.head))) return { ok: false, mine: false };
  }

  // Tense and time.
  const from = anchor >= cl.start ? anchor : cl.start;
  const clauseWords = clauseText(ctx.doc, cue.clause);
  if (/(?:^| )used to(?: |$)/.test(spanWords(toks, from, cue.head + 1))) return { ok: false, mine };
  let tense = tenseOf(toks, from, cue.head, cond, cue.end);
  // "I wish I'd died when I overdosed last year": the wish is now, whenever what is wished for would have been.
  const wishing =
    (cue.k === 'passive_ideation' || /^(?:die|died|dead|gone)$/.test(toks[cue.head]!.w)) &&
    (/^(?:wish|wishing|pray|praying)$/.test(toks[cue.head]!.w) ||
      /(?:^| )(?:wish|wishing|pray|praying)(?: \w+){0,4}$/.test(spanWords(toks, Math.max(cl.start, cue.head - 6), cue.head)) ||
      /(?:^| )should (?:have|of) (?:just |really )?(?:died|die|been dead|not (?:made it|survived|woken up))(?: |$)/.test(inMatch)) &&
    !/(?:^| )(?:used to|back then|when i was)(?: |$)/.test(clauseText(ctx.doc, cue.clause)) &&
    !/(?:^| )would (?:\w+ )?(?:wish|pray)/.test(spanWords(toks, cl.start, cue.end + 1)) &&
    !REMOTE.test(spanWords(toks, cl.start, cue.head));
  if (wishing) return { ok: true, mine };
  // "(In 2017) I thought I wouldn't be around": a thought reported in the past is history like the clause it stands in.
  if (tense === 'present' && (ctx.clauseTime[cue.clause] === 'remote' || ctx.recovery) && anchor > cl.start) {
    const fa = firstAnchor(toks, cl);
    if (fa >= 0 && fa < anchor && toks.slice(fa + 1, anchor).some((t) => REPORTING_PAST.has(t.w))) tense = 'past';
  }
  if (
    rule.past &&
    tense !== 'past' &&
    !/(?:^| )(?:tried|attempted|almost|nearly|came|was|were|started|began|went)(?: |$)/.test(spanWords(toks, from, cue.end + 1))
  )
    return { ok: false, mine };
  // "When I was using, I'd drink and then I'd cut": a habit of the past told with "would".
  if (
    tense === 'present' &&
    toks.slice(from, cue.head).some((t) => t.w === 'would') &&
    /(?:^| )(?:when i was|when i were|back when|in those days|at the time|back then)(?: |$)/.test(sentenceText(ctx.doc, cl.s))
  )
    tense = 'past';
  const time = ctx.clauseTime[cue.clause];
  // "I was suicidal for years" is history; "I've been suicidal for years" is ongoing.
  const ongoing = ONGOING.test(
    /(?:^| )(?:have|has|been|still)(?: |$)/.test(clauseWords)
      ? clauseWords
      : clauseWords.replace(/(?:^| )for (?:years|months|a long time|ages|a decade|decades)(?= |$)/g, ''),
  );
  if (tense !== 'present') {
    // Past, or a bare noun phrase ("history of self harm"): history unless recent.
    if (time === 'remote' && !ongoing) return { ok: false, mine };
    if (time !== 'recent' && ctx.recovery && !ongoing) return { ok: false, mine };
  } else if (time === 'remote' && !ongoing && REMOTE.test(clauseWords) && !FUTURE_FRAME.test(spanWords(toks, from, cue.end + 1))) {
    // A date in the past named as when something will happen ("on the anniversary of his death I'm going to") is not history.
    return { ok: false, mine };
  }
  return { ok: true, mine };
}

function firstAnchor(toks: Tok[], cl: Clause): number {
  for (let j = cl.start; j < cl.end; j++) if (isAnchor(toks, j)) return j;
  return -1;
}

function questionFrame(toks: Tok[], cl: Clause, anchor: number, cue: Cue): boolean {
  const upto = anchor >= cl.start && toks[anchor]!.w !== 'me' ? anchor : cue.start;
  const lead = spanWords(toks, cl.start, upto);
  const leadL = spanLemmas(toks, cl.start, upto);
  if (QUESTION.test(lead) || QUESTION.test(leadL)) {
    // The asker must be someone else ("she asked if", "I was asked whether"), not "I asked myself".
    for (let j = cl.start; j < upto; j++) {
      const t = toks[j]!;
      if (/^(?:ask|screen|check|assess|evaluate|test|inquire|want|quiz|question|make)$/.test(t.l)) {
        const a = anchorIndex(toks, j, cl.start - 1);
        const passive = /^(?:was|were|got|get|be|been|being)$/.test(toks[j - 1]?.w ?? '');
        if (passive || a < 0 || personOf(toks, a) !== 'first' || toks[j + 1]?.w === 'me') {
          if (!(toks[j + 1]?.w === 'myself')) return true;
        }
      }
    }
  }
  if (SCREEN_NOUNS.test(leadL) || SCREEN_NOUNS.test(lead)) return true;
  return false;
}

function affirmed(ctx: Ctx, c: number): boolean {
  const { clauses } = ctx.doc;
  const s = clauses[c]!.s;
  for (let j = c + 1; j < clauses.length && j <= c + 3; j++) {
    if (clauses[j]!.s > s + 1) break;
    const t = clauseText(ctx.doc, j);
    if (AFFIRM.test(t)) return true;
    if (/^(?:and |but |so )?(?:i )?(?:said|say|answered|told|replied)(?: \w+){0,3}? (?:no|nope|not|never)\b/.test(t) || /(?:^| )denied(?: |$)/.test(t))
      return false;
  }
  return false;
}

function conditional(toks: Tok[], cl: Clause, anchor: number, cue: Cue): boolean {
  const from = anchor >= cl.start ? anchor : cue.start;
  for (let j = from - 1; j >= cl.start && j >= from - 4; j--) {
    const w = toks[j]!.w;
    if (w === 'when' && toks.slice(from, cue.head + 1).some((t) => t.past)) return false;
    if (/^(?:if|when|whenever|unless|incase|should)$/.test(w)) return true;
    if (w === 'case' && toks[j - 1]?.w === 'in') return true;
    if (!/^(?:ever|just|really|even|i|we|again|and|or|then|like|start|get|feel|the|my|these|those|a|any|some|this|that)$/.test(w)) break;
  }
  const lead = spanWords(toks, cl.start, cue.start);
  // "what I'd do if suicidal thoughts ever came back": the condition stands right before the cue.
  if (/(?:^| )(?:if|whenever|in case|in the event)(?: the| my| any| these| those| those old| the old)? *$/.test(lead)) return true;
  return /(?:^| )(?:if|when|whenever|in case|what to do if|for when|in the event)(?: i| we)? (?:ever |ever again |again |start to |start |get |begin to |begin )?(?:feel|felt|get|start|have|had|am|notice|find)(?: |$)/.test(
    lead,
  );
}

const PRESENT_VERBS = new Set(
  'will am is are can do does want wants wanna need needs keep keeps still gonna going wish wishes hope hopes feel feels think thinks should could would might may must get gets plan plans be'.split(
    ' ',
  ),
);
/** Past verbs of thinking that put what follows them in the past ("I thought I wouldn't be around"). */
const REPORTING_PAST = new Set('thought felt believed figured knew assumed guessed wished hoped swore was were'.split(' '));
/** Forms that are past only by context (cut, hit, put...). */
const AMBIGUOUS_PAST = new Set('cut hit put hurt set slit quit shut let read cost burst spread'.split(' '));

/**
 * The tense of a cue, judged by the first verb after its subject: "I tried" is past, "I have tried"
 * is a perfect (past), "I have been thinking" and "I want" are present; a clause without a verb
 * before the cue ("history of self harm", "suicidal thoughts again") is 'none'.
 */
const NOUNISH = new Set('self suicidal suicide history thought urge attempt overdose death note plan goodbye my the a an new fresh no zero'.split(' '));

function tenseOf(toks: Tok[], from: number, head: number, cond: boolean, end = head): 'past' | 'present' | 'none' {
  if (cond) return 'present';
  // A noun head ("my attempt", "suicidal thoughts"): its own words decide, not the clause's verb
  // ("there's a scar from my attempt" is not a present attempt).
  if (NOUNISH.has(toks[head]!.w) && !toks[head]!.past) {
    // After a determiner comes the noun ("a plan to", "the note"), not a verb.
    const det = /^(?:my|the|a|an|his|her|their|that|this|our|no)$/.test(toks[head]!.w);
    for (let k = head + (det ? 2 : 1); k <= end; k++) {
      if (PRESENT_VERBS.has(toks[k]!.w)) return 'present';
      if (toks[k]!.past) return 'past';
    }
    // "The urge to end it is back", "the thoughts are louder again": the noun's own verb after it.
    if (
      /^(?:is|are) (?:back|again|louder|stronger|worse|here|constant|everywhere|getting|coming|creeping)(?: |$)/.test(
        spanWords(toks, end + 1, Math.min(toks.length, end + 3)),
      )
    )
      return 'present';
    if (/^(?:my|the|a|an|his|her|their|last|first|that|this|our|recent|latest|previous)$/.test(toks[head]!.w) || toks[head]!.w === 'attempt') return 'none';
  }
  for (let j = from; j <= head; j++) {
    const t = toks[j]!;
    if (t.w === '|' || FIRST.has(t.w) || THIRD.has(t.w)) continue;
    if (t.w === 'have' || t.w === 'has') {
      const n = toks[j + 1];
      const nn = toks[j + 2];
      if (n?.w === 'been' && nn && /ing$/.test(nn.w)) return 'present';
      if (n?.w === 'been' && nn && /^(?:so|really|very|feeling|having|thinking|wanting|getting|kind|kinda|pretty|struggling|like)$/.test(nn.w))
        return 'present';
      if (n && (n.past || AMBIGUOUS_PAST.has(n.w))) return 'past';
      return 'present';
    }
    if (PRESENT_VERBS.has(t.w)) return 'present';
    if (t.past) return 'past';
    if (AMBIGUOUS_PAST.has(t.w)) return 'none';
    if (j === head) {
      // A noun or adjective head ("self harm", "suicidal", "my last overdose"): the tense is in the words after it.
      if (/^(?:my|the|a|an|his|her|their|last|first|that|this|our|recent|latest|previous)$/.test(toks[head - 1]?.w ?? '')) return 'none';
      for (let k = head + 1; k <= end; k++) {
        if (PRESENT_VERBS.has(toks[k]!.w)) return 'present';
        if (toks[k]!.past) return 'past';
      }
      return NOUNISH.has(t.w) || /ing$/.test(t.w) || t.l !== t.w ? 'none' : 'present';
    }
  }
  return 'none';
}

/* ------------------------------------------------------------------------------------------------
 * 7. Constructs from licensed cues, and the clause frames around them.
 * ---------------------------------------------------------------------------------------------- */

function framesOf(ctx: Ctx, cue: Cue, base: CrisisConstruct[], out: Set<CrisisConstruct>): void {
  const { toks, clauses } = ctx.doc;
  const cl = clauses[cue.clause]!;
  const anchor = anchorIndex(toks, cue.head, cl.start - 1);
  const from = anchor >= cl.start ? anchor + 1 : cl.start;
  const lead = spanLemmas(toks, from, cue.head);
  const leadWords = spanWords(toks, from, cue.head);
  const clauseW = clauseText(ctx.doc, cue.clause);
  const clauseL = spanLemmas(toks, cl.start, cl.end);
  const headTok = toks[cue.head]!;
  const cond = conditional(toks, cl, anchor, cue);
  const past = !cond && (tenseOf(toks, anchor >= cl.start ? anchor : cl.start, cue.head, cond) === 'past' || headTok.past);
  const risky = base.some((b) => b === 'active_ideation' || b === 'method' || b === 'self_harm');
  // Thoughts and urges are not acts: "the suicidal thoughts came back this week" has no intent.
  const cognitive = COGNITIVE.test(lead) || /(?:^| )(?:thoughts?|urges?|feelings?|ideation|ideas?)(?: |$)/.test(clauseW);
  // Self-injury alone is a concern, even urgently felt ("really want to cut rn").
  const suicidal = base.some((b) => b === 'active_ideation' || b === 'method');

  for (const b of base) out.add(b);
  if (!risky && !base.includes('passive_ideation')) return;
  const decided = /(?:^| )(?:decide|make up my mind|determine|resolve)(?: |$)/.test(spanLemmas(toks, from, cue.end + 1));
  if (
    base.includes('passive_ideation') &&
    !cond &&
    (!past || decided) &&
    TIME_SPECIFIC.test(clauseW) &&
    /(?:^| )(?:ready|decide|go to|will|about to|plan|set|make up my mind|determine|resolve)(?: |$)/.test(spanLemmas(toks, from, cue.end + 1))
  )
    out.add('intent');
  // Intent: a future or decision frame right before the act, or a set time with a non-past act.
  if (risky && (!past || decided) && !cond && (suicidal || !cognitive)) {
    // "keeps going to killing myself" is where the mind goes, not a future.
    if ((FUTURE_END.test(lead) || FUTURE_END.test(leadWords)) && !(/ing$/.test(headTok.w) && /go to$/.test(lead))) out.add('intent');
    else if (/(?:^| )be$/.test(lead) && /ing$/.test(headTok.w) && (TIME_SPECIFIC.test(clauseW) || NOW_MARK.test(clauseW))) out.add('intent');
    // "After the hearing I'm ending my life": killing oneself in the progressive is an arrangement, not a habit.
    else if (
      /(?:^| )be$/.test(lead) &&
      /ing$/.test(headTok.w) &&
      suicidal &&
      !cognitive &&
      !COGNITIVE.test(spanLemmas(toks, cue.head, cue.end + 1)) &&
      !/(?:^| )(?:slowly|every day|daily|bit by bit)(?: |$)/.test(clauseW)
    )
      out.add('intent');
    else if (TIME_SPECIFIC.test(clauseW) && !cognitive && !/(?:^| )(?:if|when|whenever)(?: |$)/.test(leadWords)) out.add('intent');
    else if (/(?:^| )(?:ready|decide|determined|set on|time)(?: |$)/.test(lead)) out.add('intent');
  }
  // Plan: a planning frame or a specific time and place with intent.
  if (risky && (!past || decided)) {
    const planLead = lead.replace(/(?:safety|treatment|care|crisis|recovery|discharge|meal|coping) plan/g, '');
    if (PLAN_FRAME.test(planLead)) out.add('plan');
    else if (out.has('intent') && PLAN_SPECIFIC.test(clauseW)) out.add('plan');
  }
  // Behaviour: "tried to", or the act itself told in the past.
  if ((base.includes('active_ideation') || base.includes('method')) && !cond) {
    if (ATTEMPT_FRAME.test(lead) && /(?:try|attempt|almost|nearly|come close|be about|be go|start|begin|go)/.test(lead)) {
      const t = toks.slice(from, cue.head).find((x) => /^(?:tried|attempted|almost|nearly|came|was|were|started|began|went)$/.test(x.w));
      if (t) out.add('behavior');
    } else if (cue.rule.act && past && !cognitive && !/(?:^| )(?:if|what if)(?: |$)/.test(leadWords)) out.add('behavior');
  }
  // Imminent: now, or an act just done.
  if (risky && suicidal && (NOW_MARK.test(clauseW) || NOW_MARK.test(clauseL)) && !cond) out.add('imminent');
  if (out.has('behavior') && /(?:^| )just$/.test(leadWords) && cue.rule.act) out.add('imminent');
}

/* ------------------------------------------------------------------------------------------------
 * 9. The second reader: a small weighted scorer over clause features.
 *
 * The rules above catch phrasings built from known parts. This reader catches what they miss by
 * looking at broader lexical classes, one slot at a time, and adding up evidence in a sentence:
 *   predicates (must be the writer's own: first person or a fragment, not negated, not reported,
 *   not history; judged by `license` at the predicate's word, like a rule's cue)
 *     DEATH  dying, being dead or gone, ceasing to exist, not waking up, "never come back"
 *     KILL   killing oneself, suicide, ending one's life or "it all"
 *     ACT    a method's act: jump, hang, shoot, swallow, overdose, drown, crash, slit, step in front
 *     HARM   self-injury: cut, burn, scratch, carve, hit oneself, reopen scars, "go cut"
 *     THINK  contemplation: think about, keep picturing, "keeps calling me", "easiest", "how many"
 *     WISH   wish, want, rather, relief, "a favor", "would it matter", "better off"
 *     WILL   intent: going to, will, decided, made up my mind, mean it, go through with it, this time
 *     PREP   preparatory acts: letters, a note, giving things away, a new home for a pet,
 *            instructions, deleting accounts, stockpiling or buying means, saying goodbye
 *     PLANF  a plan frame: figured out, worked out, picked the spot, the plan is
 *     DOIT   "do it", "go through with it" (counts only when the text holds risk words)
 *     PLANK  a plan whose object is one's death ("the plan for ending my life", "planning my suicide")
 *     INJ    an injurious act on one's own body or against a wall; with WHY (a reason for the pain:
 *            "to feel something", "because I hate myself") it is self-injury
 *     XS     using far more than usual; with a purpose or a death it is an intentional overdose
 *     OUT    means out and ready ("the knife is out", "pills lined up"): imminent only with "now"
 *   arguments (whoever they belong to)
 *     MEANS  pills and drugs by name, firearms, rope, cord, blades, heights, tracks, water, a car running
 *     TIME   a set time: weekdays, dates, holidays, "after payday", "when my wife leaves"
 *     NOW    now, tonight, in my hand, in front of me, loaded, ready, set up, "everything I need"
 *     AFTERME the world after the writer's death: "after I'm gone", whoever finds me, my stuff
 *            fought over later; like AWAY, and for preparation from up to four sentences away
 *     AWAY   future absence: "when I'm gone", "won't need them", "won't be there", "before I go",
 *            "if anything happens to me", "by the time anyone reads this", "my last night"
 * Each construct has a score: the sum of the weights of the features it needs in the sentence (and
 * the text's short fragments, so "Thursday. Bridge. Done." is read as one). A construct counts
 * when its score reaches 1 and at least one of its predicates is licensed. The weights were set by
 * hand from classes of failure on the tuned sets (see docs/crisis-safety.md), never from a blind set.
 * The rules' answer always stands; this reader only adds constructs.
 * ---------------------------------------------------------------------------------------------- */

type Feature =
  | 'DEATHW'
  | 'NONEED'
  | 'AFTERME'
  | 'DANGER'
  | 'DEATH'
  | 'KILL'
  | 'ACT'
  | 'HARM'
  | 'THINK'
  | 'THINK2'
  | 'PLACE'
  | 'AT'
  | 'PREP2'
  | 'WISH'
  | 'WILL'
  | 'PREP'
  | 'PLANF'
  | 'DOIT'
  | 'MEANS'
  | 'TIME'
  | 'NOW'
  | 'AWAY'
  | 'GIVEUP'
  | 'ATF'
  | 'BLEED'
  | 'PAST'
  | 'PLANK'
  | 'OUT'
  | 'INJ'
  | 'WHY'
  | 'PURP'
  | 'XS';

const PREDICATES: ReadonlySet<Feature> = new Set<Feature>([
  'DEATHW',
  'AT',
  'DEATH',
  'KILL',
  'ACT',
  'HARM',
  'THINK',
  'THINK2',
  'PREP2',
  'WISH',
  'WILL',
  'PREP',
  'PLANF',
  'DOIT',
  'GIVEUP',
  'ATF',
  'PLANK',
  'OUT',
  'INJ',
  'XS',
]);

/**
 * A class scanned over a stream that starts with a space (" w w w "), so each match starts with the
 * space before its first word: a literal first character lets the engine skip ahead between words.
 */
const W = (src: string) => new RegExp(` (?:${src})(?= |$)`, 'g');

/** Lexical classes, matched on a clause's lemmas and on its words (both, so "gone" and "go" differ). */
const CLASSES: [Feature, RegExp][] = [
  [
    'DEATH',
    W(
      "(?:not to|to not|never to) wake(?: up)?(?: again| ever again| anymore| tomorrow| in the morning)?(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|my last night(?! (?:in|at|of|here|with|before|as|on the))|last night on earth|get (?:in|into) (?:a |an )?(?:wreck|crash|accident|car accident)|get hit by (?:a |the )?(?:car|bus|truck|train|semi)|(?:car|bus|truck|train|semi) (?:would |will |to )?(?:just )?(?:hit|run over|take out) me|(?:plane|flight) (?:would |will |to )?(?:just )?(?:go down|crash)|die|dead|death|be gone|am gone|was gone|were gone|actually gone|gone for good|gone forever|not (?:be |being )?(?:here|around|alive)(?! to)|not exist|stop existing|not (?:be |being )?(?:a person|a human|human|anything|anyone) (?:anymore|any longer)|stop exist|cease to exist|never exist|do not exist|did not exist|fade (?:out|away)|disappear (?:forever|for good|and never)|never come back|not come back|not coming back|not swimming back|not swim back|not wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|never wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|(?:do|did) not wake up(?! (?:with|to (?:a|the|my|an)|in time|early|late|until|till|before|at|on time|for|feeling|sick|hungover|tired|sore|stiff|on the))|sleep forever|go to sleep forever|sleep for ever|asleep (?:forever|for good|for ever)|(?:fall|go|drift) (?:asleep|to sleep|off to sleep)(?: \\w+){0,3}(?= \\| and (?:that is it|that is the end|never wake|not wake|it is over|be done))|forever and ever|(?:fall|go|drift) (?:asleep|to sleep|off)(?: \\w+){0,3} and (?:that is it|that's it|thats it|never wake|not wake|stay asleep|be done|it is over)|(?:not|never) (?:going to |gonna )?survive(?! the| this (?:class|job|shift|week at))|(?:this|my) life (?:to )?(?:be |being |is )?(?:over|done)(?! with)|so i (?:do not|don't|dont|never|would not|wouldn't|will not|won't) (?:have to|need to|ever have to) (?:do this|do any of this|face (?:it|this|anything|anyone)|feel (?:anything|this)|live (?:like this|anymore)|wake up|be here|go through (?:this|it))(?: \\w+){0,2}? ?(?:anymore|again|ever)?(?= \\||$)|heart stops?|heart stop|heart (?:would |will |could )?(?:just |simply |finally )?(?:stop|stops|stopped|give out|gave out|gives out)|stop breathing|the end of me|be over for good|join (?:my|him|her) (?:\\w+ )?(?:in heaven|brother|sister|mom|dad|son|daughter|husband|wife|friend)|be with (?:my|him|her) (?:\\w+ )?(?:brother|sister|mom|dad|son|daughter|husband|wife|friend) again|not (?:be |going to be |gonna be )?(?:here|around) (?:for|next|by|on|much|when)|won't be (?:here|around|there)|will not be (?:here|around|there)|not make it to (?:morning|tomorrow|the morning|monday|friday)|to not come back|not to come back|no longer (?:be )?(?:here|around|alive)|doing everyone a favor|do everyone a favor|(?:god|it|cancer|the cancer|death|something|someone|the \\w+|a \\w+) (?:would |will |could |to |just |finally |came and |come back and |came back and |comes back and )*(?:take|took|takes|taking) me(?! (?:to|out|home|back|with|for|along|shopping|places|there|around|in|on|down|up|through|by|forever to|a while|so long|ages|hours|years)(?: |$))|(?:it|everything|this|all of this|it all) (?:would|will|could) (?:all |finally |just )*be over(?! (?:soon|quickly|by|in|with|after)(?: |$))|something (?:bad|terrible|awful|fatal|tragic|horrible) (?:would |will |could |to |just |finally )*(?:happen|happens|happened) to me|(?:get|got|getting|catch|caught) (?:cancer|terminal \\w+|a terminal \\w+|sick and die)|last (?:night|day|morning|sunset|breath|weekend) (?:alive|on earth|breathing|on this earth)|(?:want|wanted|wanting|need|needed|hope|hoped|hoping) (?:it|this|today|tonight) to be (?:the end|my last|the last (?:time|one|day|night|hit|dose)|over for good)|(?:car|bus|truck|train|driver|semi) (?:just )?(?:would |will |to )?(?:just )?(?:not|never) stop(?= \\||$| when| while| as| for me| this time)",
    ),
  ],
  [
    'DEATHW',
    W(
      "(?:can not|cannot|can't|could not|do not|don't) (?:really )?(?:picture|see|imagine|envision) myself (?:still )?(?:being |be )?(?:here|alive|around)(?: \\w+){0,3}(?= \\||$| by| next| in| at| for| when)|(?:should not|shouldn't|was not meant to|was never meant to|am not meant to|was not supposed to) (?:even )?(?:be alive|exist|have been born|have survived|be here anymore|be here at all|still be here)|(?:i )?envy (?:the dead|dead people|(?:\\w+ ){0,3}who (?:\\w+ ){0,2}(?:died|die|dies|get to (?:\\w+ )?die|got to (?:\\w+ )?die))|(?:tired|sick|done|finished|over) (?:of |with )?(?:being alive|living|existing|life|this life|breathing)(?= \\||$| anymore| any longer| like this \\|| like this$| this way)|done being alive|(?:nobody|no one|noone|not one person) (?:would|will) (?:even |really |actually )?(?:miss me|notice (?:i am|i was|i'm) gone|care if i (?:died|was gone|were gone|disappeared))(?= \\||$)|(?:would|will) be (?:a )?(?:so |much |a lot )?(?:better|happier|safer|nicer|easier|lighter|kinder) (?:place |world |home |family )?without me(?: in it| around| here)?(?= \\||$)|i (?:am |think i am |feel )?(?:so |just |honestly |really )?(?:ready|want|wanna|going|need) to check out(?= \\||$| for good| of (?:life|this life|this world|here))|(?:so |too |really )?(?:exhausting|draining|unbearable|torture|agony|pointless|too much|too hard) (?:being alive|to be alive|to keep living|to keep going|existing|to exist|to stay alive|living(?= \\||$| anymore| like this| this life))|(?:they|everyone|everybody|my family|my kids|the world|people|all of them) (?:would|will) (?:all )?be (?:so |much |a lot )?better off(?= \\||$)|nothing (?:left )?to live for|no reason (?:left )?to (?:live|stay|keep going|go on|be here)|no point (?:in |to )?(?:living|being alive|going on|being here|staying)|what is the point of (?:living|life|being alive|going on|being here|staying alive)|what is (?:even )?the point (?:of|in) (?:me|my life|my existence|existing|being me|me being here)(?= \\||$)|why (?:even )?(?:wake up|keep waking up|bother waking up|exist|keep existing|stay alive|keep breathing)(?= \\||$| tomorrow| anymore| at all)|why (?:am i|be i) (?:even )?still (?:alive|here|breathing)|why (?:bother|keep) (?:living|going|breathing|being alive)|(?:can not|cannot|can't) (?:go on|keep going|do this life|live like this)(?: anymore| any longer)?(?= \\||$)|better off (?:dead|without me|if i (?:was|were) (?:dead|gone))|(?:would|will) be (?:so |much |a lot |way )?(?:better|happier|easier|fine|okay|ok|relieved|lighter) (?:off )?without me(?= \\||$)|better off (?:with|having) (?:a |an |another |someone |somebody )?(?:\\w+ ){0,2}(?:who is not|that is not|other than|instead of|besides) me|(?:world|everyone|everybody|they|family|kids) (?:would be|are|is) better (?:off )?without me|leave this (?:world|earth|life)|be in the ground|six feet under|in (?:a|my) (?:grave|coffin|casket)|(?:be|am|is|was|end up|ended up|ending up|go home|going home|went home|come home|coming home|leave|leaving|left|carried out) in (?:a|my) box|put (?:me )?out of my misery|rest in peace forever|check out for good|checking out for good|end (?:the|my) suffering|sleep and (?:never|not) wake|how (?:much )?(?:longer|long) (?:i am|i will|i can|i have|i be) (?:going to |gonna |be go to )?(?:be here|be around|be alive|last|make it|hold on|keep going)(?= \\||$| like this| anymore)|(?:do not|did not) think i (?:will|would|be go to|am going to|am gonna) (?:be here|be around|be alive|make it(?! to (?:the|work|class|dinner|practice|school|the party))|survive|last)|not sure i (?:will|can|am going to) (?:be here|be around|be alive|survive|make it through (?:the|this|tonight))|(?:death|dying|being dead|not being alive|not existing|not waking up|never waking up|the grave) (?:(?:is|be|are|would be|will be) )?(?:(?:sound|sounds|sounding|look|looks|looking|seem|seems|seeming|feel|feels|feeling|getting|get|start|starting|starts) (?:to be )?)?(?:real |really |so |pretty |kinda |kind of |more and more |very |way |a lot |much )?(?:good|nice|appealing|tempting|peaceful|attractive|better|easier|inviting|preferable|like (?:a |the )?(?:answer|option|relief|way out|solution|better option|rest|vacation|holiday|break|gift|blessing|dream|escape|mercy|reward))|(?:death|dying|being dead|not being alive|not existing|not being here|nonexistence|the grave)(?: (?:in my sleep|peacefully|young|alone|quietly|tonight|soon))? (?:sounds?|seems?|feels?|looks?) (?:so |like )?(?:like )?(?:a |the )?(?:vacation|holiday|break|gift|blessing|dream|escape|mercy|reward|heaven|relief|rest|nice|good|peaceful|tempting)|(?:death|dying|being dead|not being alive|not existing|not being here|nonexistence|the grave)(?: \\w+){0,3} (?:has to be|must be|gotta be|got to be|would be|will be|is|has got to be|would have to be|can only be) (?:so |way |much |a lot |honestly |infinitely )?(?:better|easier|kinder|preferable|more peaceful|less painful) than|(?:death|dying|being dead|not existing|not being alive) (?:would |will |could )?(?:beats?|beat) (?:this|living|life|feeling|being|waking)|trade places with (?:\\w+ ){0,2}(?:in (?:the|a) (?:cemetery|graveyard|ground|morgue)|who (?:is|are|was|were) dead)|(?:jealous|envious) of (?:the dead|dead people|(?:\\w+ ){0,3}who (?:died|get to die|got to die)|anyone who (?:dies|died))|at least (?:he|she|they) (?:got|get) to die|(?:not|no longer|stopped|stop|dont) (?:really |even )?(?:care|caring) (?:if|whether) (?:i|you) (?:live or die|die or not|live or not|wake up or not)|better off (?:with|having) (?:\\w+ ){0,6}(?:who|that) (?:is not|isn't|isnt|are not|aren't) (?:a mess|me|like me|broken|an addict|a junkie|a drunk|screwed up|fucked up|a screw up|a fuck up|sick)",
    ),
  ],
  [
    'KILL',
    W(
      'kill myself|killing myself|kill yourself|(?:suicide|sewerslide|suicidal) (?:thoughts?|urges?|feelings?|ideation|mode|again)|(?:suicide|sewerslide) (?:is |be |has |have |has been |have been |been |keeps? )?(?:crossing|cross|on|in|creeping into|creep into|popping into|pop into|coming into|come into|drifting into) my (?:mind|head)|(?:the )?(?:suicide|suicidal|sewerslide) (?:stuff|thing|things|thoughts?|ideas?|feelings?|urges?) (?:is |are |be )?(?:back|again|coming back)|(?:thinking|thought|think|considering|consider|contemplating|contemplate) (?:about |of )?(?:suicide|sewerslide)|commit (?:suicide|sewerslide)|go through with (?:the )?suicide|(?:am|be|feel|feeling|felt|so|really|very|get|getting) (?:(?!not |never |no )\\w+ )?suicidal|take my (?:own )?life|taking my (?:own )?life|(?:die|dying|died|death) by suicide|end my (?:own )?life|ending my (?:own )?life|end myself|off myself|end it all|end it|ending it|end things|ending things|end everything|finish it|finish myself|finish me off|self delete|unalive|(?:sorry for|forgive me for) what i (?:am about to do|am going to do|have to do)(?= \\||$)|(?:going to|gonna|will|want to|wanna|about to|ready to|plan to|planning to) (?:commit )?(?:suicide|sewerslide)|(?:researched|researching|googled|googling|looked up|looking up|read up on|reading up on|searched|searching) (?:\\w+ ){0,6}(?:suicide|suicides|lethal dose|fatal dose|painless ways?|how to die|ways to die|how to kill myself|best way to die)|(?:suicide|killing myself|ending it|ending my life|ending it all|taking my life) (?:(?:is|be|are|would be|will be) )?(?:(?:sound|sounds|sounding|look|looks|looking|seem|seems|seeming|feel|feels|feeling|getting|get|start|starting|starts) (?:to be )?)?(?:real |really |so |pretty |kinda |kind of |more and more |very |way |a lot |much )?(?:good|nice|appealing|tempting|peaceful|attractive|better|easier|inviting|preferable|like (?:a |the )?(?:answer|option|relief|way out|solution|better option))|(?:that is|thats|it is|its) my (?:exit|way out)|my exit plan|do myself in|top myself|put an end to (?:it all|my life|myself|everything)|take the easy way out|take the cowards? way out|blow my brains out|(?:a )?bullet (?:in|through) my (?:head|brain|skull)|eat (?:a|my) (?:bullet|gun)',
    ),
  ],
  [
    'ACT',
    W(
      "(?<!(?:a|the) )jump (?:off|from|in front)|jumped (?:off|from|in front)|jumping (?:off|from|in front)|hang myself|hanging myself|hanged myself|hanging (?:is|seems|would)|hang from|shoot myself|shot myself|swallow|swallowed|overdose(?! (?:response|prevention|reversal|awareness|training|drill|drills|kit|kits|death|deaths|crisis|risk|symptoms?|signs?|class|protocol|education|data|rate|rates|numbers|cases|call|calls|case|team|simulation|scenario))|overdosed|od|drown|drowned|drowning|crash|crashed|slit|suffocate|step in front|stepped in front|(?:step|stepped|stepping|fall|fell|roll|rolled) off (?:the |a )?(?:ledge|roof|edge|railing)(?! (?:onto|into|to|and) )|(?:step|stepped|stepping|jump|jumped|jumping|fall|fell) off the platform (?:when|as|in front|before|right before) (?:the )?(?:train|express|subway|metro|\\d)|step onto (?:the )?(?:tracks|road|highway|freeway)|stepped onto (?:the )?(?:tracks|road|highway|freeway)|(?:walk|walked|walking|wade|waded|wading|swim|swam|swimming) (?:out )?(?:into|in|out into|out to|out past) (?:the )?(?:lake|river|ocean|sea|water|traffic|bay|waves|surf)(?! (?:house|front|shore|side|view|cabin|path|trail|park|road|store|shop|restaurant|bar|resort|hotel|club|building|park))(?: and (?:keep|kept|keeping) (?:going|swimming|walking))?|(?:use|using|used|shoot|shooting|snort|snorting|take|taking|do|doing) (?:all|every bit|the whole \\w+) of it|(?:use|using|shoot|shooting|snort|snorting) (?:it all|all of it|everything i (?:have|got|have left|saved))|(?:i am|im|i will|ill|gonna|going to|about to) (?:just )?jump(?:ing)?(?= \\||$| (?:now|tonight|today|soon|in|right|at|off|from|when|after|before))|(?:use|used|using|shot|shoot|shooting|took|take|taking|did|doing|drank|drink|drinking|snort|snorted|snorting)(?: up)? (?:\\w+ ){0,3}(?:way |a lot |much |so much |far |even )?more than (?:\\w+ ){0,5}(?:on purpose|intentionally|deliberately|because i wanted (?:to die|it to be (?:the end|over|the last))|so i (?:would|will) (?:not |never )?wake up|hoping (?:not to|to not|i (?:would not|will not)) wake up)|(?:use|using|turn|turning|point|pointing) (?:the |a |my |his |her )?(?:\\w+ )?(?:gun|rope|belt|knife|blade|razor|cord|pistol|rifle|shotgun)(?: \\w+){0,4} on myself|drive (?:off|into)|drove (?:off|into)|(?:drive|driving|drove|steer|steering|steered|swerve|swerving|swerved) (?:it |my \\w+ |the \\w+ )?(?:off|into) (?:the |a |an )?(?:river|lake|bridge|cliff|wall|tree|pole|semi|truck|train|traffic|oncoming traffic|ocean|water|bay|canyon|median|barrier|ravine|quarry)|tie (?:the |a )?(?:knot|noose)|tying (?:the |a )?(?:knot|noose)|tied (?:the |a )?(?:knot|noose)|drink (?:them|it|the \\w+) (?:all )?(?:down|now)|drinking them|mix (?:the|my|all|every|them|everything)|mixed (?:the|my|all|every|them|everything)|mixing (?:the|my|all|every|them|everything)|use until|used until|using until|(?<!(?:it|that|this|which) )(?:use|used|using|shot|shoot|shooting|took|take|taking|drank|drink|drinking|snorted|snort) (?:up )?(?:as much as i (?:could|can|had|have)|everything i (?:had|could|have))(?! (?:to|not to|just to|in me))|shoot up (?:everything|all)|(?:(?:took|swallowed|downed) (?:like )?(?:a lot of|lots of)|(?:take|took|taking|swallow|swallowed|swallowing|down|downed) (?:like )?(?:too many|way too many|a ton of|tons of|a handful of|a bunch of|a fistful of)) (?:my |the |those |these |all )?(?:\\w+ )?(?:pills|meds|medication|tablets|\\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone))|(?<!(?:it|that|this|which) )take (?:them|all|every|the whole|a bunch|enough|everything)(?!(?: i (?:have|had|own|got))? (?:to (?:the|a|my|work|school|goodwill|get|keep|stay|make|finish|not)|not to|just to|out|back|home|apart|in stride|personally|seriously|for granted|with me))|(?<!(?:it|that|this|which) )took (?:them|all|every|the whole|a bunch|enough|everything)(?!(?: i (?:have|had|own|got))? (?:to (?:the|a|my|work|school|goodwill|get|keep|stay|make|finish|not)|not to|just to|out|back|home|apart|in stride|personally|seriously|for granted|with me))|get a bag big enough|pull the trigger|gun to my head|in my mouth|holding (?:the|a|my|his|dad) (?:gun|pistol|rifle|knife|blade|razor|rope|noose)|(?:lie|lay|lying|laying) (?:down )?on the (?:tracks|road|highway|freeway)|(?:step|stepped|stepping|jump|jumped|jumping|walk|walked|walking|lie|lay|lying|throw myself|threw myself) in front of (?:a|the) (?:train|bus|truck|semi|car)|(?:slit|cut|open|opened|slice|sliced) my (?:wrists?|throat|veins)|(?:bag|plastic bag) over my head|tailpipe|hose (?:to|on|from) the exhaust|run the (?:car|engine) in the garage(?! (?:to|for|while|so|until it))|(?:take|took|taking|swallow|swallowed|swallowing|down|downed) (?:a |the )?(?:handful|fistful|whole bottle|bottle) of (?:my |the |those |all )?(?:pills|meds|medication|tablets|sleeping pills|xanax|tylenol|advil|oxy|\\w+ pills)|turn the wheel|swerve into|steer into|crash into|(?:into|against) (?:the |a )?(?:pillar|median|barrier|guardrail|pole|abutment|oncoming traffic|a tree|the tree)|(?:ride|riding|rode|drive|driving|drove|steer|steering) (?:my \\w+ |the \\w+ |it )?(?:straight )?off (?:the |a |that )?(?:cliff|bridge|overpass|edge|ledge|pier|embankment)|(?:walk|walking|walked|wade|wading|waded|swim|swimming|swam) (?:out )?(?:till|until|past where|to where) i (?:can not|cannot|cant|can't|could not|couldn't) (?:touch|stand|feel the bottom|reach the bottom)|(?:lake|river|ocean|sea|water|bay|creek|pond|waves|surf|quarry)(?: \\w+){0,6} (?:and )?(?:just )?(?:walk|walking|walked|wade|wading) (?:in|out|straight in|right in)(?= \\||$| and (?:not|never|keep))|(?<=(?:took|take|taking|swallowed|swallow|downed) (?:a |the )?)(?:handful|fistful)(?= \\||$| already| just now| of them| of those| and)",
    ),
  ],
  [
    'HARM',
    W(
      '(?:relapse|relapsed|relapsing) (?:on|with|into|back into) (?:cutting|burning|self harm|self harming|sh|hurting myself)|(?:covered|full) (?:in|of|with) (?:fresh |new )?(?:cuts|burns)(?! from)|(?:fresh|new) (?:cuts|burns) (?:on|across|all over) my|cut myself|cutting myself|cut again|go cut|gonna cut|going to cut|want to cut|wanna cut|urge to cut|scratch myself|scratched myself|scratching myself|scratch(?:ed)? myself up|burn myself|burned myself|burnt myself|burning myself|hurt myself|hurting myself|hit myself|hitting myself|punch myself|bite myself|(?:carve|carved|carving) (?:into )?(?:my|myself)|reopen|re open|make myself bleed|(?:press|pressed|pressing|put|putting|hold|held|holding|stub|stubbed|stubbing) (?:a |the |my )?(?:lit |hot )?(?:cigarette|lighter|lit \\w+|hot \\w+)(?: \\w+){0,2} (?:into|on|onto|against|to) my (?:hand|hands|arm|arms|skin|leg|legs|wrist|wrists|thigh|thighs|stomach|forearm)|(?:blade|razor|knife|lighter|pin|needle|glass|scissors)(?: \\w+){0,8} (?:on|into|across|against|along) my (?:forearm|forearms|wrist|wrists|thigh|thighs|arm|arms|leg|legs|stomach|hip|hips|skin|ankle|ankles)|(?:did|do|doing|made|make|making) (?:a few |some |more |\\w+ )?(?:lines|cuts) (?:on|into|across) my (?:\\w+)|(?:cutting|self harm|self harming|burning myself|hurting myself) (?:is|was|are|be) (?:the only (?:thing|way)|what (?:helps|works|calms)|my only)|till it bled|until it bled|till it bleeds|until it bleeds|till they bleed|(?:until|till) my \\w+ (?:bled|bleeds|bleed|was bleeding)|self harm(?:ing)? again|(?:want|urge|urges|need|crave|craving) to self harm|self harming(?! free)|relapsed on self harm|sh again|(?:hit|hitting|bang|banged|banging|slam|slammed|slamming|smash|smashed|smashing) my head (?:against|into|on) (?:the |a )?(?:wall|floor|door|desk|table|mirror)|(?:punch|punched|punching|hit|hitting|bang|banged|banging|slam|slammed|slamming|burn|burned|burnt|burning|smash|smashed|smashing)(?: \\w+){0,2} (?:myself|my (?:\\w+ )?(?:arm|arms|hand|hands|fist|fists|knuckles|leg|legs|wrist|wrists|skin|head|face|thigh|thighs|stomach|chest|body|fingers)|(?:the |a )?(?:brick )?(?:wall|walls|door|mirror|floor))(?: \\w+){0,4} (?:on purpose|intentionally|deliberately)|(?:punch|punched|punching|hit|hitting|bang|banged|banging|bite|bit|biting|scratch|scratched|scratching|pick|picked|picking|slam|slammed|slamming|dig|dug|digging|pinch|pinched|pinching|burn|burned|burnt|burning|smash|smashed|smashing|starve|starved|starving)(?: \\w+){0,6} (?:to feel (?:the )?pain|to feel something|so (?:that )?(?:it|they) (?:would )?(?:hurt|hurts|bleed|bleeds)|(?:until|till) (?:it|they|my \\w+) (?:bled|bleeds|broke|breaks|hurt)|to punish myself|because i (?:hate myself|deserve (?:it|the pain|to hurt))|(?:cause|cuz|since) i (?:hate myself|deserve it))|deserve (?:the pain|to bleed|to hurt|to feel pain)|(?:want|crave|craving|need|grab|grabbed|use|using|took out|take out) (?:the |a |my )?(?:razor|blade)s?',
    ),
  ],
  [
    'THINK',
    W(
      '(?:think|thinking|thought) (?:\\w+ )?(?:about|of)|think about|thinking about|thought about|think of|thinking of|keep thinking|on my mind|in my head|picture|picturing|imagine|imagining|fantasize|wonder|wondering|google|googling|googled|look up|looking up|looked up|research|researched|easiest|quickest|easy way|would do it|should do it|stare at|staring at|crossed my mind|cross my mind|eyeing|eyeballing|eyed|(?:looking|look|looked) at(?= (?:the|my|all|those|these|his|her|dad\\w*) )|(?:pops?|popping|popped|comes?|coming|came|creeps?|creeping|crept) (?:back )?(?:into|in|to) (?:my )?(?:head|mind)|what if i|i could (?:just|always|easily)|could just|if i (?:just |simply )?(?:stepped|jumped|drove|walked|took|swallowed|hung|shot|crashed|swerved|fell|let go|went off|turned|pulled|ran|steered|jerked)',
    ),
  ],
  [
    'THINK2',
    W(
      "keeps calling me|keep calling me|calling (?:to )?me|call to me|how many it would take|how much it would take|how (?:many|much) (?:\\w+ ){1,2}(?:does it|would it|will it|do i|would i|will i|does a person|does someone) (?:take|need)|how (?:many|much) (?:\\w+ ){0,2}(?:to|would) (?:die|kill|overdose|od|stop (?:your|my|a) heart|not wake)|how many (?:it would|would it|i would need|i need)|how (?:many|much) (?:of )?(?:\\w+ ){0,3}(?:it would|would it|it will|will it|i would|i will) (?:take|need)|how much (?:it would|would it|i would need|i need)|enough to (?:not|never|kill|end|finish|die|stop)|big enough (?:that|to)|all i think about|all i can think about|(?:high|tall|deep|strong) enough|(?:would|will|be) (?:it )?(?:be )?enough(?= \\||$)|if it (?:would|will) be enough|how easy it would be|how easy it is|counting them|count them|as (?:a|an|my|the) (?:way out|exit|escape|option|solution|answer|out)|(?:keeps?|kept|keep|be|is|been) (?:coming|popping|creeping|flashing|slipping) (?:back )?(?:into|in|to) my (?:head|mind)|my (?:mind|brain|head) (?:keeps? going|goes|go|went|keeps? wandering|wanders) (?:there|to (?:it|that|the \\w+)|somewhere it should not)|(?:that is|thats|that would be|that will be|that be|it would be|it will be|it be) (?:how|the way|the way that) (?:i would|i will|i am going to|i be go to|id) (?:go|do it|pick|choose|end it|want to go)|(?:that is|thats|that would be|it would be|that be|it be) the way(?= \\||$)|(?:the|my) way i would (?:pick|choose|go|do it)|(?:keep|keeps|kept|been|keep on) (?:looking|staring|looking down) (?:at|down at) (?:it|them|the (?:\\w+ )?(?:rail|railing|guardrail|edge|water|drop|tracks|pill bottle|pills|gun|rope|ledge|river|traffic))|which (?:bridge|bridges|building|buildings|overpass|overpasses|cliff|cliffs|roof|roofs|garage|garages|parking garage|parking garages)(?: \\w+){0,4} (?:do not have|don't have|dont have|have no|has no|without) (?:a |any )?(?:fence|fences|railing|railings|guardrail|guardrails|barrier|barriers|net|nets|cameras)|if i (?:ever )?(?:did|do|were to do|was to do|went through with) it(?: \\|)? (?:it would|it'd|itd|it will|it'll|i would|i'd|id|i will) (?:be|use|go with|pick|choose|do it with)(?= (?:the|my|a|with|pills|his|her|dad))|(?<=(?:would|will|should) )(?:probably|definitely|surely|easily|prob|def) do (?:it|the job|the trick)(?= \\||$)|(?<=(?:would|will|should) do the )(?:job|trick)(?= \\||$)",
    ),
  ],
  [
    'WISH',
    W(
      "would not (?:even )?(?:be )?(?:mad|upset|sad|angry|bothered|care|complain|mind|object|resist)|(?:would|will) (?:just )?(?:say )?(?:thank you|thanks|thank god|amen|be grateful|be thankful|be at peace|make peace with it)|at peace with (?:it|that|dying|the idea)|wish|want to|wanna|would rather|if i could(?: just)?|in a heartbeat|(?:how )?nice (?:it )?would be|(?:would not|would|could not|is not) it be (?:so )?(?:nice|great|peaceful|easier|a relief|better)|would be (?:so )?(?:nice|peaceful|easier|a relief|a blessing|a mercy)|sounds (?:so )?(?:nice|peaceful|good|like (?:a )?(?:relief|rest|peace))|(?:kinda |kind of |secretly |lowkey )?hoping|i'd rather|rather be|be fine if|be okay if|be ok if|be alright if|be all right if|would not mind if|be glad if|be happy if|be relieved|relief|a favor|doing everyone a favor|would it (?:even |really )?matter|does it (?:even )?matter|who would care|nobody would (?:care|notice|miss)|better off|hope|pray|ready for|would not fight it|wouldn't fight it|not fight it|i would be fine|id be fine|would not mind|i would welcome|welcome it|praying for|begging (?:god|for)|(?:would|will) be easier (?:for everyone|for everybody|for them|if)|easier for everyone if",
    ),
  ],
  [
    'WILL',
    W(
      "(?<!keeps? |kept |keep )going to(?! \\w+ing)|(?<!keeps? |kept |keep )gonna(?! \\w+ing)|be go to|will|i'll|ill|decided|decide|decision|decision's made|made up my mind|make up my mind|mind is made up|my mind's made up|made my choice|my choice|go through with|going through with|go thru with|not backing out|no backing out|intend|intent|intention|intending|every intention|full intention|make sure|making sure|actually gonna|actually going to|this time|for real this time|no more thinking|(?:do not|don't|dont) (?:try to |even try to )?(?:talk me out of it|stop me)",
    ),
  ],
  [
    'PREP',
    W(
      'wrote (?:a |my )?(?:letter|letters|note|notes)|write (?:a |my )?(?:letter|letters|note|notes)|writing (?:a |my )?(?:letter|letters|note|notes)|letters to|a letter to|my note|the note|finished my note|gave (?:away|my|him|her|them)|give (?:away|my) |giving (?:away|my)|given away|new home for|take care of (?:my|him|her) (?:\\w+ )?(?:cat|dog|kids|pet|plants|fish)|take my (?:cat|dog|pet|kids)|taken care of after|instructions|insurance|passwords|my will|delete|deleting|deleted|goodbye|said goodbye|say goodbye|saying goodbye|texted everyone|stockpile|stockpiled|stockpiling|stash|stashing|stashed|saving (?:up )?(?:my|the|all)|saved (?:up )?(?:my|the|all)|collecting|buy a gun|buying a gun|bought a gun|where to buy|no waiting period|borrow (?:his|her|a) (?:gun|pistol|rifle)|affairs in order|loose ends|(?:everything|things|it all|my things|my stuff|my life) in order|(?:hid|hidden|hide|hiding|stashed|tucked away)(?!(?: (?:it|them|the \\w+|my \\w+|a \\w+|some|the ones))? (?:from|away from) (?:myself|me))(?: (?:it|them|the \\w+|my \\w+|a \\w+|some|the ones))?|(?:so|so that) (?:no one|nobody|noone) (?:notices|notice|knows|know|finds out|find out|suspects|will notice|would notice|gets suspicious)|without (?:anyone|anybody) (?:knowing|noticing)|loaded (?:my|the|his|her|dad\\w*|a) (?:\\w+ )?(?:gun|pistol|rifle|shotgun|revolver|handgun)|cancel|cancels|canceled|cancelled|canceling|cancelling|(?:a |the )?letters? for (?:my|him|her|them|everyone|each)|(?:record|recorded|recording) (?:a |my )?(?:video|message|voice memo|voicemail) for|sorry for everything|(?:leave|leaving|left) (?:it|everything|all of it|the \\w+|my \\w+(?: \\w+)?) (?:to|for) (?:my|her|him|them)(?! \\w+ to )|(?<=(?:updated|update|updating|changed|change|changing) (?:my )?)(?:beneficiary|beneficiaries|emergency contact)',
    ),
  ],
  [
    'AT',
    W(
      '(?:i am|standing|sitting|parked|stand|sit|park|climbed|climb|pulled over|pull over|pulling over|waiting) (?:at|on|in|by|onto|up|over) (?:the |a |my )?(?:top of (?:the |a )?)?(?:\\w+ ){0,3}(?:bridge|roof|rooftop|ledge|edge|overpass|overlook|cliff|tracks|train tracks|railroad|lake|river|water|ocean|parking garage|parking deck|parking structure|balcony|railing|dam|tower|top floor|tub|bathtub|bath)',
    ),
  ],
  // An injurious act on one's own body or against a wall; self-injury with a reason for the pain (WHY).
  [
    'INJ',
    W(
      '(?:cut|cutting|slice|sliced|slicing|scrape|scraped|scraping|gouge|gouged|gouging|stab|stabbed|stabbing|snap|snapped|snapping) (?:at |into )?(?:myself|my (?:own )?(?:\\w+ )?(?:arm|arms|forearm|forearms|hand|hands|leg|legs|wrist|wrists|skin|thigh|thighs|stomach|hip|hips|ankle|ankles|chest|body))|(?:bit|bite|biting|scratch|scratched|scratching|pick|picked|picking|dig|dug|digging|pinch|pinched|pinching|punch|punched|punching|hit|hitting|bang|banged|banging|slam|slammed|slamming|burn|burned|burnt|burning|smash|smashed|smashing|claw|clawed|clawing|tear|tore|tearing|rip|ripped|ripping) (?:at |into )?(?:myself|my (?:own )?(?:\\w+ )?(?:arm|arms|hand|hands|fist|fists|knuckles|leg|legs|wrist|wrists|skin|head|face|thigh|thighs|stomach|chest|body|fingers|scabs?|nails|lip|lips|cheek|cheeks|scalp|hair)|the scabs?|(?:the |a )?(?:brick )?(?:wall|walls|door|mirror|floor))',
    ),
  ],
  [
    'WHY',
    W(
      'on purpose|intentionally|deliberately|purposely|(?:want|wanted|need|needed) (?:it|them) to (?:hurt|sting|bleed|leave (?:a )?marks?)(?! less)|(?:just )?to feel (?:the )?pain|(?:just )?to feel something|so (?:that )?(?:it|they|i) (?:would |could |will )?(?:hurt|hurts|bleed|bleeds)|(?:until|till) (?:it|they|my \\w+) (?:bled|bleeds|bleed|broke|breaks|hurt|hurts)|to punish myself|(?:because|cause|cuz|since) i (?:hate myself|deserve (?:it|the pain|to hurt|to bleed))|i deserve (?:it|the pain|to hurt|to bleed)(?= \\||$)|(?:because|cause|cuz|since|and|so) i (?:wanted|want|needed|need|hoped|hope) (?:it to be (?:the end|over|my last|the last)|to die|to not wake up|not to wake up|to never wake up)',
    ),
  ],
  ['PURP', W('on purpose|intentionally|deliberately|purposely|purposefully')],
  // Using far more than usual: an intentional overdose when a purpose or a death stands with it.
  [
    'XS',
    W(
      '(?:use|used|using|shot up|shoot up|shooting up|shot|took|take|taking|did|doing|drank|drink|drinking|snort|snorted|snorting|swallowed|swallow)(?: \\w+){0,3} (?:way |a lot |much |so much |far |even |double |triple )?(?:more than|twice|double|triple|three times) (?:i )?(?:ever|usual|normal|normally|usually|i ever do|i usually do|i normally do|i should have|i should|i have ever|i ever have|ever before|what i usually|my usual|i ever did|the usual|my normal|i can handle|i could handle)',
    ),
  ],
  // Means out and ready: "the knife is out", "pills lined up", "rope is up" (imminent only with "now").
  [
    'OUT',
    W(
      '(?:the|my|a|his|her|dad\\w*) (?:\\w+ )?(?:knife|knives|blade|blades|razor|razors|gun|pistol|rifle|shotgun|pills|meds|rope|noose|cord|belt) (?:is |are )?(?:out|up|ready|loaded|lined up|poured out|counted out|in reach|within reach|next to me|beside me|on my lap|in my lap)',
    ),
  ],
  [
    'ATF',
    W(
      '(?<=\\| )(?:on|at) (?:the |a )?(?:\\w+ )?(?:bridge|roof|rooftop|ledge|tracks|train tracks|railroad|overpass|cliff|edge|railing|lake|river|ocean|beach|shore|pier|quarry|reservoir|dam)(?= \\||$)',
    ),
  ],
  [
    'PREP2',
    W(
      '(?:said|say|saying) (?:good ?bye|bye)(?: \\w+){0,5} (?:like|as if) it (?:was|is|were|would be) the last time(?= \\| (?:because|cause|bc|and|since) (?:it|this) (?:is|will be))|(?:stockpile|stockpiled|stockpiling|hoard|hoarded|hoarding|stash|stashed|stashing|saving up|saved up|squirrel(?:ed|ing)? away) (?:all |up |away )?(?:my |the |some |of my |extra )?(?:\\w+ )?(?:pills|meds|medication|tablets|scripts|\\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone))|(?:hear|see|talk to|call|called|hug|hugged|text|texted|visit|visited)(?: \\w+){0,5} one last time|goodbye to everyone|everyone goodbye|(?:letters|notes) to everyone|suicide note|goodbye (?:letter|note|video)s?(?= (?:to|for) (?:my|everyone|each))|(?:wrote|write|writing|finished|left) (?:my|a) (?:goodbye|final|last) (?:letter|note|message)|(?:wrote|write|writing|finished|finish|finishing|rewrote|rewrite|rewriting|left) my (?:note|letter)(?= \\||$)|(?:my|own) funeral (?:arrangements|plans|plan)|(?:planned|planning|plan|arranged|arranging|paid for|prepaid|picked out|chose) (?:out )?my (?:own )?(?:funeral|casket|headstone|burial|cremation)|(?:saving|saved|save|keeping|kept|holding onto|held onto|hiding|hid|stashing|stashed|putting aside|put aside) (?:them|it|these|those|some|a few|(?:\\w+ ){1,5}?) ?(?:for|till|until) (?:the end(?! of)|the big one|when i am ready(?! to| for)|when the time comes|the last time|the final time|my last (?:night|day|time)|one last (?:time|night)|the right (?:night|time|moment))',
    ),
  ],
  [
    'PLANF',
    W(
      "(?:decided|decide|chose|picked) (?:how|when|where)(?: and (?:how|when|where))*(?= \\||$| i | to )|figured out|figure out|worked out|work out|planned|the plan|my plan|i have a plan|picked the spot|picked a date|picked the date|chose the|chosen|mapped out|set a date|everything's planned|everything is planned|it all figured out|have it all figured|know exactly|(?:already )?know the how|(?:already )?know how i (?:would|will|am going to|am gonna) do it(?! (?:differently|better|again|over|right|next time))|settled on|settle on|set on (?:the|a)",
    ),
  ],
  // A plan whose object is the writer's death: "the plan for ending my life", "planning my suicide".
  [
    'PLANK',
    W(
      '(?:plan|plans|planning|planned|a plan|the plan|my plan|figured out|figure out|worked out|work out|mapped out|written out|wrote out|wrote down|written down) (?:for|to|on|of|how to|how i will|how i am going to|when to|where to)? ?(?:\\w+ ){0,2}(?:my suicide|my death|ending my life|end my life|ending it all|killing myself|kill myself|taking my (?:own )?life|take my (?:own )?life|die|dying|suicide)|(?:planning|planned|plan) (?:my|out my) (?:suicide|death)|(?<=(?:figured out|figure out|worked out|work out|know|knew|decided|picked|got) )the (?:how|when and how|how and when|when and where|where and when|how and where)(?= \\||$| and the| part)',
    ),
  ],
  [
    'GIVEUP',
    W(
      '(?:can not|cannot|not think i can|do not think i can) (?:do this|take (?:it|this)|keep (?:doing this|going)|go on|handle (?:it|this)|hold on)(?: anymore| any longer)?(?= \\||$)|i give up(?= \\||$)|i am done(?= \\||$)|i am so done(?= \\||$)',
    ),
  ],
  [
    'DOIT',
    W(
      '(?<=(?:i am|i will|i am really|i am actually) )(?:going to|gonna)(?= \\||$)|do it|doing it|did it|going through with it|go through with it|go thru with it|go through with|finish it|end it|do this|get it over with',
    ),
  ],
  [
    'MEANS',
    W(
      '(?:a|another|a second|a third|an extra|extra|more) (?:bottle|box|pack|packet)s? of (?:\\w+ ){0,2}(?:pills|meds|medication|tablets|tylenol|advil|acetaminophen|ibuprofen|benadryl|\\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone))|gun|guns|pistol|rifle|shotgun|firearm|handgun|rope|noose|carfentanil|xylazine|tranq|rat poison|antifreeze|bleach|box cutter|sleeping pills|the knot|a knot|extension cord|razor|razors|blade|blades|fentanyl|fent|heroin|car running|engine running|engine on|(?:the|car|truck|van|tailpipe|engine) exhaust|exhaust (?:pipe|fumes|hose)|carbon monoxide|every pill|all (?:my |the |of my |of the )?(?:pills|meds|medication|\\w+ pills)|the whole bottle|a whole bottle|(?:\\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred) (?:of )?(?:my |the )?(?:\\w+ )?(?:pills|tablets|mg)|enough (?:pills|meds|\\w+) to|\\d{2,} of (?:my|the) \\w+|the dose|(?:knife|knives|blade|blades|razor|razors|glass)(?: \\w+){0,6} (?:my )?(?:wrists?|throat|veins|neck)|garage (?:door )?(?:shut|closed|down)|pills (?:and|with) (?:vodka|alcohol|booze|whiskey|wine|liquor|gin|rum|tequila)|(?:vodka|alcohol|booze|whiskey|liquor) (?:and|with) (?:pills|my pills|xanax|benzos|\\w+ pills)|(?:door|doors) (?:shut|closed)(?: \\w+){0,3} (?:car|engine)|(?:car|engine)(?: \\w+){0,3} (?:in|inside) the (?:closed |shut )?garage',
    ),
  ],
  [
    'PLACE',
    W(
      'pills?|meds?|medication|medications|tablets?|bottle|xanax|bars|blues|m30s?|roxys?|roxies|norcos?|antidepressants?|oxy|oxys|oxycodone|percs?|benzos?|klonopin|valium|ativan|tylenol|advil|ibuprofen|acetaminophen|lithium|seroquel|ambien|trazodone|amitriptyline|benadryl|methadone|suboxone|h|dope|morphine|\\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone)|insulin|gabapentin|oxycontin|vicodin|a bag|the bag|vodka|whiskey|cord|belt|knife|knives|train|trains|bath|garage|highway|traffic',
    ),
  ],
  [
    'BLEED',
    W(
      "(?:will not|won't|can not|cannot|do not|does not) stop bleeding|(?:can not|cannot) stop the bleeding|bleeding (?:a lot|badly|out|everywhere|through)|so much blood|lost a lot of blood|blood everywhere",
    ),
  ],
  [
    'NONEED',
    W(
      "(?:will not|won't|wont) need (?:them|it|those|these|any of (?:it|this|them)|my \\w+|the \\w+)|(?:will not|won't|wont) be needing (?:them|it|those|these|either|any of (?:it|this|them)|anything|anywhere|my \\w+|the \\w+)(?= \\||$| anymore(?= \\||$))|(?:do not|don't|dont) plan on needing (?:them|it|those|these|either|anything|anywhere|any of (?:it|this|them)|my \\w+|the \\w+)(?= \\||$| anymore(?= \\||$))",
    ),
  ],
  [
    'DANGER',
    W(
      'bridge|roof|rooftop|ledge|balcony|overpass|overlook|cliff|parking deck|parking garage|parking structure|parking ramp|high rise|highrise|skyscraper|water tower|(?:tallest|highest) \\w+|top floor|\\w+ floors|tracks|train tracks|railroad|crossing(?! (?:my|your|his|her) (?:mind|head))|the lake|lake|river|ocean|the water|quarry|dam|(?:no|without|not have|dont have|has no|have no) (?:a |any )?(?:fence|fences|railing|railings|guardrail|guardrails|barrier|barriers)(?= \\||$| on| at| along| there| up)',
    ),
  ],
  [
    'TIME',
    W(
      '(?:the|at|by|around|before) \\d{1,2}(?= |$)|\\d{1,2} ?(?:am|pm)|tonight|tn|tomorrow|tmrw|this weekend|next week|next weekend|monday|tuesday|wednesday|wensday|weds|thursday|friday|saturday|sunday|christmas|new year|new years|thanksgiving|labor day|easter|birthday|anniversary|payday|paycheck|\\d+(?:st|nd|rd|th)|\\d+:\\d+|after (?:group|work|payday|court|the funeral|my shift|dark)|when (?:my|the|everyone|he|she|they|nobody) (?:\\w+ )?(?:\\w+ )?(?:is|are|go|goes|gone|leave|leaves|asleep|falls|fall|at|away|on)|once (?:my|the|everyone|he|she|they) |after (?:my|the|everyone|he|she|they) (?:\\w+ )?(?:\\w+ )?(?:is|are|go|goes|leave|leaves|asleep|falls|fall|gets|get|fall asleep)|the night before|before (?:anyone|everyone|they|he|she|my) |(?:end|middle|start|beginning|first|last day) of (?:the|this|next) (?:month|week)',
    ),
  ],
  [
    'NOW',
    W(
      "right now|rn|(?:i can )?(?:hear|see|feel) (?:it|the train|the truck) coming|(?:the train|train|it) is coming(?= \\||$)|right there|right here|in (?:the next )?(?:\\w+ )?(?:minutes?|mins?|hours?)|up to my (?:chest|neck|chin|shoulders)|(?:do not|don't|dont) (?:call|tell) (?:anyone|anybody|the cops|the police|911)|nobody (?:is|be) home|no one (?:is|be) home|as i (?:type|write|am typing|am writing) this|as we speak|in (?:a|an|the next) (?:few minutes|hour|minute|half hour)|within the hour|before (?:sunrise|dawn|morning)|this is my last|final (?:message|text|post|entry)|one last (?:text|message|post)|\\w+ing (?:\\w+ ){0,6}now|now i am \\w+ing|tonight|tn|tonight's the night|in my hand|in my hands|in my lap|in front of me|on the nightstand|on my nightstand|loaded|ready|set up|everything i need|everything's ready|everythings set|everything is set|all set(?! for (?:the |my |next )?(?:week|weekend|day|morning|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|work|school|class|trip|appointment))|counting them|by the time|last night on|my last night|last entry|last journal|goodbye|bye|about to|(?:after|once|when|as soon as) i (?:send|post|hit send on|finish|finish writing|finish typing) this",
    ),
  ],
  [
    'AFTERME',
    W(
      '(?<=(?:after|when|once) i (?:am|be|m) )(?:gone|dead)|(?:after|when|once) i (?:am|be|m) (?:not|no longer) here|(?<=after i )(?:die|pass away|pass)(?= \\||$)|(?<=(?:one|ones|person|people|whoever) (?:to |who |that )?(?:has to |have to |will )?)(?:find|finds|found|discover|discovers) me|(?<=(?:have|has|had|having) to (?:be the (?:one|ones) to )?)(?:find|discover) me|(?<=(?:takes?|take|took) (?:them|someone|somebody|anyone|anybody|people|her|him) to )find me|whoever (?:comes?|came) looking for me|(?:when|once|after) (?:they|someone|somebody|she|he|people|my \\w+) (?:come|comes|coming) (?:to )?(?:get|collect|pack up|clear out|clean out) my (?:things|stuff|belongings|clothes)|(?:fight|fighting|fought|argue|arguing) over my (?:stuff|things|belongings|shit|money)(?: \\w+){0,2} (?:later|after)(?= \\||$)|(?:dig|digging|sort|sorting|rummage|rummaging) through my (?:place|stuff|things|apartment|room|house|belongings)(?: \\w+){0,2} (?:later|after)(?= \\||$)|(?:meant|mean) it as (?:a |my )?(?:goodbye|good bye|farewell)|(?<=(?:want|wanted|wanna|need|needed) (?:somebody|someone|you|anyone|anybody|people|you all|everyone|one person) to )know (?:where i am|where i was|where to find me)',
    ),
  ],
  [
    'AWAY',
    W(
      "(?:for|when|after) i am not here|(?:to know|know|remember) (?:that )?i loved (?:them|you|her|him|everyone|you all)|by (?:then|morning|tomorrow) (?:it|i) will (?:all )?be (?:done|over|gone|dead|too late)|(?:when|by the time) (?:you|they|anyone|someone|somebody) (?:read|reads|see|sees|find|finds) this(?! (?:i|we) will be (?:in|at|on|back|home|there|asleep|on the))|explaining why(?= \\||$)|explain why(?= \\||$)|so (?:they|she|he|you|everyone) (?:will )?(?:know|understand) why|feels final|(?:it is|this is|it's|this's) final|(?:was|is) not (?:your|her|his|their|anyone's|anybody's) fault|will not be here to|not be here to see|when i'm gone|when i am gone|after i'm gone|after i am gone|once i'm gone|once i am gone|for when i'm gone|for when i am gone|i'll be gone|i will be gone|be gone|won't be there|will not be there|wont be there|won't be here|will not be here|won't be around|will not be around|before i go(?! to| on| back| home| out| in)|(?:where|when) i am (?:going|headed|heading)(?= \\||$)|if anything happens to me|in case anything happens to me|if something happens to me|by the time|my last night|last night on earth|won't make it|will not make it|not going to be here|not gonna be here|since i won't|since i will not|(?<!(?:bar|bars|drinks|drink|coffee|food|lunch|dinner|breakfast|brunch|pizza|tacos|ice cream|dessert|out|together|something|a bite|practice|the game|the show|the movie|church|class|group|the meeting) )after(?= [|.]| ?$)|taken care of after|for after|(?:will not|won't|wont) be (?:calling|coming|showing) (?:in|up|home|back)|(?:ready|prepared) for (?:the end(?! of)|it to (?:all )?be over)|(?:will|would) understand (?:one day|someday|later|after|why)|tell (?:my|him|her|them|everyone) (?:\\w+ )?(?:i am sorry|that i am sorry|i love (?:her|him|them|you))(?= [|.]| ?$)|made (?:my )?peace(?= \\||$| with (?:it|dying|that|everything|my decision|the decision|leaving))|none of (?:this|it|that) (?:is|was|be) (?:your|her|his|their|anyone is|anybody is|my \\w+ is) fault|(?:nobody is|no one is|noone is|nobodys) fault",
    ),
  ],
];

/**
 * Weights per construct. A construct counts when every group of its needs is met, the sum of the
 * weights of the features present reaches 1, and one of them is a licensed predicate (or the text
 * holds the writer's own risk words elsewhere, for fragments such as "pills and vodka on the nightstand").
 */
const WEIGHTS: Record<CrisisConstruct, Partial<Record<Feature, number>>> = {
  passive_ideation: { DEATHW: 1, DEATH: 0.5, WISH: 0.5, AWAY: 0.25, AFTERME: 0.25 },
  active_ideation: { KILL: 1 },
  self_harm: { HARM: 1, INJ: 0.5, WHY: 0.5 },
  method: { MEANS: 0.5, PLACE: 0.25, DANGER: 0.25, THINK: 0.5, THINK2: 0.75, ACT: 0.5, DEATH: 0.5, DEATHW: 0.5, KILL: 0.5 },
  intent: { WILL: 0.5, KILL: 0.5, DEATH: 0.5, DEATHW: 0.5, DOIT: 0.5, AWAY: 0.5, AFTERME: 0.5, ACT: 0.25 },
  plan: { PLANK: 1, TIME: 0.5, PLANF: 0.5, MEANS: 0.5, PLACE: 0.25, DANGER: 0.25, ACT: 0.25, KILL: 0.25, DEATH: 0.25, DOIT: 0.25, WILL: 0.25 },
  preparation: { NONEED: 0.5, PREP: 0.5, PREP2: 1, AWAY: 0.5, AFTERME: 0.5, MEANS: 0.5, PLACE: 0.25, KILL: 0.5 },
  behavior: { PAST: 0.5, ACT: 0.5, KILL: 0.25, MEANS: 0.25 },
  imminent: {
    OUT: 0.5,
    GIVEUP: 0.5,
    ATF: 0.5,
    NOW: 0.5,
    AT: 0.5,
    MEANS: 0.5,
    PLACE: 0.25,
    DANGER: 0.25,
    ACT: 0.5,
    DOIT: 0.5,
    KILL: 0.25,
    DEATH: 0.25,
    AWAY: 0.5,
    AFTERME: 0.5,
  },
};
/** The features a construct cannot do without (one of each group). */
const NEEDS: Record<CrisisConstruct, Feature[][]> = {
  passive_ideation: [
    ['DEATH', 'DEATHW'],
    ['WISH', 'AWAY', 'AFTERME', 'DEATHW'],
  ],
  active_ideation: [['KILL']],
  self_harm: [['HARM', 'INJ']],
  method: [
    ['MEANS', 'PLACE', 'DANGER', 'ACT'],
    ['THINK', 'THINK2', 'DEATH', 'DEATHW', 'KILL', 'ACT'],
  ],
  intent: [['WILL'], ['KILL', 'DEATH', 'DEATHW', 'DOIT', 'AWAY', 'AFTERME', 'ACT']],
  plan: [
    ['TIME', 'PLANF', 'PLANK'],
    ['MEANS', 'PLACE', 'DANGER', 'ACT', 'KILL', 'DEATH', 'DOIT', 'PLANK'],
  ],
  preparation: [
    ['PREP', 'PREP2'],
    ['NONEED', 'AWAY', 'AFTERME', 'MEANS', 'PLACE', 'DANGER', 'PREP2', 'KILL'],
  ],
  behavior: [['PAST'], ['ACT', 'KILL']],
  imminent: [
    ['NOW', 'AT', 'ATF'],
    ['MEANS', 'PLACE', 'DANGER', 'ACT', 'DOIT', 'KILL', 'DEATH', 'AWAY', 'AFTERME', 'GIVEUP', 'OUT'],
  ],
};

const SYNTHETIC: Rule = { k: 'active_ideation', re: /$^/ };
/** A burden statement names others as its subject and the writer as its object ("my kids would be better off without me"). */
const SYNTHETIC_ANY: Rule = { k: 'passive_ideation', re: /$^/, any: true };
const BURDEN =
  /(?:without me|(?:who|that) is not (?:me|like me|a mess|broken|an addict|a junkie|a drunk|screwed up|fucked up|a screw up|a fuck up|sick)|other than me|instead of me|besides me)$/;
/** Phrases whose object may be a relationship, a habit or a chore ("end it", "do it", "goodbye"). */
const AMBIGUOUS: ReadonlySet<Feature> = new Set<Feature>(['DOIT', 'PREP', 'AWAY', 'DEATH', 'WILL', 'GIVEUP']);
const AMBIGUOUS_PHRASE =
  /^(?:end it|ending it|end things|ending things|finish it|do it|doing it|did it|do this|get it over with|go through with(?: it)?|going through with it|go thru with it)$/;
/** Laughter and hyperbole mark a sentence as a joke for this reader ("I'm going to jump out a window haha"). */
const JOKE = wordPattern(
  /(?:^| )(?:haha\w*|hehe\w*|jk|just kidding|kidding|if(?: \w+){1,8} one more time|if i have to (?:hear|sit|watch|listen|do|see|read|eat|take|go)|if i (?:hear|see|get|read|have|sit through|watch) (?:one|1|another) more(?! (?:bad|hard|rough|shitty|terrible|awful|lonely|sad|dark|panic|day|night|week)))(?: |$)/,
);
/** Leisure and play: "jumped off the dock into the lake with my nephews, so fun". */
const LEISURE = wordPattern(
  /(?:^| )(?:fun|so fun|for fun|(?<!not )(?:swim|swimming|swam)|dock|pool|diving|cannonball|vacation|hike|hiking|camping|fishing|boating|shaving|shave|went hunting|go hunting|going hunting|deer season|duck season|hunting season|for hunting|target practice|shooting range|kayak\w*|roller ?coaster|bungee|skydiving|zip ?line|amusement|cool off|cool down|up to my (?:knees|ankles|waist)|with my (?:nephews?|nieces?|kids|cousins|friends|family|son|daughter)|ferry|whales?|dolphins|scenery|taking (?:photos|pictures|selfies)|fix|fixing|fixed|repair|repairing|repaired|gutters?|shingles?|antenna|satellite dish|chimney|solar panels?|christmas lights|roofer|roofing|contractor|inspect|inspecting|inspection)(?: |$)/,
);
/** A sentence about a relationship, a habit, a craving or the old self, for the ambiguous phrases ("_ her": one already neutralised, "ending it with her"). */
const HABIT_OBJECT = wordPattern(
  /(?:^| )(?:_ (?:him|her|them)|relationship|marriage|friendship|engagement|dealer|between (?:me|us) and|over between|(?:end|ending|ended|done with|over with|leave|leaving|left|break up with|breaking up with|divorce|divorcing|dump|dumping|through with|split with|splitting with|cheated|cheating)(?: \w+){0,2} (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|fiance|fiancee|him|her|them)|habit|drinking|using|craving|cravings|urge|urges|addiction|addict in me|alcohol|booze|weed|vape|vaping|smoking|cigarettes|gambling|streak|cycle|chapter|part of my life|old life|old self|the old me|diet|job|lease|wine|beer|liquor|bar cart|sober|sobriety|clean|with (?:him|her|them)|to (?:alcohol|drinking|using|the bottle|drugs|dope|meth|weed|my addiction))(?: |$)/,
);
/** A following sentence that dates the one before to the past ("That was two winters ago."). */
const DATED_BEFORE =
  /^(?:(?:in )?(?:19\d\d|20[01]\d|202[0-5])$|(?:that|it|this|those|all that) (?:was|were)(?: \w+){0,3} (?:ago|back then|in (?:19|20)\d\d|(?:19|20)\d\d|'\d\d|a long time ago|years ago|before i got (?:clean|sober|help))(?: |$))/;
/** A plan to stay safe ("locked up the guns as part of my plan to stay safe") is safety planning, not a plan to die. */
const STAY_SAFE = wordPattern(
  /(?:^| )(?:(?:plan|way|promise|commitment) to (?:stay|keep (?:myself|me)|be) safe|to keep myself safe|keeping myself safe|stay safe plan)(?: |$)/,
);
/** Means handed over for safe keeping: "gave my guns to my brother to hold while I'm in early recovery". */
const TAKEN_OUT = wordPattern(/(?:^| )(?:out of|unlock|unlocked|opened|open|broke|break into|broke into|took (?:them|it) out|got (?:them|it) out)(?: |$)/);
const SAFE_STORAGE = wordPattern(
  /(?:^| )(?:to hold|to keep|hold for me|keep for me|hold (?:onto|on to) (?:them|it)|(?:while|until) i am (?:in )?(?:early )?(?:recovery|treatment|rehab|detox|stable|better|sober)|in early recovery|precaution|lockbox|lock box|locked (?:up|away)|lock (?:them|it) up|(?:lock|locked|locking) (?:\w+ ){0,4}(?:in|into) (?:the|a|my|his|her|our) (?:gun )?(?:safe|cabinet|lockbox)|(?:gave|give|giving) (?:\w+ ){0,3}the (?:code|key|keys|combination)|for safekeeping|poured out (?:every|all|the|each) (?:bottle|bottles|pills|booze|drinks|stash|can|cans)|down the (?:sink|drain|toilet)|flushed|poured (?:it|them|everything|the \w+) out|safe keeping|keep (?:them|it) (?:for me|safe)|safety plan|remove the means|removing the means|removed the means|means removal|take back|takeback|drug take back|(?:drop|dropped|dropping) (?:\w+ ){0,4}(?:off )?at the pharmacy|means restriction|dispose|disposal|drop box|take back)(?: |$)/,
);
/** Words of commitment, for a vague "do it" ("this time", "not backing out", "made up my mind"). */
const COMMITMENT =
  /(?:^| )(this time|for real|not backing out|no backing out|no turning back|made up my mind|mind is made up|decision is made|decided|made my choice|no more thinking|(?:actually|really) (?:going to|gonna)|i mean it|it is time|i am sorry|sorry (?:everyone|mom|dad|mum)|forgive me|tonight is the night|everything i need|everything is (?:ready|set)|all set)(?= |$)/g;
/** COMMITMENT without its capture, for looking up the words it may begin with. */
const COMMITMENT_START = new RegExp(COMMITMENT.source.replace(/^\(\?:\^\| \)\(/, '(?:^| )(?:'));
/** Leaving for a trip, a move or a new stage: "texted everyone goodbye before my flight". */
const DEPARTURE = wordPattern(
  /(?:^| )(?:flight|fly|flying|plane|airport|trip|vacation|holiday|moving|move|moved|graduated|graduate|graduating|graduation|deploy|deployed|deployment|new job|transfer|transferred|discharged|discharge|leaving for|last day|road trip|cruise|visit|visiting|camping|retire|retiring|retired|retirement|going away|maternity leave|parental leave|sabbatical)(?: |$)/,
);
/** An act named as what the writer saw, treated or reversed: the verb, then only quantities and people before it. */
const WITNESSED_ACT =
  /(?:^| )(?:see|seen|saw|seeing|witness|witnessed|witnessing|watch|watched|watching|treat|treated|treating|reverse|reversed|reversing|revive|revived|reviving|respond to|responded to|responding to|narcan|narcanned)(?: (?:a|lot|lots|of|so|too|many|more|countless|hundreds|dozens|several|few|the|their|people|patients|clients|residents|guests|\d+))*$/;
/** Where the writer will be instead, or what they will miss: a trip, a visit, a meeting, a weekend day. */
const ABSENT_FROM =
  /^(?:(?:for|on|this|next|over|until|till|from|at) )?(?:(?:the|my|our|a|usual|regular|weekly|normal) )*(?:weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|meeting|group|session|appointment|class|shift|call|practice|service|check in)(?: |$)/;
/** An absence told with where the writer will be, in the sentence or the one before, or with what it is from. */
function awayFor(doc: Doc, clause: number, after: number): boolean {
  const s = doc.clauses[clause]!.s;
  // Plans called off because of it ("cancelled the june trip, no point, I won't be around for it") are not where the writer will be.
  if (/(?:^| )(?:cancel|cancelled|canceled|cancelling|canceling|no point|not need|will not need)(?: |$)/.test(sentenceText(doc, s))) return false;
  if (
    AWAY.test(sentenceText(doc, s)) ||
    DEPARTURE.test(sentenceText(doc, s)) ||
    AWAY.test(sentenceText(doc, s - 1)) ||
    DEPARTURE.test(sentenceText(doc, s - 1))
  )
    return true;
  return ABSENT_FROM.test(spanWords(doc.toks, after, Math.min(doc.toks.length, after + 6)));
}
/** A wish for what did not happen: "wish I had died", "should have died", "if only I had". */
const COUNTERFACTUAL = wordPattern(
  /(?:^| )(?:wish|wishing|if only|should have|should've|shoulda|could have|could've)(?: \w+){0,4} (?:had|have|would have|'d)?(?: |$)/,
);
/** A death wished for in old age: "I hope I die peacefully when I'm 95, surrounded by grandkids". */
const OLD_AGE = wordPattern(
  /(?:^| )(?:when i am (?:old|older|really old|ninety|eighty|a hundred|\d{2,3})|at (?:age )?(?:[89]\d|1\d\d)|old and gr[ae]y|surrounded by (?:my )?(?:family|grandkids|grandchildren|loved ones|kids)|in my (?:eighties|nineties|80s|90s)|of old age)(?: |$)/,
);
/** Memory frames: "remember when I couldn't get through a week without wanting to die?". */
const MEMORY = /^(?:remember|i remember|do you remember|back when|looking back)(?: |$)/;
/**
 * A kitchen or everyday-object scene ("the knife is out on the counter for the cake"): a means named
 * in it is a thing in use, not means at hand, unless the writer's own risk predicate stands in that
 * sentence or next to it (see `householdScene` in `assessCrisis`).
 */
const HOUSEHOLD = wordPattern(
  /(?:^| )(?:cake|cutting board|chopping|chop|chopped|slice|slicing|sliced|dinner|lunch|breakfast|bread|butter|steak|turkey|roast|pie|dishwasher|dishes|cooking|cook|cooked|recipe|groceries|grocery|picnic|sharpen|sharpened|sharpening|set the table|setting the table|utensils|silverware|cutlery|bake|baking|frosting|sandwich|vegetables|veggies|onions?|fruit|carve the|carving the|camping|tent|lantern|hunting trip|sunset)(?: |$)/,
);
/** Skin, bites and blemishes: scratching a mosquito bite or picking a scab is not self-injury on its own. */
const SKIN = wordPattern(
  /(?:^| )(?:(?:mosquito|bug|insect|spider|flea|tick|bee|ant|chigger) bites?|bites? (?:on|from)|scabs?|acne|pimples?|zits?|blackheads?|whiteheads?|eczema|psoriasis|rash|hives|itch|itchy|itches|itching|poison ivy|sunburn|blisters?|splinters?|ingrown|warts?|hangnails?|cuticles?|dry skin|chicken ?pox|cold sore|rosebush|thorns?|cat|kitten|dog|puppy)(?: |$)/,
);
/** A desire for the act: "I want to burn myself with the curling iron" is no accident (scratching an itch is wanted too, so not for `SKIN`). */
const DESIRE = wordPattern(/(?:^| )(?:want to|wanna|wanted to|wanting to|need to|needed to|so bad|so badly|itching to|tempted to)(?: |$)/);
/** What makes picking or scratching self-injury after all: an urge, a way to cope, a wish for pain. */
const URGE_COPE = wordPattern(
  /(?:^| )(?:on purpose|intentionally|deliberately|purposely|urges?|to cope|cope|coping|to feel|feel something|feel the pain|the pain|relief|release|numb|punish|punishing|punishment|deserve|hate myself|calm (?:myself |me )?down|when i am (?:anxious|stressed|upset|overwhelmed|angry|panicking|sad)|(?:want|wanted|need|needed) (?:it )?to (?:hurt|bleed)|until i (?:bleed|bled))(?: |$)/,
);

interface Found {
  f: Feature;
  tok: number;
  end: number;
  phrase: string;
}

/** Every feature of the text by clause, from one pass of each class over the words and the lemmas. */
function docFeatures(doc: Doc): Map<number, Found[]> {
  const { toks } = doc;
  let words = ' ';
  const woff: number[] = [];
  for (const t of toks) {
    woff.push(words.length);
    words += t.w + ' ';
  }
  const out = new Map<number, Found[]>();
  // Every class's leads are numbered before the words are read for them.
  for (const [, re] of CLASSES) leadsOf(re);
  for (const [stream, off, key] of [
    [words, woff, 'w'],
    [doc.L, doc.off, 'l'],
  ] as const) {
    // Where each lead stands in the stream: the words that hold it.
    const index = new Map<number, number[]>();
    for (let i = 0; i < toks.length; i++)
      for (const id of leadsOfWord(toks[i]![key])) {
        const list = index.get(id);
        if (list) list.push(i);
        else index.set(id, [i]);
      }
    const at = (id: number) => index.get(id);
    for (const [f, re] of CLASSES) {
      for (const m of matchesAtLeads(re, stream, off, at)) {
        const phrase = m[0].slice(1);
        if (phrase.includes('_') || phrase.includes('|')) continue;
        const tok = tokenAt(off, m.index + 1);
        const end = tokenAt(off, m.index + m[0].length - 1);
        const list = out.get(toks[tok]!.c) ?? [];
        if (!list.some((o) => o.f === f && o.tok === tok)) list.push({ f, tok, end, phrase });
        out.set(toks[tok]!.c, list);
      }
    }
  }
  return out;
}

/** A book, show or song named in the sentence: what happens in it is not the writer's. */
function mediaSentence(sentence: string): boolean {
  if (/(?:^| )(?:record|recorded|recording|made|make|making|film|filmed|filming) (?:a|my) (?:video|message|voice memo)(?: |$)/.test(sentence)) return false;
  return hasLead(vocabularyOf(sentence), MEDIA_LEADS);
}

/** A memory ("remember when...") or a sentence dated by the next one ("That was two winters ago."). */
function remembered(doc: Doc, s: number): boolean {
  // A year standing alone as a sentence dates what is told around it: "Overdose number three. 2021. My dad found me."
  return MEMORY.test(sentenceText(doc, s)) || DATED_BEFORE.test(sentenceText(doc, s + 1)) || BARE_YEAR.test(sentenceText(doc, s - 1));
}
const BARE_YEAR = /^(?:in )?(?:19\d\d|20[01]\d|202[0-5])$/;

/** A fatal illness named: the rules read whether it is welcomed or fought. */
const FATAL_ILLNESS = wordPattern(
  /(?:^| )(?:terminal|cancer|incurable|inoperable|malignant|tumor|tumour|metastasized|stage 4|stage four|heart attack|aneurysm)(?: |$)/,
);
/** The lexical classes of dying, killing oneself, a method's act and self-injury. */
const RISK_VOCABULARY: ReadonlySet<Feature> = new Set<Feature>(['DEATH', 'DEATHW', 'KILL', 'ACT', 'HARM']);

/** The second reader: constructs a sentence supports by the weighted features of its clauses. */
function secondReader(ctx: Ctx, found: Set<CrisisConstruct>): Set<number> {
  const { doc } = ctx;
  const { toks, clauses } = doc;
  const bags = new Map<number, Set<Feature>>();
  const preds = new Map<number, Set<Feature>>();
  const pending = new Map<number, Found[]>();
  let riskWords = false;
  const features = docFeatures(doc);
  doc.riskVocabulary = [...features.values()].some((list) => list.some((x) => RISK_VOCABULARY.has(x.f)));
  const doIt: Found[] = [];
  const commitments = new Set<string>();
  // What a sentence says about all its clauses, read once per sentence.
  const frames = new Map<number, { skip: boolean; habit: boolean; storage: boolean; departure: boolean; compliance: boolean }>();
  const frameOf = (sIdx: number) => {
    let f = frames.get(sIdx);
    if (f) return f;
    const sentence = sentenceText(doc, sIdx);
    const skip =
      JOKE.test(sentence) ||
      (LEISURE.test(sentence) && !PURPOSE.test(sentence)) ||
      mediaSentence(sentence) ||
      remembered(doc, sIdx) ||
      OLD_AGE.test(sentence) ||
      ((TEACHING.test(sentence) || TEACHING.test(sentenceText(doc, sIdx - 1)) || SCREEN_NO.test(sentence)) && !OWN_RISK.test(sentence)) ||
      (ESTATE.test(sentence) && !PURPOSE.test(sentence) && !COMMITMENT.test(sentence)) ||
      // A party, a wedding or a trip being planned (here or in the sentence before) is not a plan to die.
      // An event called off ("cancelled the concert tickets") is not one being planned.
      (((EVENT.test(sentence) && !CALLED_OFF.test(sentence)) || (EVENT.test(sentenceText(doc, sIdx - 1)) && !CALLED_OFF.test(sentenceText(doc, sIdx - 1)))) &&
        !PURPOSE.test(sentence));
    f = skip
      ? { skip, habit: false, storage: false, departure: false, compliance: false }
      : {
          skip,
          habit: HABIT_OBJECT.test(sentence) || HABIT_OBJECT.test(sentenceText(doc, sIdx - 1)) || ENDED_WITH.test(sentenceText(doc, sIdx - 1)),
          storage: SAFE_STORAGE.test(sentence) || STAY_SAFE.test(sentence),
          departure: DEPARTURE.test(sentence) || DEPARTURE.test(sentenceText(doc, sIdx - 1)),
          // Ordinary medication talk, only where the sentence is about medication ("a shotgun ... every day" is not).
          compliance: MEDICATION.test(sentence) && COMPLIANCE.test(sentence) && !PURPOSE.test(sentence),
        };
    frames.set(sIdx, f);
    return f;
  };
  for (let c = 0; c < clauses.length; c++) {
    const cl = clauses[c]!;
    const sentence = sentenceText(doc, cl.s);
    const { skip, habit, storage, departure, compliance } = frameOf(cl.s);
    if (skip) continue;
    const text = clauseText(doc, c);
    if (mayMatch(COMMITMENT_START, vocabularyOf(text))) for (const m of text.matchAll(COMMITMENT)) commitments.add(`${c}:${m[1]}`);
    const bag = bags.get(cl.s) ?? new Set<Feature>();
    const pr = preds.get(cl.s) ?? new Set<Feature>();
    const args: Found[] = pending.get(cl.s) ?? [];
    for (const x of features.get(c) ?? []) {
      if (habit && (AMBIGUOUS.has(x.f) || AMBIGUOUS_PHRASE.test(x.phrase))) continue;
      if (compliance && (x.f === 'MEANS' || x.f === 'PLACE' || x.f === 'ACT')) continue;
      // "I can't go on like this, calling the doctor tomorrow": a change sought, not a wish to die.
      if (x.f === 'DEATHW' && /^(?:can|tired|sick|done|over)/.test(x.phrase) && CHANGE_SEEKING.test(sentence)) continue;
      if ((storage || departure) && (x.f === 'PREP' || x.f === 'PREP2' || x.f === 'AWAY' || x.f === 'AFTERME' || x.f === 'NONEED')) continue;
      // "I won't be around Saturday, the lake house trip", "won't be around for my usual meeting": an absence, not a death.
      if ((x.f === 'DEATH' || x.f === 'AWAY') && /(?:^| )(?:here|around|there)$/.test(x.phrase) && awayFor(doc, c, x.end + 1) && !PURPOSE.test(sentence))
        continue;
      if (x.f === 'PREP2' && BENIGN_SAVING.test(sentence)) continue;
      // Scratching a bite or picking a scab, or an accident, is not self-injury without an urge or a way to cope.
      if ((x.f === 'HARM' || x.f === 'INJ' || x.f === 'WHY') && SKIN.test(sentence) && !URGE_COPE.test(sentence)) continue;
      if (
        (x.f === 'HARM' || x.f === 'INJ') &&
        ACCIDENT.test(clauseText(doc, c)) &&
        !PURPOSE.test(clauseText(doc, c)) &&
        !URGE_COPE.test(sentence) &&
        !DESIRE.test(clauseText(doc, c))
      )
        continue;
      // A subordinate clause with its own subject ("... where I'm headed") is scoped from that subject,
      // so the main clause's negation ("I can't take care of him") does not reach it.
      const sub = /^(?:for |by )?(?:where|when|after|before|once|since|by the time) i /.test(x.phrase)
        ? toks.findIndex((t, j) => j > x.tok && t.w === 'i')
        : -1;
      const head = sub > 0 && sub < x.end ? sub + 1 : FIRST.has(toks[x.tok]!.w) && x.end > x.tok ? x.tok + 1 : x.tok;
      const cue: Cue = {
        k: 'active_ideation',
        also: [],
        clause: c,
        head,
        start: sub > 0 && sub < x.end ? sub + 1 : x.tok,
        end: x.end,
        // Others as the subject and the writer as the object: "my kids would be better off without me",
        // "whoever finds me".
        rule: (x.f === 'DEATHW' && BURDEN.test(x.phrase)) || (x.f === 'AFTERME' && / me$/.test(x.phrase)) ? SYNTHETIC_ANY : SYNTHETIC,
      };
      // "The rope in the garage keeps calling me": the means calls the writer, who is its object.
      let v =
        x.f === 'THINK2' && /call/.test(x.phrase) && toks[x.end]!.w === 'me' && !/(?:^| )(?:he|she|they|him|her)(?: |$)/.test(sentence)
          ? { ok: true, mine: true }
          : license(ctx, cue);
      // "I don't want my kids to have to find me": the negation is of the wish about others; the
      // writer's death is taken for granted.
      if (
        x.f === 'AFTERME' &&
        !v.ok &&
        v.mine &&
        /(?:^| )(?:(?:do not|does not|dont|never) (?:want|wanna)(?: \w+){1,3} to(?: \w+){0,5}|(?:not|never|dont|doesnt|wont) (?:have|has) to(?: \w+){0,5})$/.test(
          spanWords(toks, cl.start, x.tok),
        )
      )
        v = { ok: true, mine: true };
      if (v.ok && (x.f === 'TIME' || x.f === 'NOW')) commitments.add(`${c}@${x.tok}`);
      if (v.ok && x.f === 'DOIT') doIt.push(x);
      if (!PREDICATES.has(x.f)) {
        // An argument counts unless it is the writer's and negated or history; someone else's
        // ("where my dad keeps his gun") counts next to the writer's own predicate.
        if (v.ok) bag.add(x.f);
        else if (!v.mine) args.push(x);
        continue;
      }
      if (!v.ok) continue;
      if (x.f === 'DEATH' || x.f === 'DEATHW' || x.f === 'KILL' || x.f === 'ACT' || x.f === 'HARM' || x.f === 'THINK2') riskWords = true;
      if (x.f === 'ACT') {
        const lead = spanWords(toks, cl.start, x.tok);
        // "I wish I had died in that crash": an act under a wish or "should have" was not done.
        // "I've seen a lot of overdoses", "I've reversed dozens of ODs": acts the writer saw or treated, not did.
        if (COUNTERFACTUAL.test(lead) || WITNESSED_ACT.test(lead)) continue;
      }
      if ((x.f === 'ACT' || x.f === 'KILL' || x.f === 'XS') && !conditional(toks, cl, anchorIndex(toks, x.tok, cl.start - 1), cue)) {
        const a = anchorIndex(toks, x.tok, cl.start - 1);
        if (
          tenseOf(toks, a >= cl.start ? a : cl.start, x.tok, false, x.end) === 'past' ||
          toks[x.tok]!.past ||
          (toks[x.tok]!.w === 'used' && toks[x.tok + 1]?.w !== 'to')
        )
          bag.add('PAST');
      }
      bag.add(x.f);
      pr.add(x.f);
    }
    bags.set(cl.s, bag);
    preds.set(cl.s, pr);
    pending.set(cl.s, args);
  }
  const context = riskWords || found.size > 0;
  // A vague "do it" with no risk words anywhere counts when two other commitments stand with it
  // ("I'm going to do it this time, I'm not backing out"; "doing it tonight after my wife falls asleep"),
  // and nothing in the text names a change, a habit or a relationship it could be about.
  if (!context && doIt.length && commitments.size >= 2 && !CHANGE_SEEKING.test(doc.surface) && !HABIT_OBJECT.test(doc.surface)) found.add('intent');
  // A sentence's arguments may stand in the two sentences either side of it ("I'll do it when she's away. Pills, bath, done.").
  const near = new Map<number, Set<Feature>>();
  const afterFar = new Set<number>();
  for (const s of bags.keys()) {
    const n = new Set<Feature>();
    for (const t of [s - 2, s - 1, s + 1, s + 2]) {
      for (const f of bags.get(t) ?? []) if (!PREDICATES.has(f) && f !== 'PAST') n.add(f);
      for (const x of pending.get(t) ?? []) n.add(x.f);
    }
    near.set(s, n);
    // What the writer leaves behind is often named last, after a list of what they did ("Gave my guitar
    // to my nephew. ... Nobody needs to fight over my stuff later."): for preparation that reference
    // reaches three and four sentences too.
    if ([s - 4, s - 3, s + 3, s + 4].some((t) => bags.get(t)?.has('AFTERME') || pending.get(t)?.some((x) => x.f === 'AFTERME'))) afterFar.add(s);
  }
  for (const [s, bag] of bags) {
    const pr = preds.get(s)!;
    if (pr.size) {
      for (const x of pending.get(s)!) bag.add(x.f);
      for (const f of near.get(s)!) bag.add(f);
    }
    // Without risk words anywhere, "do it" is any chore and pills, a bridge or a bath are everyday things.
    if (!context) {
      bag.delete('DOIT');
      pr.delete('DOIT');
      bag.delete('PLACE');
      // A place named alone ("At the bridge.") is the writer's whereabouts only next to risk words.
      bag.delete('ATF');
      pr.delete('ATF');
      // A dangerous place stays only with a plan or the writer standing there.
      if (!bag.has('PLANF') && !bag.has('AT')) bag.delete('DANGER');
    }
    // Far more than usual, on purpose or to die, is an intentional overdose (an act, not a slip).
    if (bag.has('XS') && (bag.has('WHY') || bag.has('PURP') || bag.has('DEATH') || bag.has('DEATHW') || bag.has('KILL'))) {
      bag.add('ACT');
      pr.add('ACT');
    } else if (!bag.has('ACT') && !bag.has('KILL')) bag.delete('PAST');
    // Self-injury that will not stop bleeding is a medical emergency.
    if (bag.has('BLEED') && (pr.has('HARM') || found.has('self_harm'))) found.add('imminent');
    for (const k of CRISIS_CONSTRUCTS) {
      // Standing somewhere high or by water is imminent only with a further sign ("I'm at the lake. Tell my mom I'm sorry").
      const needs: Feature[][] =
        k === 'imminent' && !bag.has('NOW') ? [['AT'], ['MEANS', 'ACT', 'DOIT', 'KILL', 'DEATH', 'AWAY', 'AFTERME', 'GIVEUP']] : NEEDS[k];
      const has = (f: Feature) => bag.has(f) || (k === 'preparation' && f === 'AFTERME' && pr.size > 0 && afterFar.has(s));
      if (!needs.every((group) => group.some(has))) continue;
      let score = 0;
      for (const [f, w] of Object.entries(WEIGHTS[k]) as [Feature, number][]) if (has(f)) score += w;
      if (score < 1) continue;
      const licensed = (Object.keys(WEIGHTS[k]) as Feature[]).some((f) => pr.has(f));
      if (!licensed && !context) continue;
      found.add(k);
    }
  }
  const risk = new Set<number>();
  for (const [s, pr] of preds) if (['DEATH', 'DEATHW', 'KILL', 'ACT', 'HARM', 'THINK2'].some((f) => pr.has(f as Feature))) risk.add(s);
  return risk;
}

/* ------------------------------------------------------------------------------------------------
 * 8. Putting it together.
 * ---------------------------------------------------------------------------------------------- */

let rulesCache: Rule[] | null = null;
const rules = (): Rule[] => (rulesCache ??= buildRules());

/** Every word the rules, idioms and word lists know: a word outside it may be a typo of a key word. */
let knownCache: Set<string> | null = null;
function knownWords(): Set<string> {
  if (knownCache) return knownCache;
  const KNOWN = new Set<string>();
  const add = (s: string) => {
    for (const w of s.toLowerCase().match(/[a-z]+/g) ?? []) KNOWN.add(w);
  };
  add(
    'a about above after again against all almost alone along already also always am an and another any anyone anything anyway are around as at away back bad be because been before being best better between both but by came can cant come could day days did do does done dont down during each either else enough even ever every everyone everything far feel felt few find first for found from get getting go going gone good got had has have having he her here hers herself him himself his home how i if in into is it its itself just keep know last least left less let life like little long look lot made make many may me might mine more most much must my myself need never new next night no nobody none nor not nothing now of off often oh ok okay old on once one only or other our out over own people really right said same saw say see seem she should since so some someone something sometimes soon still such sure take than that the their them then there these they thing things think this those though through time to today together tomorrow tonight too took try two under until up upon us very want was way we week well went were what when where which while who whole why will with without would yeah yes yet you your yours honestly literally seriously basically totally actually probably maybe definitely finally anyway hey hi hello dear journal entry update morning evening afternoon weekend monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december god jesus lord christmas easter thanksgiving sober clean meeting sponsor therapist group',
  );
  for (const [k, v] of EXPAND) add(`${k} ${v}`);
  for (const k of IRREGULAR.keys()) add(k);
  for (const s of [...DROP, ...PAST_FORMS, ...E_LEMMAS, ...NO_STEM, ...PERSON_NOUNS, ...MEDIA, ...THIRD_SINGULAR]) add(s);
  add(ADV);
  for (const v of Object.values(MACROS)) add(v);
  for (const r of rules()) add(r.re.source);
  for (const re of IDIOMS) add(re.source);
  return (knownCache = KNOWN);
}

/* ------------------------------------------------------------------------------------------------
 * Speed: each rule runs only where one of its possible first words stands. The first words are read
 * off the compiled pattern once (as prefixes, a safe superset); a rule whose start cannot be read
 * runs everywhere.
 * ---------------------------------------------------------------------------------------------- */

/** Index of the parenthesis closing the group that opens at `i`. */
function closing(src: string, i: number): number {
  let depth = 0;
  let cls = false;
  for (let j = i; j < src.length; j++) {
    const ch = src[j];
    if (ch === '\\') {
      j++;
      continue;
    }
    if (cls) {
      if (ch === ']') cls = false;
      continue;
    }
    if (ch === '[') cls = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return j;
  }
  return src.length - 1;
}

function splitAlternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cls = false;
  let last = 0;
  for (let j = 0; j < src.length; j++) {
    const ch = src[j];
    if (ch === '\\') {
      j++;
      continue;
    }
    if (cls) {
      if (ch === ']') cls = false;
      continue;
    }
    if (ch === '[') cls = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      out.push(src.slice(last, j));
      last = j + 1;
    }
  }
  out.push(src.slice(last));
  return out;
}

/** The word prefixes a match of `src` can start with, or null when it could start with anything. */
function firstWords(src: string): string[] | null {
  const out: string[] = [];
  for (const alt of splitAlternatives(src)) {
    const w = firstOfSequence(alt);
    if (w === null) return null;
    out.push(...w);
  }
  return out;
}

/**
 * Whether what follows a word in a pattern may add letters to it: false when it can only be the end,
 * a space, a "|" or a lookaround, also through optional groups ("(?: \\w+)?", "(?= |$)").
 */
function mayContinue(rest: string): boolean {
  let i = 0;
  while (i < rest.length) {
    const ch = rest[i]!;
    if (ch === ' ' || ch === '$') return false;
    if (rest.startsWith('\\|', i) || rest.startsWith('\\s', i)) return false;
    if (ch !== '(') return true;
    const group = groupAt(rest, i);
    if (group.lookaround) {
      i = group.next;
      continue;
    }
    const after = rest.slice(group.next);
    for (const alt of splitAlternatives(group.inner)) if (mayContinue(alt + after)) return true;
    return group.optional ? mayContinue(after) : false;
  }
  return false;
}

/** Where what follows a quantifier starting at `j` begins (`j` itself without one). */
function pastQuantifier(seq: string, j: number): number {
  while (j < seq.length && /[?*+]/.test(seq[j]!)) j++;
  if (seq[j] === '{') j = seq.indexOf('}', j) + 1;
  return j;
}

/**
 * The group that opens at `i`: whether it is a lookaround, its content, where it closes, where what
 * follows its quantifier begins, and whether that quantifier makes it optional or repeated.
 */
function groupAt(seq: string, i: number): { lookaround: boolean; inner: string; end: number; next: number; optional: boolean; repeated: boolean } {
  const end = closing(seq, i);
  const head = seq.slice(i, i + 4);
  let innerStart = i + 1;
  if (seq.startsWith('?:', innerStart)) innerStart += 2;
  else if (seq[innerStart] === '?' && seq[innerStart + 1] === '<' && head !== '(?<=' && head !== '(?<!') innerStart = seq.indexOf('>', innerStart) + 1;
  return {
    lookaround: head.startsWith('(?=') || head.startsWith('(?!') || head.startsWith('(?<=') || head.startsWith('(?<!'),
    inner: seq.slice(innerStart, end),
    end,
    next: pastQuantifier(seq, end + 1),
    optional: seq[end + 1] === '?' || seq[end + 1] === '*' || seq.startsWith('{0', end + 1),
    repeated: /[+*{]/.test(seq[end + 1] ?? ''),
  };
}

/**
 * A literal word as a lead: whole ("=word") when nothing can add letters to it, a prefix when a
 * quantifier cuts its last letter ("deaths?") or more may follow ("kill\\w+"); '' when none is left.
 */
function literalLead(word: string, rest: string): string {
  if (/^[?*]|^\{0/.test(rest)) return word.slice(0, -1);
  return mayContinue(rest) ? word : '=' + word;
}
/** A whole-word lead ("=word") becomes a prefix lead when more letters may follow it ("(?:kill|die)s?"). */
const asPrefix = (leads: string[]) => leads.map((w) => (w.startsWith('=') ? w.slice(1) : w));

function firstOfSequence(seq: string): string[] | null {
  let i = 0;
  const out: string[] = [];
  while (i < seq.length) {
    if (seq[i] === '(') {
      const group = groupAt(seq, i);
      if (group.lookaround) {
        i = group.end + 1;
        continue;
      }
      const inner = firstWords(group.inner);
      if (inner === null) return null;
      // The group's words are whole only when a word boundary follows the group.
      out.push(...(group.repeated || mayContinue(seq.slice(group.next)) ? asPrefix(inner) : inner));
      if (!group.optional) return out;
      i = group.next;
      if (seq[i] === ' ') i++;
      continue;
    }
    // A digit class begins with one of ten digits, each looked up as a prefix ("\\d+ caliber").
    if (seq.startsWith('\\d', i) && !/^[?*]|^\{0/.test(seq.slice(i + 2))) {
      out.push(...'0123456789'.split(''));
      return out;
    }
    const m = /^[a-z0-9'_]+/.exec(seq.slice(i));
    if (m) {
      // A whole word is looked up exactly ("=word"); a literal cut short by a quantifier or a class
      // ("deaths?", "kill\\w+") is looked up as a prefix.
      const w = literalLead(m[0], seq.slice(i + m[0].length));
      if (!w || w === '=') return null;
      out.push(w);
      return out;
    }
    return null;
  }
  return null;
}

/**
 * Every word or prefix some pattern may begin with is numbered on first sight ("=word" for a whole
 * word, apart from prefixes), so that what a text holds is a set of numbers, read once per word.
 */
const WHOLE_IDS = new Map<string, number>();
const PREFIX_IDS = new Map<string, number>();
let leadCount = 0;
function leadId(ids: Map<string, number>, word: string): number {
  let id = ids.get(word);
  if (id === undefined) ids.set(word, (id = leadCount++));
  return id;
}

/** The words a match can begin with, as lead numbers: a text may hold a match when it holds one of them. */
interface Leads {
  ids: Int32Array;
}

function toLeads(words: string[] | null): Leads | null {
  if (words === null) return null;
  const ids = new Set<number>();
  for (const w of words) ids.add(w.startsWith('=') ? leadId(WHOLE_IDS, w.slice(1)) : leadId(PREFIX_IDS, w));
  return { ids: Int32Array.from(ids) };
}

/** The lead numbers a word holds: itself as a whole word, and each of its beginnings that is a prefix lead. */
const WORD_LEADS = new Map<string, number[]>();
/** How many leads were numbered when WORD_LEADS was filled (a new lead empties it). */
let wordLeadsCount = 0;
function leadsOfWord(w: string): number[] {
  if (wordLeadsCount !== leadCount || WORD_LEADS.size >= LEMMA_CACHE_MAX) {
    WORD_LEADS.clear();
    wordLeadsCount = leadCount;
  }
  let ids = WORD_LEADS.get(w);
  if (ids === undefined) {
    ids = [];
    const whole = WHOLE_IDS.get(w);
    if (whole !== undefined) ids.push(whole);
    for (let k = 1; k <= w.length; k++) {
      const id = PREFIX_IDS.get(w.slice(0, k));
      if (id !== undefined) ids.push(id);
    }
    WORD_LEADS.set(w, ids);
  }
  return ids;
}

/** A space-separated stream of words and (on demand) the lead numbers its words hold, as bits. */
interface Vocabulary {
  text: string;
  bits: Uint32Array | null;
  /** How many leads were numbered when the bits were read. */
  count: number;
}

/** Kept, for one text, for the strings read again and again (a sentence is asked about by many patterns). */
const VOCABULARY = new Map<string, Vocabulary>();
function vocabularyOf(s: string): Vocabulary {
  let v = VOCABULARY.get(s);
  if (v === undefined) {
    if (VOCABULARY.size >= 4096) VOCABULARY.clear();
    v = { text: s, bits: null, count: -1 };
    VOCABULARY.set(s, v);
  }
  return v;
}

/** Whether any word of the text is one of the leads or begins with one. */
function hasLead(v: Vocabulary, leads: Leads): boolean {
  let bits = v.bits;
  if (bits === null || v.count !== leadCount) {
    bits = v.bits = new Uint32Array((leadCount >>> 5) + 1);
    v.count = leadCount;
    for (const w of v.text.split(' ')) for (const id of leadsOfWord(w)) bits[id >>> 5]! |= 1 << (id & 31);
  }
  const ids = leads.ids;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if ((bits[id >>> 5]! >>> (id & 31)) & 1) return true;
  }
  return false;
}

/** The words that name a book, show or song (MEDIA), as leads. */
const MEDIA_LEADS = toLeads([...MEDIA].map((w) => '=' + w))!;

/**
 * Whether a pattern scanned over a stream of space-separated words (" w w w ") could match at the
 * start of a word: false only when every way it can begin is a literal word or word prefix and none
 * of them stands in the stream. A cheap test that spares most of a long text the full scan;
 * patterns that may begin otherwise (a class, a boundary, a space) are always scanned.
 */
const LEADS = new Map<RegExp, Leads | null>();
function mayMatch(re: RegExp, words: Vocabulary): boolean {
  const leads = leadsOf(re);
  return leads === null || hasLead(words, leads);
}
function leadsOf(re: RegExp): Leads | null {
  let leads = LEADS.get(re);
  if (leads === undefined) {
    const src = re.source
      .replace(/^(?:\(\?:\^\| \)| )\(\?:/, '(?:')
      .replace(/\(\?=( \|\$|\[ \|\])\)$/, '')
      .replace(/\(\?:\(\?<!\[a-z0-9\]\)\|\(\?!\[a-z0-9\]\)\)$/, '');
    leads = toLeads(re.flags.includes('i') ? null : firstWords(src));
    LEADS.set(re, leads);
  }
  return leads;
}

/**
 * Where in a stream of words a global pattern that starts with a space before a word (" (?:...)")
 * matches, as `exec` would find them one after another: tried only at the words that hold one of
 * its leads, in order, from the end of the last match. Each match is the one `exec` finds there.
 */
const STICKY = new Map<RegExp, RegExp | null>();
function* matchesAtLeads(re: RegExp, stream: string, off: number[], at: (id: number) => number[] | undefined): Generator<RegExpExecArray> {
  let sticky = STICKY.get(re);
  if (sticky === undefined) {
    sticky = re.source.startsWith(' (?:') && leadsOf(re) !== null ? new RegExp(re.source, re.flags.replace('g', '') + 'y') : null;
    STICKY.set(re, sticky);
  }
  if (sticky === null) {
    re.lastIndex = 0;
    for (let m = re.exec(stream); m; m = re.exec(stream)) yield m;
    return;
  }
  // The words holding a lead, in order: one list as it is, several merged through a mark per word.
  let positions: number[] = [];
  let marks: Uint8Array | null = null;
  for (const id of leadsOf(re)!.ids) {
    const list = at(id);
    if (list === undefined) continue;
    if (positions.length === 0 && marks === null) positions = list;
    else {
      if (marks === null) {
        marks = new Uint8Array(off.length);
        for (const i of positions) marks[i] = 1;
      }
      for (const i of list) marks[i] = 1;
    }
  }
  if (marks !== null) {
    positions = [];
    for (let i = 0; i < marks.length; i++) if (marks[i]) positions.push(i);
  }
  let from = 0;
  for (const i of positions) {
    const start = off[i]! - 1;
    if (start < from) continue;
    sticky.lastIndex = start;
    const m = sticky.exec(stream);
    if (m === null) continue;
    from = start + m[0].length;
    yield m;
  }
}

/**
 * The first words of a pattern each of whose alternatives starts at a word ("(?:^| )..."), or null
 * when one may start elsewhere or the flags change how it matches.
 */
function anchoredLeads(re: RegExp): Leads | null {
  if (re.flags !== '') return null;
  const words: string[] = [];
  for (const alt of splitAlternatives(re.source)) {
    if (!alt.startsWith('(?:^| )')) return null;
    const first = firstOfSequence(alt.slice('(?:^| )'.length));
    if (first === null) return null;
    words.push(...first);
  }
  return toLeads(words);
}

/**
 * Sets of words, one word of each of which every match of a pattern contains, read off its source:
 * one set for each required part of a sequence; for alternatives, one set joining the least common
 * set of each. A word is whole ("=word") or a prefix, as for first words, and counts only where it
 * begins a word of the text (after a space or at the start). No sets when none can be read.
 */
function anchorSets(src: string, atWordStart: boolean): string[][] {
  const alternatives = splitAlternatives(src);
  if (alternatives.length === 1) return anchorsOfSequence(alternatives[0]!, atWordStart);
  const union: string[] = [];
  for (const alt of alternatives) {
    const sets = anchorsOfSequence(alt, atWordStart);
    if (sets.length === 0) return [];
    union.push(...sets.reduce((best, set) => (anchorCost(set) < anchorCost(best) ? set : best)));
  }
  return [union];
}

/** Words too common in any text to narrow down where a rule can match. */
const COMMON_ANCHOR = new Set(
  'i me my be have do go not no a an the to it this that and or so of in on at for with just get will would can could want'.split(' '),
);
const anchorCost = (words: string[]) =>
  words.reduce((cost, w) => cost + (COMMON_ANCHOR.has(w.replace(/^=/, '')) || w.replace(/^=/, '').length <= 2 ? 100 : 1), 0);

function anchorsOfSequence(seq: string, atWordStart: boolean): string[][] {
  const sets: string[][] = [];
  let wordStart = atWordStart;
  let i = 0;
  while (i < seq.length) {
    const ch = seq[i]!;
    if (ch === '(') {
      const group = groupAt(seq, i);
      if (group.lookaround) {
        i = group.next;
        continue;
      }
      if (!group.optional) {
        const inner = anchorSets(group.inner, wordStart);
        // Words at the group's end lose their end when more letters may follow the group.
        const open = group.repeated || mayContinue(seq.slice(group.next));
        for (const set of inner) sets.push(open ? asPrefix(set) : set);
      }
      // What follows a group is not known to start a word.
      wordStart = false;
      i = group.next;
      continue;
    }
    if (ch === ' ') {
      i = pastQuantifier(seq, i + 1);
      wordStart = seq[i - 1] === ' ';
      continue;
    }
    const m = /^[a-z0-9'_]+/.exec(seq.slice(i));
    if (m) {
      const w = wordStart ? literalLead(m[0], seq.slice(i + m[0].length)) : '';
      if (w && w !== '=') sets.push([w]);
      wordStart = false;
      i = pastQuantifier(seq, i + m[0].length);
      continue;
    }
    // A class, an escape or any other atom: no word here, and none starting right after it.
    if (ch === '[') {
      i++;
      while (i < seq.length && seq[i] !== ']') i += seq[i] === '\\' ? 2 : 1;
      i++;
    } else if (ch === '\\') i += 2;
    else i += 1;
    i = pastQuantifier(seq, i);
    wordStart = false;
  }
  return sets;
}

interface Indexed {
  rule: Rule;
  /** Sets of words, one of each of which the text must hold for the rule to match anywhere in it. */
  anchors: Leads[];
  /** The run this rule's anchors were last looked up for, and whether the text held one. */
  seen: number;
  present: boolean;
  /** Last (run, token) this rule was tried at, so a rule runs once per token. */
  stamp: number;
}

let generation = 0;

/** The rules indexed by the words they may start at (built with the rules, on first use). */
let ruleIndexCache: { byPrefix: Map<string, Indexed[]>; anywhere: Indexed[] } | null = null;
function ruleIndex(): { byPrefix: Map<string, Indexed[]>; anywhere: Indexed[] } {
  if (ruleIndexCache) return ruleIndexCache;
  const byPrefix = new Map<string, Indexed[]>();
  const anywhere: Indexed[] = [];
  for (const rule of rules()) {
    const src = rule.re.source.replace(/^\(\?<= \)\(\?:/, '(?:').replace(/\(\?=\[ \|\]\)$/, '');
    const entry: Indexed = { rule, stamp: -1, anchors: anchorSets(rule.re.source, true).map((set) => toLeads(set)!), seen: -1, present: true };
    const words = firstWords(src);
    if (!words) anywhere.push(entry);
    else
      for (const w of new Set(words)) {
        const list = byPrefix.get(w) ?? [];
        list.push(entry);
        byPrefix.set(w, list);
      }
  }
  return (ruleIndexCache = { byPrefix, anywhere });
}

function findCues(doc: Doc): Cue[] {
  const cues: Cue[] = [];
  const { toks, L, off } = doc;
  const base = generation;
  generation += toks.length + 1;
  const lemmas = vocabularyOf(L);
  const run = (entry: Indexed, i: number) => {
    if (entry.stamp === base + i) return;
    entry.stamp = base + i;
    // A rule whose every match needs a word the text does not hold is not tried anywhere in it.
    if (entry.seen !== base) {
      entry.seen = base;
      entry.present = entry.anchors.every((set) => hasLead(lemmas, set));
    }
    if (!entry.present) return;
    const r = entry.rule;
    r.re.lastIndex = off[i]!;
    const m = r.re.exec(L);
    if (!m || m[0].length === 0) return;
    const end = tokenAt(off, m.index + m[0].length - 1);
    const g = m.indices?.groups;
    const hIdx = g?.h ?? g?.h2 ?? g?.h3;
    const head = hIdx ? tokenAt(off, hIdx[0]) : i;
    cues.push({ k: r.k, also: r.also ?? [], clause: toks[i]!.c, head, start: i, end, rule: r });
  };
  for (let i = 0; i < toks.length; i++) {
    const l = toks[i]!.l;
    if (l === '|' || l === '_') continue;
    for (const e of candidatesFor(l)) run(e, i);
  }
  return cues;
}

/** The rules that may start at a lemma, in the order they are tried: by the exact word, by each prefix, then the rest. */
const CANDIDATES = new Map<string, Indexed[]>();
function candidatesFor(l: string): Indexed[] {
  let list = CANDIDATES.get(l);
  if (list) return list;
  const seen = new Set<Indexed>();
  list = [];
  const add = (entries: Indexed[] | undefined) => {
    for (const e of entries ?? [])
      if (!seen.has(e)) {
        seen.add(e);
        list!.push(e);
      }
  };
  const { byPrefix, anywhere } = ruleIndex();
  add(byPrefix.get('=' + l));
  for (let k = 1; k <= l.length; k++) add(byPrefix.get(l.slice(0, k)));
  add(anywhere);
  if (CANDIDATES.size >= LEMMA_CACHE_MAX) CANDIDATES.clear();
  CANDIDATES.set(l, list);
  return list;
}

const MED_KINDS: ReadonlySet<Kind> = new Set<Kind>(['method', 'imminent', 'preparation', 'behavior', 'plan']);
/** Constructs read from a means or a place, which a kitchen or everyday scene keeps quiet on their own. */
const HOUSEHOLD_KINDS: ReadonlySet<Kind> = new Set<Kind>(['method', 'imminent', 'preparation', 'plan']);
/** Constructs that are the writer's own risk predicate (a wish, a thought, self-injury, intent, an act). */
const SELF_RISK_KINDS: ReadonlySet<Kind> = new Set<Kind>(['passive_ideation', 'active_ideation', 'self_harm', 'intent', 'behavior']);

/** A gun cleaned, loaded or bought for hunting or the range, named anywhere in the text. */
function benignGun(doc: Doc, cue: Cue): boolean {
  return (
    HOUSEHOLD_KINDS.has(cue.k) &&
    GUN_WORD.test(spanWords(doc.toks, cue.start, cue.end + 1)) &&
    GUN_PURPOSE.test(purposeSurface(doc)) &&
    !PURPOSE.test(doc.surface)
  );
}

/** The text's words with denied purposes and cover stories taken out, read once per text. */
function purposeSurface(doc: Doc): string {
  return (doc.purposeSurface ??= withoutDeniedPurpose(doc.surface));
}

/** A purpose denied ("not for a bbq") is not a purpose given. */
function withoutDeniedPurpose(surface: string): string {
  const denied = surface.replace(/(?:^| )(?:not|nothing|never) (?:for|to) (?:a |an |the |my )?\w+/g, ' ');
  // A purpose told to someone and then denied ("told him it was for the range. it's not") is a cover story.
  return COVER_DENIAL.test(denied) ? denied.replace(/(?:^| )(?:told|tell|telling|said|say) (?:him|her|them|everyone|my \w+|\w+) [^.!?\n]*/g, ' ') : denied;
}
const COVER_DENIAL = wordPattern(
  /(?:^| )(?:it is not|its not|it's not|it isn't|it was not|it wasn't|i am not|i'm not|im not|that is not true|not true|lied|a lie|lying)(?: |[.!?]|$)/,
);

/** Ordinary medication talk around a cue about pills ("took all my morning meds", "meds in my hand with breakfast"). */
function medicationTalk(doc: Doc, cue: Cue): boolean {
  // The cue's clause and its neighbours in the same sentence: a long spoken run-on is not one context.
  const s = doc.clauses[cue.clause]!.s;
  const parts: string[] = [];
  for (let c = Math.max(0, cue.clause - 1); c <= Math.min(doc.clauses.length - 1, cue.clause + 1); c++)
    if (doc.clauses[c]!.s === s) parts.push(clauseText(doc, c));
  const sentence = parts.join(' ');
  if (
    !/(?:^| )(?:meds?|medications?|medicines?|pills?|tablets?|doses?|tylenol|advil|ibuprofen|aspirin|acetaminophen|insulin|capsules?|scripts?|prescriptions?|methadone|suboxone|subs?|cough syrup|cold medicine|nyquil|dayquil|antibiotics?)(?: |$)/.test(
      sentence,
    )
  )
    return false;
  if (PURPOSE.test(sentence)) return false;
  if (
    /(?:^| )(?:safe to take|safe dose|max dose|maximum dose|is safe|are safe|for (?:a|my) (?:toothache|headache|migraine|fever|cold|back|cramps))(?: |$)/.test(
      sentence,
    )
  )
    return true;
  return cue.k === 'preparation' ? BENIGN_SAVING.test(sentence) : COMPLIANCE.test(sentence);
}

const MEDICATION = wordPattern(
  /(?:^| )(?:meds?|medications?|medicines?|pills?|tablets?|doses?|tylenol|advil|ibuprofen|aspirin|acetaminophen|insulin|capsules?|scripts?|prescriptions?|methadone|suboxone|subs?|vitamins?|cough syrup|cold medicine|nyquil|dayquil|antibiotics?|\w+(?:pam|zolam|codone|morphone|tanyl|barbital|triptyline|oxetine|apine|idone))(?: |$)/,
);
const BENIGN_SAVING = wordPattern(
  /(?:^| )(?:trip|vacation|travel|travelling|traveling|flight|refill is late|late refill|refill was late|before the refill|before my refill|run out|ration|rationing|for later|until my refill|insurance|pharmacy is closed|for the week|pill organizer|pillbox|hurricane|storm|shortage|emergency kit|power outage)(?: |$)/,
);

/** A change of plan, habit or job around a vague line ("I can't do this anymore, switching to decaf"). */
function changeSeeking(doc: Doc, cue: Cue): boolean {
  const s = doc.clauses[cue.clause]!.s;
  return CHANGE_SEEKING.test(sentenceText(doc, s)) || CHANGE_SEEKING.test(sentenceText(doc, s + 1));
}

/**
 * Sentence frames that take a cue out of the writer's present: a joke ("I'm going to jump out a
 * window haha"), a memory or a sentence dated by the next one, a show or book as the subject
 * ("Netflix show tonight had an overdose scene"). Another sentence's present statement still counts.
 */
function outOfFrame(doc: Doc, cue: Cue): boolean {
  const s = doc.clauses[cue.clause]!.s;
  const sentence = sentenceText(doc, s);
  if (JOKE.test(sentence) || remembered(doc, s)) return true;
  // A compound with a work: "the overdose scenes", "the suicide episode".
  if (/^(?:scenes?|episodes?|chapters?|storyline|plot|arc|montage|sequence)$/.test(doc.toks[cue.end + 1]?.w ?? '')) return true;
  const lead = spanWords(doc.toks, doc.clauses[cue.clause]!.start, cue.start).split(' ');
  if (lead.some((w) => w === 'i' || w === 'my' || w === 'me')) return false;
  if (lead.some((w) => MEDIA.has(w))) return true;
  // An event placed in a work after it: "there's an overdose in episode 4", "a hanging in the last scene".
  return IN_WORK.test(spanWords(doc.toks, cue.end + 1, doc.clauses[cue.clause]!.end));
}
const IN_WORK =
  /^(?:\w+ ){0,2}(?:in|on|during|at the end of|from) (?:the |this |that |a |an |last night's |tonight's |today's |episode |season |chapter )?(?:\w+ )?(?:episode|movie|film|show|book|novel|chapter|scene|season|series|game|song|podcast|documentary|video|play|musical|finale|anime|manga|comic|story)s?(?: |$)/;

/**
 * Question-and-answer transcripts (an intake form, a screening read back): "Q: Are you thinking of
 * killing yourself? A: Yes" is the writer's own "I am thinking of killing myself"; a "no" takes the
 * question back, so only the answer is read.
 */
const QA =
  /(^|\n|[.!?]\s+)\s*(?:q|question|interviewer|counselor|counsellor|therapist|dr|doctor|nurse|clinician|screener|intake)\s*[:\-–]\s*([^?\n]{3,240}\?)\s*(?:a|answer|me|patient|pt|client)\s*[:\-–]\s*([^\n]*?)(?=\s+(?:q|question|interviewer|counselor|counsellor|therapist|dr|doctor|nurse|clinician|screener)\s*[:\-–]|\n|$)/gi;
const QA_YES =
  /^(?:yes|yeah|yep|yup|ya|y|sometimes|a little|a bit|kind of|kinda|sort of|i have|i do|i am|i did|true|often|daily|every day|most days|lately|recently)\b[\s,.!:;-]*/i;
const QA_NO = /^(?:no|nope|nah|never|not really|not at all|n)\b/i;
const RISK_QUESTION =
  /\b(?:die|dying|dead|death|kill\w*|suicid\w*|hurt\w* (?:yourself|myself)|harm\w* (?:yourself|myself)|self[- ]harm|plan|intent\w*|intention\w*|attempt\w*|overdos\w*|end (?:it|your life|my life)|better off|method|preparatory|how you might do|acting on (?:these|those|them))\b/i;
const LIVE_QUESTION =
  /\b(?:want to (?:live|be alive|be here|wake up|keep going|go on)|worth living|go on living|reasons? to (?:live|stay|keep going)|see tomorrow)(?:\s+(?:anymore|at all|any longer|today|tomorrow))?\s*\?/i;
const LIFE_QUESTION = /\b(?:live|living|alive|make it|keep going|go on|be here|reasons?|okay|ok|safe|hope|want to be here)\b/i;
/** A screener's question, reworded as the writer's own statement ("Any thoughts of killing yourself?" → "I have had thoughts of killing myself"). */
function asStatement(question: string): string {
  let q = question
    .replace(/\?$/, '')
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .trim()
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'I');
  const aux: Record<string, string> = {
    are: 'am',
    were: 'was',
    have: 'have',
    has: 'have',
    had: 'had',
    do: 'do',
    did: 'did',
    will: 'will',
    would: 'would',
    could: 'could',
    can: 'can',
    is: 'am',
  };
  const inv = /^(are|were|have|has|had|do|did|will|would|could|can|is)\s+i\b\s*(?:actually\s+|ever\s+|really\s+)?/i.exec(q);
  if (inv) q = `I ${aux[inv[1]!.toLowerCase()]} ${q.slice(inv[0].length)}`;
  else if (/^any\s+/i.test(q)) q = `I have had ${q.replace(/^any\s+/i, '')}`;
  // "I have had any thoughts of..." answered yes: the thoughts, not "any".
  q = q.replace(/\b(have had|have|had|do have|did have)\s+any\s+/i, '$1 ');
  // On a screener, "attempts" are suicide attempts.
  if (!/suicid|kill|end (?:my|it)/i.test(q)) q = q.replace(/\b(?:an )?attempts?\b/i, 'a suicide attempt');
  else if (!/^i\b/i.test(q)) q = `I have had ${q}`;
  return q;
}

/** A rating of an urge on a 0–10 scale, written as a label and a number ("Suicide 7", "Self-harm: 0"). */
const URGE_RATING =
  /\b(suicid\w*(?: thoughts| urges?)?|self[- ]?harm(?:ing)?(?: urges?)?|urges? to (?:die|cut|hurt myself|kill myself))\s*(?:urges?\s*)?[:=-]?\s*(\d{1,2})(?:\s*(?:\/\s*10|out of 10))?(?!\d|[.:]\d)/gi;
/** A form field about risk answered none ("Thoughts of suicide: none."). */
const FORM_NONE = /(?<=^|[.!?\n;,])[^.!?\n;,:]{2,60}:\s*(?:none|no|denies|denied|n\/a|nil|negative|not at all)\b[.!]?/gi;

function answerQuestions(text: string): string {
  // Ratings and form fields about risk read as what they say: "Suicide 7" is a thought of suicide,
  // "Self-harm: 0" and "Thoughts of suicide: none" are none.
  text = text.replace(URGE_RATING, (m, label: string, n: string) => {
    const v = Number(n);
    if (v > 10) return m;
    if (v >= 3) return /harm|cut|hurt/i.test(label) ? ' I have urges to hurt myself. ' : ' I have thoughts of suicide. ';
    return v <= 1 ? ' ' : m;
  });
  if (text.includes(':')) text = text.replace(FORM_NONE, (f) => (RISK_QUESTION.test(f) ? ' ' : f));
  if (text.includes('?')) {
    // A screening question answered in running text. No: a question about risk, which "no" denies, goes
    // ("Wished you were dead? No."); a question about wanting to live answered no says so ("Do I want to
    // live? No."). Yes: a question about risk is the writer's own statement ('"Any thoughts of killing
    // yourself?" Yes.'). One pass over the text's questions.
    text = text.replace(
      /(?<=^|[.!?\n])([^.?!\n]*\?)(["']?)\s*(no|nope|never|not at all|nah|denied|yes|yeah|yep|yup|y|i do|i have|i did|sometimes|a little)\b([.!,]?)/gi,
      (qa, question: string, _quote: string, answer: string, stop: string) => {
        if (/^(?:no|nope|never|not at all|nah|denied)$/i.test(answer)) {
          // A comma after the no stays.
          const comma = stop === ',' ? ',' : '';
          const asked = comma ? qa.slice(0, -1) : qa;
          return (LIVE_QUESTION.test(asked) ? ' I do not want to live. ' : RISK_QUESTION.test(asked) && !LIFE_QUESTION.test(asked) ? ' ' : asked) + comma;
        }
        return RISK_QUESTION.test(question) && !LIFE_QUESTION.test(question) ? ` ${asStatement(question)}. ` : qa;
      },
    );
  }
  if (!/\?\s*(?:a|answer|me|patient|pt|client)\s*[:\-–]/i.test(text)) return text;
  return text.replace(QA, (_m, lead: string, question: string, answer: string) => {
    if (QA_NO.test(answer) || !QA_YES.test(answer)) return `${lead}${answer}`;
    return `${lead}${asStatement(question)}. ${answer.replace(QA_YES, '')}`;
  });
}

/** Assesses a text for suicide and self-harm risk; returns a level and constructs, never the words. */
export function assessCrisis(text: string, options: { /** false: the rules alone (for training the reader). */ reader?: boolean } = {}): CrisisAssessment {
  const { assessment, doc, asked } = readByRules(text);
  // The learned reader (crisis-reader.ts) may raise a `none` to `concern`, never more, never lower.
  if (asked && options.reader !== false) {
    const r = readCrisis(lemmasOf(doc!), sentenceCount(doc!));
    if (r.raise) return { level: 'concern', constructs: [r.construct] };
  }
  return assessment;
}

/**
 * A text as the learned reader's training sees it, from one reading: the rules' answer alone, the
 * lemma stream (the same normalisation, slang, lemmas and neutralised figures of speech '_' as the
 * rules, clause boundaries '|'), its number of sentences, and whether the reader is asked at all.
 * It is not asked when the rules find something, or heard a risk cue or a word of dying, killing or
 * self-injury and set it aside (a negation, a history, someone else, a fatal illness fought): the
 * reader never overrules what the rules read and dismissed; it speaks for statements made without
 * risk words.
 */
export function crisisReading(text: string): { rules: CrisisAssessment; lemmas: string[]; sentences: number; asked: boolean } {
  const { assessment, doc, asked } = readByRules(text);
  return { rules: assessment, lemmas: doc ? lemmasOf(doc) : [], sentences: doc ? sentenceCount(doc) : 0, asked };
}

const lemmasOf = (doc: Doc): string[] => doc.toks.map((t) => t.l);

/** How many sentences hold a token. */
function sentenceCount(doc: Doc): number {
  let count = 0;
  let last = -1;
  for (const t of doc.toks)
    if (t.s !== last) {
      count++;
      last = t.s;
    }
  return count;
}

function readByRules(text: string): { assessment: CrisisAssessment; doc: Doc | null; asked: boolean } {
  if (!text || !/[a-z]/i.test(text)) return { assessment: { level: 'none', constructs: [] }, doc: null, asked: false };
  // The words of the sentences read below are kept for this text only.
  VOCABULARY.clear();
  const doc = tokenize(answerQuestions(text));
  // A streak broken ("seven months with no self-harm ended tonight") is a relapse, not a recovery frame.
  const ctx: Ctx = { doc, recovery: RECOVERY.test(doc.surface) && !STREAK_BROKEN.test(doc.surface), clauseTime: computeClauseTimes(doc) };
  const cues = findCues(doc);
  const found = new Set<CrisisConstruct>();
  const antecedents = new Set<CrisisConstruct>();
  const pending: Cue[] = [];
  let strong = 0;
  // Means named in a kitchen or everyday scene wait for the writer's own risk predicate nearby.
  const household: Cue[] = [];
  const riskSentences = new Set<number>();

  const sentenceOf = (c: Cue) => sentenceText(doc, doc.clauses[c.clause]!.s);
  /** A rule's own context requirements: words its sentence or the text must or must not hold. */
  const ruledOutByContext = (cue: Cue): boolean =>
    Boolean(
      (cue.rule.sentence && !cue.rule.sentence.test(sentenceOf(cue))) ||
      cue.rule.notSentence?.test(sentenceOf(cue)) ||
      cue.rule.notText?.test(purposeSurface(doc)) ||
      (cue.rule.text && !cue.rule.text.test(doc.raw)),
    );

  for (const cue of cues) {
    if (cue.rule.ctx || cue.k === 'anaphor') {
      pending.push(cue);
      continue;
    }
    const v = license(ctx, cue);
    // Words the context rules out (a will being written, a purpose named) leave nothing for "it" to point to.
    const ruledOut = ruledOutByContext(cue);
    if (v.mine && !ruledOut) antecedents.add(cue.k as CrisisConstruct);
    if (!v.ok) continue;
    if (outOfFrame(doc, cue)) continue;
    if ((cue.k === 'method' || cue.k === 'behavior' || cue.k === 'imminent') && LEISURE.test(sentenceOf(cue)) && !PURPOSE.test(sentenceOf(cue))) continue;
    if (cue.k === 'passive_ideation' && OLD_AGE.test(sentenceOf(cue))) continue;
    const prevSentence = sentenceText(doc, doc.clauses[cue.clause]!.s - 1);
    if (
      (cue.rule.amb || /^(?:it|this|that|everything|things)$/.test(doc.toks[cue.start]!.w)) &&
      (RELATIONSHIP_HABIT.test(sentenceOf(cue)) ||
        ENDED_WITH.test(prevSentence) ||
        /(?:^| )(?:(?:relationship|marriage|friendship|engagement|thing with (?:him|her)) (?:is|be|was)(?: \w+){0,3} (?:dead|over|done)|(?:over|done) between|between (?:me|us) and)(?: |$)/.test(
          prevSentence,
        ))
    )
      continue;
    if (ruledOut) continue;
    // A gun cleaned or loaded for hunting or the range named anywhere in the text ("deer hunting this weekend. clean my rifle tonight").
    if (benignGun(doc, cue)) continue;
    // "I'm at the bridge now, see you in 5": a place named on the way to meet someone.
    if (cue.k === 'imminent' && COMMUTE.test(sentenceOf(cue)) && !PURPOSE.test(sentenceOf(cue))) continue;
    if (MED_KINDS.has(cue.k) && medicationTalk(doc, cue)) continue;
    // A goodbye before someone's move or a trip: "saying goodbye to my counselor, she's moving".
    if (
      cue.k === 'preparation' &&
      /(?:^| )(?:goodbyes?|byes?|farewells?)(?: |$)/.test(spanWords(doc.toks, cue.start, cue.end + 1)) &&
      (DEPARTURE.test(sentenceOf(cue)) ||
        DEPARTURE.test(sentenceText(doc, doc.clauses[cue.clause]!.s - 1)) ||
        DEPARTURE.test(sentenceText(doc, doc.clauses[cue.clause]!.s + 1))) &&
      !/(?:^| )(?:dead|die|gone|suicide|kill|end it)(?: |$)/.test(sentenceOf(cue))
    )
      continue;
    if (cue.rule.weak && changeSeeking(doc, cue)) continue;
    if (
      (cue.k === 'self_harm' || cue.k === 'method') &&
      ACCIDENT.test(clauseText(doc, cue.clause)) &&
      !PURPOSE.test(clauseText(doc, cue.clause)) &&
      !URGE_COPE.test(sentenceOf(cue)) &&
      !DESIRE.test(clauseText(doc, cue.clause))
    )
      continue;
    if (cue.k === 'self_harm' && SKIN.test(sentenceOf(cue)) && !URGE_COPE.test(sentenceOf(cue))) continue;
    if (HOUSEHOLD_KINDS.has(cue.k) && STAY_SAFE.test(sentenceOf(cue)) && !PURPOSE.test(sentenceOf(cue))) continue;
    // Means put away for safety ("lock box for meds is set up"), unless they were taken out again.
    if (HOUSEHOLD_KINDS.has(cue.k) && SAFE_STORAGE.test(sentenceOf(cue)) && !PURPOSE.test(sentenceOf(cue)) && !TAKEN_OUT.test(sentenceOf(cue))) continue;
    // "Drank a whole bottle" is a drink, not an overdose, unless pills or a purpose are named.
    if (
      cue.k === 'method' &&
      /(?:^| )(?:drink|drank|drinking|chug|chugged|necked|downed) (?:[^ ]+ ){0,3}bottles?$/.test(spanWords(doc.toks, cue.start, cue.end + 1)) &&
      !MEDICATION.test(sentenceOf(cue)) &&
      !/(?:^| )(?:oxys?|percs?|xanax|xans|bars|benzos?|klonopin|valium|ativan|fent|fentanyl|heroin|dope|plan|going to|gonna|will)(?: |$)/.test(
        sentenceOf(cue),
      ) &&
      !PURPOSE.test(sentenceOf(cue))
    )
      continue;
    if (HOUSEHOLD_KINDS.has(cue.k) && HOUSEHOLD.test(clauseText(doc, cue.clause))) {
      household.push(cue);
      continue;
    }
    if (SELF_RISK_KINDS.has(cue.k)) riskSentences.add(doc.clauses[cue.clause]!.s);
    strong++;
    const base: CrisisConstruct[] = [cue.k as CrisisConstruct, ...cue.also];
    framesOf(ctx, cue, base, found);
  }

  // Vague cues count next to a licensed risk statement, or two of them together when one is not faint
  // ("I have a plan." + "Pills on Saturday."). Anaphora needs something to point to.
  const weak = pending.filter(
    (cue) =>
      license(ctx, cue).ok &&
      !(cue.k === 'method' && ACCIDENT.test(clauseText(doc, cue.clause))) &&
      // Rope and a tarp for the camping trip: leisure, as for the firm cues above.
      // Means named in an everyday scene ("bought rope and a tarp for the camping trip") wait, as firm ones do, for a risk predicate nearby.
      !(HOUSEHOLD_KINDS.has(cue.k) && HOUSEHOLD.test(clauseText(doc, cue.clause)) && household.push(cue)) &&
      !ruledOutByContext(cue) &&
      !benignGun(doc, cue) &&
      !(MED_KINDS.has(cue.k) && medicationTalk(doc, cue)) &&
      !(cue.rule.weak && changeSeeking(doc, cue)) &&
      !(cue.rule.amb && RELATIONSHIP_HABIT.test(sentenceOf(cue))),
  );
  const firm = weak.filter((c) => !c.rule.faint);
  // Two vague cues make a statement only near each other (within two sentences): a long entry holds many ordinary ones.
  const sentenceNo = (c: Cue) => doc.clauses[c.clause]!.s;
  const together = firm.some((a) =>
    weak.some((b) => b.rule !== a.rule && (b.start > a.end || b.end < a.start) && Math.abs(sentenceNo(a) - sentenceNo(b)) <= 2),
  );
  const enough = strong > 0 || together;
  for (const cue of weak) {
    if (cue.k === 'anaphor') {
      if (!enough && antecedents.size === 0) continue;
      const ante = new Set<CrisisConstruct>([...antecedents, ...found]);
      const base: CrisisConstruct[] = [];
      if (ante.has('self_harm') && !ante.has('active_ideation') && !ante.has('method') && !ante.has('passive_ideation')) base.push('self_harm');
      else base.push('active_ideation');
      if (ante.has('method')) base.push('method');
      framesOf(ctx, cue, base, found);
      continue;
    }
    if (!enough) continue;
    framesOf(ctx, cue, [cue.k as CrisisConstruct, ...cue.also], found);
  }

  const riskPreds = secondReader(ctx, found);
  for (const s of riskPreds) riskSentences.add(s);
  for (const cue of household) {
    const s = doc.clauses[cue.clause]!.s;
    if (riskSentences.has(s - 1) || riskSentences.has(s) || riskSentences.has(s + 1)) framesOf(ctx, cue, [cue.k as CrisisConstruct, ...cue.also], found);
  }
  const constructs = [...found].sort();
  const level: CrisisLevel = constructs.some((c) => URGENT.has(c)) ? 'urgent' : constructs.length ? 'concern' : 'none';
  // The reader speaks only where the rules heard nothing: no cue, no word of dying, killing or
  // self-injury, no fatal illness (whether one is welcomed or fought is the rules' to read).
  const heard = cues.some((c) => c.k !== 'anaphor' && !c.rule.ctx) || doc.riskVocabulary === true || FATAL_ILLNESS.test(doc.surface);
  return { assessment: { level, constructs }, doc, asked: found.size === 0 && !heard };
}

/** Whether a text holds crisis language: `detected` is true at any level above none. */
export function detectCrisis(text: string): CrisisCheck {
  const a = assessCrisis(text);
  return { detected: a.level !== 'none', level: a.level, constructs: a.constructs };
}
