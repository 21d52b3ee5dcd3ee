import { describe, expect, it } from 'vitest';
import { splitName } from './names.ts';

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName(' Mary Anne  Lee ')).toEqual({ firstName: 'Mary', lastName: 'Anne  Lee' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });
});
