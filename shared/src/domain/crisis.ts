/**
 * Crisis detection (DESIGN.md section 6): deterministic, never a model. Runs on every entry, call
 * answer and chat message. A hit means the person sees the 988 Suicide & Crisis Lifeline at once and
 * their care team is alerted. It errs towards detection: a missed crisis costs more than an extra
 * 988 banner. It does consider negation ("I would never hurt myself"), common idioms ("this craving
 * is killing me") and words reported from someone else ("he said 'I want to die'").
 */

export type CrisisCategory = 'suicide' | 'self_harm' | 'overdose' | 'unsafe';

export interface CrisisCheck {
  detected: boolean;
  /** Which kinds of risk were found; never the words themselves (they are health data). */
  categories: CrisisCategory[];
}

interface Pattern {
  category: CrisisCategory;
  re: RegExp;
  /** The pattern carries its own negation ("don't want to live"): a negator before it does not cancel it. */
  negated?: boolean;
}

const I =
  "(?:i|i'm|im|i am|i've|ive|i have|i feel|i felt|i was|i keep|i kept|i just|i really|i might|i will|i'll|i'd|i would|i think i|i think about|i thought about|i'm thinking about|i am thinking about|thinking about|thought about)";

const PATTERNS: Pattern[] = [
  // Suicide
  { category: 'suicide', re: /\b(?:(?:i'm|im|i am|i feel|i felt|feeling|been|so|very|getting)\s+)+suicidal\b/ },
  { category: 'suicide', re: /\bsuicidal (?:thoughts?|ideation|urges?|feelings?|plans?)\b/ },
  { category: 'suicide', re: /\b(?:commit(?:ting)?|attempt(?:ing|ed)?|thinking (?:about|of)|think about|considering|plan(?:ning)?)\s+suicide\b/ },
  { category: 'suicide', re: /\b(?:kill(?:ing)?|end(?:ing)?|take|taking)\s+(?:myself|my (?:own )?life|it all)\b/ },
  { category: 'suicide', re: /\b(?:want|wanna|wanted|going|gonna|ready|plan(?:ning)?|about)\s+to\s+die\b/ },
  { category: 'suicide', re: /\bwish(?:ed)? (?:i (?:was|were) dead|i (?:could|would) die|i (?:had )?never (?:been born|woke up))\b/ },
  {
    category: 'suicide',
    re: /\b(?:better off dead|better off without me|no reason (?:to live|to go on|to keep going)|not worth living|can't go on|cannot go on|can't do this anymore)\b/,
  },
  {
    category: 'suicide',
    re: /\b(?:don't|do not|dont|no longer|never) (?:want|wanna) to (?:live|be alive|be here anymore|be here any more|exist|wake up)\b/,
    negated: true,
  },
  { category: 'suicide', re: /\b(?:end|ending) (?:it|things|everything)(?: all)?(?: tonight| today| soon| for good)\b/ },
  { category: 'suicide', re: /\b(?:writing|wrote|left) (?:a |my )?(?:suicide )?(?:note|goodbye letters?)\b|\bsaying goodbye (?:to everyone|forever)\b/ },
  // Self-harm
  { category: 'self_harm', re: /\b(?:hurt(?:ing)?|harm(?:ing)?|cut(?:ting)?|burn(?:ing)?|punish(?:ing)?) myself\b/ },
  { category: 'self_harm', re: /\bself[- ]?harm(?:ing|ed)?\b/ },
  // Overdose
  { category: 'overdose', re: new RegExp(`\\b${I}\\s+(?:(?:want|wanna|going|gonna|plan(?:ning)?|about) to\\s+)?(?:overdose|od)\\b`) },
  {
    category: 'overdose',
    re: /\b(?:take|taking|swallow|swallowing|took|swallowed) (?:all|the whole bottle|a handful) (?:of )?(?:my |the |these )?(?:pills|meds|medication|tablets)\b/,
  },
  { category: 'overdose', re: /\bon purpose\b.*\b(?:overdose|pills|od)\b|\b(?:overdose|od)\b.*\bon purpose\b/ },
  // Unsafe
  {
    category: 'unsafe',
    re: /\b(?:i(?:'m| am)?|i feel|feeling) (?:not safe|unsafe)(?: (?:with|around) myself| right now| tonight| anymore)?\b/,
    negated: false,
  },
  { category: 'unsafe', re: /\bnot safe (?:with|around|from) myself\b/, negated: true },
  { category: 'unsafe', re: /\b(?:have|got|bought|found) (?:a |the )?(?:gun|rope|pills) (?:to|so i can|and i'm going to)\b/ },
];

/** Figures of speech that use crisis words without meaning them. Removed before matching. */
const IDIOMS = [
  /\b(?:is|are|was|were|it's|its|that's|they're|you're|this is|these are)\s+(?:\w+\s+)?killing me\b/g,
  /\bkill(?:ing)? me (?:softly|with)\b/g,
  /\bdying (?:to|for|of (?:laughter|boredom|embarrassment))\b/g,
  /\b(?:to die for|die laughing|bored to death|scared to death|killed it|kill it|killing it|dead tired|dead serious)\b/g,
  /\bsuicide (?:prevention|awareness|hotline|lifeline|squad)\b/g,
];

const NEGATORS = /\b(?:not|never|no|don't|dont|didn't|didnt|doesn't|won't|wont|wouldn't|wouldnt|isn't|wasn't|aren't|without|nor)\b/;

/** Words someone else said, in quotes after a verb of saying: "he said 'I want to die'". */
const REPORTED =
  /\b(?:he|she|they|someone|somebody|my \w+|a \w+|the \w+|\w+) (?:said|says|told me|asked|yelled|wrote|texted|posted|sang|sings)[,:]?\s*["“'‘][^"”’]*["”'’]/g;

function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');
}

/** Returns which kinds of crisis language the text contains. */
export function detectCrisis(text: string): CrisisCheck {
  let t = normalise(text).replace(REPORTED, ' ');
  for (const idiom of IDIOMS) t = t.replace(idiom, ' ');
  const categories = new Set<CrisisCategory>();
  // Clauses: a negator only cancels a match in its own clause.
  for (const clause of t.split(/[.!?;\n]+|,\s*(?:but|and|so|though|although)\b|\b(?:but|although|though)\b/)) {
    for (const p of PATTERNS) {
      const m = p.re.exec(clause);
      if (!m) continue;
      if (!p.negated) {
        const before = clause.slice(Math.max(0, m.index - 30), m.index);
        const lastWords = before.split(' ').slice(-5).join(' ');
        if (NEGATORS.test(lastWords) && !/\b(?:can't stop|cannot stop|can't help|keep|kept)\b/.test(lastWords)) continue;
      }
      categories.add(p.category);
    }
  }
  return { detected: categories.size > 0, categories: [...categories].sort() };
}
