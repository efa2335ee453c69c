import { describe, expect, it } from 'vitest';
import { moodRatingQuestion, parseMoodRating } from '../../src/calls/script.js';

describe('the call mood rating', () => {
  it('asks on a scale of 1 to 10', () => {
    expect(moodRatingQuestion()).toBe('On a scale of 1 to 10, how would you rate your mood today?');
  });

  it.each([
    ['7', 7],
    ['seven', 7],
    ['Seven.', 7],
    ['about a six', 6],
    ['6 out of 10', 6],
    ['like a 4 maybe', 4],
    ['I would say a ten', 10],
    ['10', 10],
    ['one', 1],
  ])('reads %j as %i', (speech, rating) => {
    expect(parseMoodRating(speech)).toBe(rating);
  });

  it('reads keypad digits 1-9 and 10', () => {
    expect(parseMoodRating('', '3')).toBe(3);
    expect(parseMoodRating('', '10')).toBe(10);
    expect(parseMoodRating('', '9#')).toBe(9);
    expect(parseMoodRating('', '0')).toBeNull();
  });

  it('gives null for an answer without a rating', () => {
    expect(parseMoodRating('')).toBeNull();
    expect(parseMoodRating('I do not know, it was a long day')).toBeNull();
    expect(parseMoodRating('eleven')).toBeNull();
    expect(parseMoodRating('42')).toBeNull();
  });
});
