import type { WinkMethods } from 'wink-nlp';

/** wink-nlp with its English light model, instantiated on first call (see wink.cjs). */
declare function loadWink(): WinkMethods;
export = loadWink;
