import { describe, expect, it } from 'vitest';
import { makeEntry } from '@/testing/data';
import { filterEntries, isFiltered, NO_FILTERS, otherTags, sortEntries } from '../filters';

const e = (id: string, title: string, moodScore: number | null, day: number, extra: Parameters<typeof makeEntry>[0] = {}) =>
  makeEntry({ id, title, moodScore, createdAt: `2025-06-${String(day).padStart(2, '0')}T12:00:00.000Z`, ...extra });

const entries = [
  e('a', 'banana day', 9, 1, { sentiment: 'positive', themes: ['Gratitude', 'family'] }),
  e('b', 'Apple evening', 8, 2, { sentiment: 'mixed', themes: ['sleep'] }),
  e('c', 'cherry night', 7, 3, { sentiment: 'neutral', themes: [] }),
  e('d', 'Date morning', 6, 4, { sentiment: 'negative', themes: ['cravings'] }),
  e('f', 'fig', 5, 5, { sentiment: 'negative', themes: ['family time'] }),
  e('g', 'grape', 1, 6, { sentiment: 'positive', themes: [] }),
  e('h', 'Unrated', null, 7, { sentiment: null, themes: [] }),
];
const ids = (list: { id: string }[]) => list.map((x) => x.id).join('');

describe('journal filters', () => {
  it('filters mood by band: high 8-10, medium 6-7, low 1-5; unrated only under All', () => {
    expect(ids(filterEntries(entries, { ...NO_FILTERS, mood: 'high' }))).toBe('ab');
    expect(ids(filterEntries(entries, { ...NO_FILTERS, mood: 'medium' }))).toBe('cd');
    expect(ids(filterEntries(entries, { ...NO_FILTERS, mood: 'low' }))).toBe('fg');
    expect(filterEntries(entries, NO_FILTERS)).toHaveLength(7);
  });

  it('filters sentiment, and tags by case-insensitive substring of any theme', () => {
    expect(ids(filterEntries(entries, { ...NO_FILTERS, sentiment: 'negative' }))).toBe('df');
    expect(ids(filterEntries(entries, { ...NO_FILTERS, sentiment: 'neutral' }))).toBe('c');
    expect(ids(filterEntries(entries, { ...NO_FILTERS, tag: '  FAM ' }))).toBe('af');
    expect(ids(filterEntries(entries, { ...NO_FILTERS, tag: 'grat' }))).toBe('a');
    expect(ids(filterEntries(entries, { mood: 'high', sentiment: 'positive', tag: 'fam' }))).toBe('a');
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, tag: ' x' })).toBe(true);
  });

  it('sorts six ways', () => {
    expect(ids(sortEntries(entries, 'newest'))).toBe('hgfdcba');
    expect(ids(sortEntries(entries, 'oldest'))).toBe('abcdfgh');
    expect(ids(sortEntries(entries, 'mood-high'))).toBe('abcdfgh');
    expect(ids(sortEntries(entries, 'mood-low'))).toBe('gfdcbah');
    expect(ids(sortEntries(entries, 'title-asc'))).toBe('bacdfgh'); // case-insensitive: Apple, banana, cherry, Date…
    expect(ids(sortEntries(entries, 'title-desc'))).toBe('hgfdcab');
  });

  it('lists the tags of other entries for quick-add, without the entry’s own', () => {
    expect(otherTags(entries, ['sleep', 'family'])).toEqual(['cravings', 'family time', 'Gratitude']);
  });
});
