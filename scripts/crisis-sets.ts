/**
 * The labelled crisis sets the learned reader never trains on (docs/crisis-safety.md, round
 * fourteen): blind sets written independently and never opened, and one set of ordinary short texts.
 * `train:crisis-reader` holds them out; `bench:crisis` reports the blind ones together.
 */
export const READER_HELD_OUT = ['blind-15', 'blind-17', 'blind-18', 'blind-19', 'blind-20', 'blind-21', 'blind-22', 'blind-23', 'blind-24', 'blind-25'];
export const READER_EVERYDAY_CHECK = 'everyday-d';
