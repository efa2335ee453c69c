import type { ItemSentence, ItemToken, WinkMethods } from 'wink-nlp';
import loadWink from './wink.cjs';

/**
 * wink-nlp with its English light model: sentence boundaries, tokens (contractions split and
 * normalised: "didn't" is "did" + "not"), parts of speech and stop words. The model is loaded and
 * instantiated on first use, once per process (wink.cjs), and esbuild bundles it into the Lambda.
 */
const nlp = (): WinkMethods => loadWink();

/** Loads the model now (cold-start measurement, or warming a Lambda in its init phase). */
export function warmUp(): void {
  nlp();
}

export interface Token {
  /** Lower-case normal form ("n't" → "not", "ca" → "can"). */
  normal: string;
  /** Universal part of speech (NOUN, ADJ, VERB, PROPN, PUNCT, …). */
  pos: string;
  /** A word (not punctuation, number, emoji, …). */
  word: boolean;
  stop: boolean;
}

export interface Sentence {
  /** The sentence as written, trimmed. */
  text: string;
  tokens: Token[];
}

/**
 * Sentences of a text, in order. A line break also ends a sentence (journal entries often have
 * unpunctuated lines).
 */
export function parseSentences(text: string): Sentence[] {
  const { its } = nlp();
  const doc = nlp().readDoc(text);
  const out: Sentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    let raw = '';
    let tokens: Token[] = [];
    const flush = () => {
      const trimmed = raw.trim();
      if (trimmed && tokens.length) out.push({ text: trimmed, tokens });
      raw = '';
      tokens = [];
    };
    sentence.tokens().each((t: ItemToken) => {
      const value = t.out();
      const spaces = t.out(its.precedingSpaces);
      const type = t.out(its.type);
      if (/\n/.test(spaces) || (type === 'tabCRLF' && /\n/.test(value))) flush();
      if (type === 'tabCRLF') return;
      raw += spaces + value;
      tokens.push({ normal: t.out(its.normal).toLowerCase(), pos: t.out(its.pos), word: type === 'word', stop: t.out(its.stopWordFlag) === true });
    });
    flush();
  });
  return out;
}
