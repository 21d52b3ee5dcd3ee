import { describe, expect, it } from 'vitest';
import { SENDER_KEY } from './current-order.ts';
import { readSender, rememberSender } from './draft.ts';
import { memoryStorage } from './test-orders.ts';

describe('the remembered sender', () => {
  it('keeps the names, e-mail and address of the last card added, for the next one', () => {
    const storage = memoryStorage();
    rememberSender(storage, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      address: '1 Harbour St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
    expect(readSender(storage)).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      address: '1 Harbour St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
  });

  it('keeps nothing of a sender without a name and an e-mail, and reads nothing else it finds', () => {
    const storage = memoryStorage();
    rememberSender(storage, { firstName: 'Grace' });
    expect(readSender(storage)).toBeNull();
    storage.setItem(
      SENDER_KEY,
      JSON.stringify({ firstName: 'A', email: 'a@example.com', role: 'admin', x: 1 }),
    );
    expect(readSender(storage)).toEqual({ firstName: 'A', email: 'a@example.com' });
    storage.setItem(SENDER_KEY, '{not json');
    expect(readSender(storage)).toBeNull();
  });
});
