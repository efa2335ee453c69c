/** The AFINN-165 lexicon: word → score, -5..5 (see afinn.cjs). */
declare const afinn: Record<string, number>;
export = afinn;
