import { describe, expect, it } from 'vitest';
import { stateFieldFor } from './fields.ts';

const states = {
  AU: [
    { code: 'NSW', name: 'New South Wales' },
    { code: 'VIC', name: 'Victoria' },
  ],
  US: [{ code: 'NY', name: 'New York' }],
};

describe('address fields', () => {
  it('offers a state list where the shop knows the states, and requires one only in six countries', () => {
    expect(stateFieldFor('AU', states)).toEqual({ options: states.AU, required: true });
    expect(stateFieldFor('MX', states)).toEqual({ options: null, required: true });
    expect(stateFieldFor('GB', states)).toEqual({ options: null, required: false });
    expect(stateFieldFor('', states)).toEqual({ options: null, required: false });
    for (const country of ['AU', 'CA', 'CN', 'MY', 'MX', 'US'])
      expect(stateFieldFor(country, {}).required).toBe(true);
  });
});
