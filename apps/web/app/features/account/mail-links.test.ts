import { describe, expect, it } from 'vitest';
import { disableRemindersRequest, unsubscribeRequest, unsubscribeSubjectKey } from './mail-links.ts';

const sig = 'x'.repeat(43);

describe('unsubscribe links', () => {
  it('asks to stop a list for an address', () => {
    expect(unsubscribeRequest({ what: 'newsletter', email: 'ada@example.com' }, sig)).toEqual({
      what: 'newsletter',
      email: 'ada@example.com',
      signature: sig,
    });
  });

  it('asks to stop one event of one subject', () => {
    expect(unsubscribeRequest({ event: 'reminder', id: '42', email: 'ada@example.com' }, sig)).toEqual({
      what: 'reminder',
      id: '42',
      email: 'ada@example.com',
      signature: sig,
    });
  });

  it('is not valid without its signature or address', () => {
    expect(unsubscribeRequest({ what: 'newsletter', email: 'ada@example.com' }, null)).toBeNull();
    expect(unsubscribeRequest({ what: 'newsletter', email: 'ada@example.com' }, '')).toBeNull();
    expect(unsubscribeRequest({ what: 'newsletter' }, sig)).toBeNull();
  });

  it('names the list where the page knows it', () => {
    const has = (key: string) => key === 'account.unsubscribe.subject.newsletter';
    expect(unsubscribeSubjectKey('newsletter', has)).toBe('account.unsubscribe.subject.newsletter');
    expect(unsubscribeSubjectKey('surveys', has)).toBe('account.unsubscribe.subject.other');
  });
});

describe('disable reminders links', () => {
  it('carries the reminder, the address and the signature', () => {
    expect(disableRemindersRequest({ id: '7', email: 'ada@example.com' }, sig)).toEqual({
      id: '7',
      email: 'ada@example.com',
      signature: sig,
    });
    expect(disableRemindersRequest({ id: '7', email: 'ada@example.com' }, '')).toBeNull();
  });
});
