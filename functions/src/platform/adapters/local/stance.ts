import { PAIN_KINDS, type Understood } from './understand.js';

/**
 * The stance rules of a coach reply, checkable on any reply (the local coach's or a model's):
 * `stanceViolations` returns the names of the rules a reply breaks, empty when it keeps them all.
 */

/** Sentences of a reply ("Well done. What helped?" → two). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence reduced for comparison (case, spacing, punctuation and a leading first name do not count). */
export const normalSentence = (s: string) =>
  s
    .toLowerCase()
    .replace(/^[a-z]+,\s+/, (m) => (/^(so|and|but|well|yes|okay|ok),/.test(m) ? m : ''))
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An open question: a sentence ending in "?" that starts with What/How/When/Who/Which/Where/Tell me. */
export const isOpenQuestion = (s: string) => /\?$/.test(s.trim()) && /^(?:[A-Z][a-z]+,\s+)?(what|what's|how|when|who|which|where|tell me)\b/i.test(s.trim());

const IMPROVING = /\b(mood (has been|is|seems) (lifting|improving|getting better|better|up)|step forward|good to hear|going well|glad things are good)\b/i;
const JUDGING =
  /\b(failure|failed|failing|disappointing|disappointed in you|should have|shouldn't have|back to square one|start(ing)? over from (zero|scratch)|reset your (count|clock) to zero|weak willed|no excuse)\b/i;
const CLAIMS_SHARING =
  /\b(I('ve| have)? (shared|sent|told|notified|alerted|informed|forwarded)|I('ll| will) (share|send|tell|notify|alert|inform|forward)(?! you)|I am (sharing|sending|telling|notifying))\b/i;
const DOSING =
  /(\b\d+(\.\d+)?\s*(mg|milligrams?|mcg|ml|doses?|tablets?|pills?|capsules?)\b|\b(take|taking) (more|less|an extra|extra|half|a double)\b|\bdouble (up|it|the|your)\b|\bskip (it|a|the|your|doses?)\b|\bstop taking\b|\b(up|increase|lower|decrease|cut) (your|the) dose\b|\bit(?:'s| is) (fine|safe|okay|ok) to (drink|mix|stop|skip|take)\b)/i;
const CONGRATS = /\b(congratulations|congrats|well done|proud|celebrat\w*|big deal|milestone|amazing|huge)\b/i;
const BAD_AGREEMENT =
  /\b(cravings|urges|feelings|thoughts|meetings|relationships|finances|emotions|nightmares|worries|medications) (is|has|was)\b|\b(sleep|anxiety|work|family|mood|health|money|sobriety) (are|have been|were)\b/i;
const BEFORE_QUESTION = /\b(just before|led up to|leading up|before it|beforehand|what happened)\b/i;
const TELL_OFFER = /\b(coach|sponsor|counsell?or|therapist|care team|someone you trust)\b/i;
const ADVICE: Record<string, RegExp> = {
  sleep: /\b(wake(-up)? time|get up|screens?|caffeine|bed only|20 minutes)\b/i,
  panic: /\b(breath\w*|in for 4|grounding|5 things)\b/i,
  anger: /\b(pause|time-out|step away|name the feeling|naming the feeling)\b/i,
  boredom: /\b(plan|schedule|structured|activit\w+)\b/i,
  cravings: /\b(urge surfing|15 minutes|call|leave|wave)\b/i,
  refusal: /\b(no thanks|ready answer|leave early|explanation)\b/i,
  telling: /\b(supportive|private moment|simple|how much to share)\b/i,
  general: /./,
};

export function stanceViolations(understood: Understood, reply: string, previousReplies: string[]): string[] {
  const out: string[] = [];
  const k = understood.kind;
  const sentences = sentencesOf(reply);
  if (PAIN_KINDS.has(k) && IMPROVING.test(reply)) out.push('pain_read_as_progress');
  if (JUDGING.test(reply)) out.push('judging_language');
  if (CLAIMS_SHARING.test(reply)) out.push('claims_to_share');
  if (DOSING.test(reply)) out.push('dosing_advice');
  if (BAD_AGREEMENT.test(reply)) out.push('grammar_agreement');
  if (!sentences.some(isOpenQuestion)) out.push('no_open_question');
  if (k === 'milestone') {
    if (!CONGRATS.test(reply)) out.push('milestone_not_celebrated');
    if (understood.days && !reply.toLowerCase().includes(understood.days.toLowerCase())) out.push('milestone_not_named');
  }
  if (k === 'lapse') {
    if (!BEFORE_QUESTION.test(reply)) out.push('lapse_no_before_question');
    if (!TELL_OFFER.test(reply)) out.push('lapse_no_offer_to_tell');
    if (understood.days && !reply.toLowerCase().includes(understood.days.toLowerCase())) out.push('lapse_days_not_named');
  }
  if (k === 'medication_question' && !/\b(prescriber|pharmacist|doctor|psychiatrist)\b/i.test(reply)) out.push('medication_no_prescriber');
  if (k === 'help_question') {
    const advice = ADVICE[understood.topic ?? 'general'] ?? ADVICE.general!;
    const firstQ = sentences.findIndex((s) => s.endsWith('?'));
    const adviceAt = sentences.findIndex((s) => advice.test(s) && !s.endsWith('?'));
    if (adviceAt < 0 || (firstQ >= 0 && firstQ < adviceAt)) out.push('help_no_concrete_answer_first');
  }
  const earlier = new Set(previousReplies.flatMap(sentencesOf).map(normalSentence));
  if (sentences.some((s) => earlier.has(normalSentence(s)))) out.push('repeated_sentence');
  return out;
}
