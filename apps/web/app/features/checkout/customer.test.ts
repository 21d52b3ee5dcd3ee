import type { User } from '@cardshop/shared/contracts/auth';
import type { Order } from '@cardshop/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { customerServerRules, initialCustomer, twoNameRules } from './customer.ts';

const user = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' } as User;

describe('the buyer’s details', () => {
  it('start from the order’s customer, else the signed-in user, else empty', () => {
    const order = { customer: { email: 'bob@example.com', firstName: 'Bob', lastName: 'Byrne' } } as Order;
    expect(initialCustomer(order, user)).toEqual({
      email: 'bob@example.com',
      firstName: 'Bob',
      lastName: 'Byrne',
    });
    expect(initialCustomer({ customer: null }, user)).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(initialCustomer(null, null)).toEqual({ email: '', firstName: '', lastName: '' });
  });

  it('need a last name, and each name at most 128 characters', () => {
    expect(twoNameRules({ email: '', firstName: 'Ada', lastName: ' ' })).toEqual({
      lastName: ['validation.required'],
    });
    expect(twoNameRules({ email: '', firstName: 'x'.repeat(129), lastName: 'y'.repeat(129) })).toEqual({
      firstName: ['validation.max'],
      lastName: ['validation.max'],
    });
    expect(twoNameRules({ email: '', firstName: 'Ada', lastName: 'Lovelace' })).toEqual({});
  });

  it('take the server’s field errors however it names them', () => {
    expect(
      customerServerRules({ 'customer.email': ['email'], lastName: ['required'], other: ['x'] }),
    ).toEqual({
      email: ['email'],
      lastName: ['required'],
    });
  });
});
