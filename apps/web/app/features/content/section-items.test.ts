import { describe, expect, it } from 'vitest';
import { comparisonTable, itemNumber, itemText } from './section-items.ts';

describe('itemText and itemNumber', () => {
  it('read text and numbers, and nothing from other values', () => {
    const item = { title: 'Hi', rating: 5, score: '4', extra: { a: 1 } };
    expect(itemText(item, 'title')).toBe('Hi');
    expect(itemText(item, 'rating')).toBe('5');
    expect(itemText(item, 'extra')).toBe('');
    expect(itemNumber(item, 'rating')).toBe(5);
    expect(itemNumber(item, 'score')).toBe(4);
    expect(itemNumber(item, 'title')).toBeNull();
  });
});

describe('comparisonTable', () => {
  it('takes the headers item first and the cells rows after it', () => {
    expect(
      comparisonTable([
        { headers: ['', 'Cardshop', 'Doing it yourself'] },
        { cells: ['Real pen', 'check', 'times'] },
        { cells: ['Time for 200 cards', 'About 15 minutes', 'Two to three days'] },
      ]),
    ).toEqual({
      headers: ['', 'Cardshop', 'Doing it yourself'],
      rows: [
        ['Real pen', 'check', 'times'],
        ['Time for 200 cards', 'About 15 minutes', 'Two to three days'],
      ],
    });
  });

  it('pads short rows so every row has a cell per column', () => {
    expect(comparisonTable([{ headers: ['', 'A', 'B'] }, { cells: ['Only a label'] }]).rows).toEqual([
      ['Only a label', '', ''],
    ]);
  });

  it('copes with a table without headers', () => {
    expect(comparisonTable([{ cells: ['x', 'check'] }])).toEqual({ headers: [], rows: [['x', 'check']] });
  });
});
