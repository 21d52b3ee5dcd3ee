import { describe, expect, it } from 'vitest';
import { mayBeTypo, searchWords, synonymsOf, toTsQueryText } from './search-query.ts';

describe('searchWords', () => {
  it('splits what was typed into lower-case words, dropping punctuation and apostrophes', () => {
    expect(searchWords('  Grandma, BIRTHDAY!  ')).toEqual(['grandma', 'birthday']);
    expect(searchWords("Mother's Day")).toEqual(['mothers', 'day']);
    expect(searchWords('---')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('synonymsOf', () => {
  it('finds every name of a grandmother from any of them', () => {
    for (const word of ['nan', 'grandma', 'grandmother', 'granny']) {
      expect(synonymsOf(word)).toEqual(
        expect.arrayContaining(['nan', 'grandma', 'grandmother', 'grandparent']),
      );
    }
  });

  it('finds mum, mom and mother from each other, and not dad', () => {
    for (const word of ['mum', 'mom', 'mother']) {
      expect(synonymsOf(word)).toEqual(expect.arrayContaining(['mum', 'mom', 'mother']));
      expect(synonymsOf(word)).not.toContain('dad');
    }
  });

  it('reads a plural as its singular', () => {
    expect(synonymsOf('grandmas')).toEqual(expect.arrayContaining(['grandmas', 'grandma', 'nan']));
    expect(synonymsOf('nannies')).toEqual(['nannies']);
  });

  it('leaves a word without synonyms alone', () => {
    expect(synonymsOf('wedding')).toEqual(['wedding']);
  });
});

describe('mayBeTypo', () => {
  it('corrects words of four letters or more, never numbers', () => {
    expect(mayBeTypo('birthdy')).toBe(true);
    expect(mayBeTypo('nan')).toBe(false);
    expect(mayBeTypo('2024')).toBe(false);
    expect(mayBeTypo('30th')).toBe(false);
  });
});

describe('toTsQueryText', () => {
  it('needs every word and lets any alternative of a word match', () => {
    expect(
      toTsQueryText([
        ['grandma', 'nan'],
        ['birthday', 'bday'],
      ]),
    ).toBe('(grandma | nan) & (birthday | bday)');
  });

  it('leaves out anything that is not a plain word, so no query operator gets through', () => {
    expect(toTsQueryText([['birthday', "x')|!", 'a:*'], ['!'], []])).toBe('(birthday)');
    expect(toTsQueryText([])).toBe('');
  });
});
