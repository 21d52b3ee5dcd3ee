import { createHmac, randomBytes } from 'node:crypto';
import {
  CONTACT_FIELDS,
  type Contact,
  type ContactInput,
  ContactInputSchema,
} from '@cardshop/shared/contracts/address-book';
import {
  type AddressAnswer,
  type AddressAnswerParams,
  type AddressRequestPage,
  type AddressRequestParams,
  type AddressRequestSettingsInput,
  type AddressRequestState,
  ANSWER_FIELDS,
  type AnswerField,
  type AnswerTaken,
  addressRequestPath,
  OPTIONAL_ANSWER_FIELDS,
  slugOf,
} from '@cardshop/shared/contracts/address-requests';
import { fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit.ts';
import type { ConfigService } from '../config/service.ts';
import * as store from './requests-store.ts';
import type { AddressBookService } from './service.ts';
import * as bookStore from './store.ts';

// Address requests (issue 18; decision 0030): the account's collection link and the answers it takes.

export type AddressRequestService = ReturnType<typeof createAddressRequestService>;

/**
 * How often the public pages and calls may be used: every view and answer counts against the visitor's
 * address and against the link; answers count again, more strictly. A 429 says when to try again.
 */
export const ADDRESS_REQUEST_LIMITS = {
  ip: { limit: 60, windowSeconds: 600 },
  link: { limit: 300, windowSeconds: 3600 },
  answersPerIp: { limit: 20, windowSeconds: 3600 },
  answersPerLink: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

type Limits = typeof ADDRESS_REQUEST_LIMITS;

/** The answer is in the book whether or not the owner's mail went: the person answering is not refused. */
const ignoreMailFailure = () => undefined;

const OPTIONAL_FIELDS = Object.values(OPTIONAL_ANSWER_FIELDS).flat() as AnswerField[];

/** The fields a link asks for: always the name and address, the others as its settings say. */
function askedFields(row: store.RequestRow): Set<AnswerField> {
  const asked = new Set<AnswerField>(ANSWER_FIELDS.filter((field) => !OPTIONAL_FIELDS.includes(field)));
  for (const [setting, fields] of Object.entries(OPTIONAL_ANSWER_FIELDS)) {
    if (row[setting as keyof typeof OPTIONAL_ANSWER_FIELDS]) for (const field of fields) asked.add(field);
  }
  return asked;
}

/** A contact's fields as a contact's input (its groups left as they are). */
const inputOf = (contact: Contact): ContactInput =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, contact[field]])) as unknown as ContactInput;

export function createAddressRequestService(
  db: Db,
  deps: {
    addressBook: AddressBookService;
    config: ConfigService;
    mailer: Mailer;
    publicUrl: string;
    appSecret: string;
    clock?: () => Date;
    limits?: Partial<Limits>;
  },
) {
  const limits: Limits = { ...ADDRESS_REQUEST_LIMITS, ...deps.limits };
  const limiter = createRateLimiter(db, deps.clock);
  const derive = (purpose: string) =>
    createHmac('sha256', deps.appSecret).update(`cardshop:${purpose}`).digest();
  const tokenKey = derive('address-request-token');
  const lookupKey = derive('address-request-lookup');

  /** The link's token: an HMAC of its seed (the seed alone, without the app secret, gives nothing). */
  const tokenOf = (seed: string) =>
    createHmac('sha256', tokenKey).update(seed).digest('base64url').slice(0, 32);
  /** What a token or an answer's key is found by. */
  const lookupHash = (kind: 'token' | 'answer', value: string) =>
    createHmac('sha256', lookupKey).update(`${kind}:${value}`).digest('hex');

  async function state(userId: string): Promise<AddressRequestState> {
    const row = await store.requestOf(db, userId);
    if (!row) return { link: null };
    const [groupName, answers] = await Promise.all([
      row.groupId ? store.groupName(db, userId, row.groupId) : null,
      store.answerCount(db, row.id),
    ]);
    return {
      link: {
        url: `${deps.publicUrl}${addressRequestPath(tokenOf(row.seed), row.slug)}`,
        enabled: row.enabled,
        message: row.message,
        askEmail: row.askEmail,
        askPhone: row.askPhone,
        askBirthday: row.askBirthday,
        group: row.groupId && groupName !== null ? { id: row.groupId, name: groupName } : null,
        answers,
        createdAt: row.createdAt.toISOString(),
      },
    };
  }

  async function makeLink(userId: string, renew: boolean): Promise<AddressRequestState> {
    const owner = await store.ownerOf(db, userId);
    if (!owner) throw new NotFoundError();
    const seed = randomBytes(32).toString('base64url');
    await store.upsertRequest(
      db,
      { userId, seed, tokenHash: lookupHash('token', tokenOf(seed)), slug: slugOf(owner.firstName) },
      renew,
    );
    return state(userId);
  }

  /**
   * The link of a public address, counted against the visitor's address and the link: a 404 for a token
   * that is not a link's, a link turned off, or the wrong name after it (one answer for all).
   */
  async function openLink(params: AddressRequestParams, ip: string, answering: boolean) {
    await limiter.enforce([[`address-request:ip:${ip}`, limits.ip]]);
    const row = await store.requestByTokenHash(db, lookupHash('token', params.token));
    if (!row?.enabled || row.slug !== params.slug) throw new NotFoundError();
    await limiter.enforce([
      [`address-request:link:${row.id}`, limits.link],
      ...(answering
        ? ([
            [`address-request:answers-ip:${ip}`, limits.answersPerIp],
            [`address-request:answers-link:${row.id}`, limits.answersPerLink],
          ] as Array<[string, RateLimit]>)
        : []),
    ]);
    const owner = await store.ownerOf(db, row.userId);
    if (!owner) throw new NotFoundError();
    return { row, owner };
  }

  const pageOf = (row: store.RequestRow, owner: { firstName: string }): AddressRequestPage => ({
    firstName: owner.firstName,
    message: row.message,
    askEmail: row.askEmail,
    askPhone: row.askPhone,
    askBirthday: row.askBirthday,
  });

  /** An answer checked as a contact, with only the fields the link asks for; a 422 with every field error. */
  function parseAnswer(row: store.RequestRow, body: Record<string, unknown>) {
    const asked = askedFields(row);
    const input: Record<string, unknown> = {};
    for (const field of CONTACT_FIELDS) {
      input[field] = asked.has(field as AnswerField) ? (body[field] ?? '') : '';
    }
    const parsed = ContactInputSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldErrorsFromIssues(parsed.error.issues));
    const answer = parsed.data;
    const values: Record<string, string | number | null> = {};
    for (const field of asked) values[field] = answer[field] ?? null;
    return { answer, values, asked };
  }

  /**
   * Puts an answer into the owner's book: over `contactId` when it is still there, else over the contact
   * it is about (same e-mail, or same name and postcode), else as a new contact; then into the link's
   * group. The address is checked by the book's own rules. Answers the contact's id and whether it is new.
   */
  async function intoBook(
    row: store.RequestRow,
    answer: ContactInput,
    asked: Set<AnswerField>,
    contactId: string | null,
  ): Promise<{ id: string; added: boolean }> {
    const userId = row.userId;
    const existingId =
      (contactId && (await bookStore.contactById(db, userId, contactId)) ? contactId : null) ??
      (await store.sameContact(db, userId, answer));
    let id: string;
    let added = false;
    if (existingId) {
      const existing = await deps.addressBook.contact(userId, existingId);
      const merged: ContactInput = { ...inputOf(existing) };
      for (const field of asked) {
        const value = answer[field];
        // The address and name are the answer's; an optional field left blank keeps what the book had.
        if (value !== null || !OPTIONAL_FIELDS.includes(field)) {
          (merged as Record<string, unknown>)[field] = value;
        }
      }
      if (answer.title === null) merged.title = existing.title;
      id = (await deps.addressBook.update(userId, existingId, merged)).id;
    } else {
      id = (await deps.addressBook.create(userId, answer)).id;
      added = true;
    }
    if (row.groupId) await bookStore.addMembers(db, row.groupId, [id]);
    return { id, added };
  }

  async function tellOwner(
    owner: { email: string; firstName: string; regionId: number | null },
    answer: ContactInput,
    contactId: string,
    added: boolean,
  ) {
    const region = await deps.config.region(owner.regionId);
    await deps.mailer.send(
      renderMail({
        to: owner.email,
        locale: region.locale,
        subjectKey: 'mail.address-request.subject',
        paragraphKeys: [
          'mail.greeting',
          added ? 'mail.address-request.added' : 'mail.address-request.updated',
        ],
        values: { firstName: owner.firstName, name: `${answer.firstName} ${answer.lastName}` },
        action: {
          labelKey: 'mail.address-request.action',
          url: `${deps.publicUrl}/account/addresses/edit/${contactId}`,
        },
      }),
    );
  }

  return {
    // The owner's calls.

    /** The account's link, or null before one is made. */
    state,

    /** Makes the account's link when it has none (the existing one is kept); answers it. */
    make: (userId: string) => makeLink(userId, false),

    /** A new link: the old one stops working at once (its answers stay in the book); turned on. */
    renew: (userId: string) => makeLink(userId, true),

    /** Saves the link's settings; the group must be the account's own (a 404 otherwise). */
    async settings(userId: string, input: AddressRequestSettingsInput): Promise<AddressRequestState> {
      if (input.group && (await store.groupName(db, userId, input.group)) === null) throw new NotFoundError();
      const saved = await store.updateSettings(db, userId, {
        message: input.message,
        askEmail: input.askEmail,
        askPhone: input.askPhone,
        askBirthday: input.askBirthday,
        groupId: input.group,
        enabled: input.enabled,
      });
      if (!saved) throw new NotFoundError();
      return state(userId);
    },

    // The public calls: by the link's token, from a visitor's address.

    /** What the page shows: the owner's first name and message, and the fields asked for. */
    async page(params: AddressRequestParams, ip: string): Promise<AddressRequestPage> {
      const { row, owner } = await openLink(params, ip, false);
      return pageOf(row, owner);
    },

    /** Takes a new answer; answers the key its sender can correct it with. */
    async answer(
      params: AddressRequestParams,
      body: Record<string, unknown>,
      ip: string,
    ): Promise<AnswerTaken> {
      const { row, owner } = await openLink(params, ip, true);
      const { answer, values, asked } = parseAnswer(row, body);
      const contact = await intoBook(row, answer, asked, null);
      const key = randomBytes(16).toString('base64url');
      await store.insertAnswer(db, {
        requestId: row.id,
        keyHash: lookupHash('answer', key),
        contactId: contact.id,
        values,
      });
      await tellOwner(owner, answer, contact.id, contact.added).catch(ignoreMailFailure);
      return { id: key, path: addressRequestPath(params.token, params.slug, key) };
    },

    /** An answer as its sender gave it (their own words only), for them to correct. */
    async answerOf(params: AddressAnswerParams, ip: string): Promise<AddressAnswer> {
      const { row, owner } = await openLink(params, ip, false);
      const found = await store.answerByKeyHash(db, row.id, lookupHash('answer', params.answerToken));
      if (!found) throw new NotFoundError();
      return { ...pageOf(row, owner), values: found.values as AddressAnswer['values'] };
    },

    /** Corrects an answer: the contact it went into is updated (or found again, or added). */
    async correct(
      params: AddressAnswerParams,
      body: Record<string, unknown>,
      ip: string,
    ): Promise<AnswerTaken> {
      const { row, owner } = await openLink(params, ip, true);
      const found = await store.answerByKeyHash(db, row.id, lookupHash('answer', params.answerToken));
      if (!found) throw new NotFoundError();
      const { answer, values, asked } = parseAnswer(row, body);
      const contact = await intoBook(row, answer, asked, found.contactId);
      await store.updateAnswer(db, found.id, { contactId: contact.id, values });
      await tellOwner(owner, answer, contact.id, contact.added).catch(ignoreMailFailure);
      return {
        id: params.answerToken,
        path: addressRequestPath(params.token, params.slug, params.answerToken),
      };
    },
  };
}
