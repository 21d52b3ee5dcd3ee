import { DisableRemindersSchema, UnsubscribeSchema } from '@cardshop/shared/contracts/account';
import type { z } from 'zod';

// The signed links in the shop's mail that act without a login: unsubscribe and disable reminders.

export type UnsubscribeRequest = z.infer<typeof UnsubscribeSchema>;
export type DisableRemindersRequest = z.infer<typeof DisableRemindersSchema>;

interface UnsubscribeParams {
  what?: string;
  event?: string;
  id?: string;
  email?: string;
}

/**
 * The body of `POST /api/account/unsubscribe` from a link: `/unsubscribe/{what}/{email}` or
 * `/unsubscribe/{event}/{id}/{email}`, with the signature in `?sig=`. Null when the link is incomplete
 * (no signature at all), so the page says it is not valid without asking; a wrong one is the server's to judge.
 */
export function unsubscribeRequest(
  params: UnsubscribeParams,
  signature: string | null,
): UnsubscribeRequest | null {
  const parsed = UnsubscribeSchema.safeParse({
    what: params.what ?? params.event,
    email: params.email,
    ...(params.event && params.id ? { id: params.id } : {}),
    signature: signature ?? '',
  });
  return parsed.success && parsed.data.signature ? parsed.data : null;
}

/** The body of `POST /api/account/disable-reminders` from `/disable-reminders/{id}/{email}?sig=…`. */
export function disableRemindersRequest(
  params: { id?: string; email?: string },
  signature: string | null,
): DisableRemindersRequest | null {
  const parsed = DisableRemindersSchema.safeParse({
    id: params.id,
    email: params.email,
    signature: signature ?? '',
  });
  return parsed.success && parsed.data.signature ? parsed.data : null;
}

/** The words for what a link stops: this list's own where the page has them, else a general wording. */
export function unsubscribeSubjectKey(what: string, has: (key: string) => boolean): string {
  const key = `account.unsubscribe.subject.${what}`;
  return has(key) ? key : 'account.unsubscribe.subject.other';
}
