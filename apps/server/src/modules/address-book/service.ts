import type {
  Contact,
  ContactInput,
  ContactList,
  ContactListQuery,
  Group,
  GroupCreate,
  GroupList,
  GroupListQuery,
  GroupUpdate,
} from '@cardshop/shared/contracts/address-book';
import { IdSchema } from '@cardshop/shared/contracts/catalogue';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { ShippingService } from '../shipping/service.ts';
import * as store from './store.ts';

export type AddressBookService = ReturnType<typeof createAddressBookService>;

const GROUP_NAME_TAKEN = 'validation.group-name-taken';

/** Whether an error is PostgreSQL's unique violation (as node-postgres and PGlite report it, or wrapped). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const pagesOf = (total: number, maxResults: number) => Math.max(1, Math.ceil(total / maxResults));

/**
 * An account's address book (decision 0028): contacts with the spec's address fields, checked by the
 * same country rules as `POST /api/addresses/validate`, and groups of them. Everything is the owner's
 * alone: another account's id is a 404, in every call.
 */
export function createAddressBookService(db: Db, deps: { shipping: ShippingService }) {
  /**
   * The contact's values as stored: the address checked and normalised by the shipping rules (the state
   * as its code, the postcode in its country's format and in its state), or a 422 with every field error.
   */
  async function checked(input: ContactInput): Promise<store.ContactValues> {
    const result = await deps.shipping.validateAddress({
      address: input.address,
      address2: input.address2,
      locality: input.locality,
      adminAreaLevel1: input.adminAreaLevel1,
      postcode: input.postcode,
      country: input.country,
      source: 'address-book',
    });
    if (!result.valid) throw new ValidationError(result.errors);
    const { address } = result;
    return {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      address: address.address ?? input.address,
      // A second line keeps its kind; without one it is 'other'. No line, no kind.
      address2Type: address.address2 ? (input.address2Type ?? 'other') : null,
      address2: address.address2,
      locality: address.locality ?? input.locality,
      adminAreaLevel1: address.adminAreaLevel1,
      postcode: address.postcode,
      country: address.country ?? input.country,
      email: input.email,
      phone: input.phone,
      birthdayDay: input.birthdayDay,
      birthdayMonth: input.birthdayMonth,
      birthdayYear: input.birthdayYear,
      anniversaryDay: input.anniversaryDay,
      anniversaryMonth: input.anniversaryMonth,
      anniversaryYear: input.anniversaryYear,
      note: input.note,
    };
  }

  /** The groups named, all the account's own (a 404 for any other). */
  async function ownGroups(userId: string, ids: string[] | undefined): Promise<string[] | undefined> {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    const own = await store.ownGroupIds(db, userId, unique);
    if (own.size !== unique.length) throw new NotFoundError();
    return unique;
  }

  /** The contacts named, once each, all the account's own (a 404 for any other). */
  async function ownContacts(userId: string, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const own = await store.ownContactIds(db, userId, unique);
    if (own.size !== unique.length) throw new NotFoundError();
    return unique;
  }

  async function contact(userId: string, id: string): Promise<Contact> {
    const found = await store.contactById(db, userId, id);
    if (!found) throw new NotFoundError();
    return found;
  }

  async function group(userId: string, id: string): Promise<Group> {
    const summary = await store.groupSummary(db, userId, id);
    if (!summary) throw new NotFoundError();
    return { ...summary, members: await store.membersOf(db, id) };
  }

  return {
    /** One page of the account's contacts. */
    async list(userId: string, query: ContactListQuery): Promise<ContactList> {
      const { results, total } = await store.listContacts(db, userId, query);
      return {
        results,
        total,
        page: query.page,
        maxResults: query.maxResults,
        pages: pagesOf(total, query.maxResults),
      };
    },

    contact,

    /**
     * The names, as they are now, of those of these ids that are the account's contacts: how the orders
     * module names the contact a card went to. Ids of other accounts' contacts, deleted ones or ones that
     * are no ids at all are simply absent.
     */
    async namesOf(userId: string, ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)].filter((id) => IdSchema.safeParse(id).success);
      return store.contactNames(db, userId, unique);
    },

    /**
     * The contacts and the members of the groups named, each once, for a bulk send (decision 0033): all
     * of them the account's own, else a 404 as for any other account's id.
     */
    async forSend(userId: string, ids: { contacts: string[]; groups: string[] }) {
      await ownContacts(userId, ids.contacts);
      await ownGroups(userId, ids.groups);
      return store.contactsForSend(db, userId, [...new Set(ids.contacts)], [...new Set(ids.groups)]);
    },

    /** The account's contacts with a birthday or an anniversary: what its reminders are made from. */
    occasions: (userId: string) => store.contactOccasions(db, userId),

    /** The accounts that have a contact with a birthday or an anniversary. */
    accountsWithOccasions: () => store.accountsWithOccasions(db),

    async create(userId: string, input: ContactInput): Promise<Contact> {
      const values = await checked(input);
      const groups = await ownGroups(userId, input.groups);
      const id = await db.transaction(async (tx) => {
        const created = await store.insertContact(tx as unknown as Db, userId, values);
        if (groups) await store.setGroupsOf(tx as unknown as Db, created, groups);
        return created;
      });
      store.forgetTotals(userId);
      return contact(userId, id);
    },

    async update(userId: string, id: string, input: ContactInput): Promise<Contact> {
      await contact(userId, id);
      const values = await checked(input);
      const groups = await ownGroups(userId, input.groups);
      await db.transaction(async (tx) => {
        if (!(await store.updateContact(tx as unknown as Db, userId, id, values))) throw new NotFoundError();
        if (groups) await store.setGroupsOf(tx as unknown as Db, id, groups);
      });
      store.forgetTotals(userId);
      return contact(userId, id);
    },

    async remove(userId: string, id: string): Promise<{ deleted: true }> {
      if (!(await store.deleteContact(db, userId, id))) throw new NotFoundError();
      store.forgetTotals(userId);
      return { deleted: true };
    },

    groups: {
      async list(userId: string, query: GroupListQuery): Promise<GroupList> {
        const { results, total } = await store.listGroups(db, userId, query);
        return {
          results,
          total,
          page: query.page,
          maxResults: query.maxResults,
          pages: pagesOf(total, query.maxResults),
        };
      },

      get: group,

      /** A new group with the contacts it starts with (all the account's own, or a 404), in one transaction. */
      async create(userId: string, input: GroupCreate): Promise<Group> {
        const add = await ownContacts(userId, input.add ?? []);
        const id = await db.transaction(async (tx) => {
          const inTx = tx as unknown as Db;
          const created = await store.insertGroup(inTx, userId, input.name);
          if (!created) throw new ValidationError({ name: [GROUP_NAME_TAKEN] });
          await store.addMembers(inTx, created, add);
          return created;
        });
        store.forgetTotals(userId);
        return group(userId, id);
      },

      /** A new name, contacts added and taken out, in one transaction (all the account's own, or a 404). */
      async update(userId: string, id: string, change: GroupUpdate): Promise<Group> {
        await group(userId, id);
        const add = await ownContacts(userId, change.add ?? []);
        const remove = await ownContacts(userId, change.remove ?? []);
        if (await store.groupNameTaken(db, userId, change.name, id)) {
          throw new ValidationError({ name: [GROUP_NAME_TAKEN] });
        }
        try {
          await db.transaction(async (tx) => {
            const inTx = tx as unknown as Db;
            await store.renameGroup(inTx, id, change.name);
            await store.removeMembers(
              inTx,
              id,
              remove.filter((contactId) => !add.includes(contactId)),
            );
            await store.addMembers(inTx, id, add);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new ValidationError({ name: [GROUP_NAME_TAKEN] });
          throw error;
        }
        store.forgetTotals(userId);
        return group(userId, id);
      },

      /** Moves every member of `id` into `into` (each once) and deletes `id`; answers the group merged into. */
      async merge(userId: string, id: string, into: string): Promise<Group> {
        if (id === into) throw new ValidationError({ into: ['validation.in'] });
        const own = await store.ownGroupIds(db, userId, [id, into]);
        if (!own.has(id) || !own.has(into)) throw new NotFoundError();
        await db.transaction(async (tx) => store.mergeGroup(tx as unknown as Db, id, into));
        store.forgetTotals(userId);
        return group(userId, into);
      },

      /** Deletes a group; its contacts stay in the book (and in their other groups). */
      async remove(userId: string, id: string): Promise<{ deleted: true }> {
        if (!(await store.deleteGroup(db, userId, id))) throw new NotFoundError();
        store.forgetTotals(userId);
        return { deleted: true };
      },
    },
  };
}
