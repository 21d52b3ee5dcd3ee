import {
  CAMPAIGN_RECIPIENTS_MAX,
  type Campaign,
  type RecipientCard,
  type RecipientFix,
  type RecipientsAdd,
  type RecipientsAdded,
  type Review,
  type ReviewQuery,
} from '@cardshop/shared/contracts/campaigns';
import { RECIPIENT_PROBLEMS } from '@cardshop/shared/rules/bulk-recipients';
import { mergeKey } from '@cardshop/shared/rules/merge-fields';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { AddressImportService } from '../address-book/import.ts';
import type { AddressBookService } from '../address-book/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import {
  ADDRESS_FIELDS,
  BASE_PROBLEMS,
  contactRecipient,
  type createRecipientChecks,
  listRecipients,
  toCard,
} from './recipients.ts';
import type { CampaignLookups } from './service.ts';
import * as store from './store.ts';

// A campaign's recipients as the maker edits them (decision 0033): added from the address book or an
// uploaded list, reviewed page by page, fixed one by one or taken out; and their problems worked out
// again when the campaign changes.

export interface RecipientEditsDeps extends CampaignLookups {
  shipping: ShippingService;
  addressBook: AddressBookService;
  addressImport: AddressImportService;
  orders: Pick<OrdersService, 'itemStates'>;
  checks: ReturnType<typeof createRecipientChecks>;
  /** The campaign as its page shows it. */
  get(userId: string, id: string): Promise<Campaign>;
}

/** The recipients' edits; `methods` are the service's own. */
export function createRecipientEdits(db: Db, deps: RecipientEditsDeps) {
  const { shipping, orders, checks, campaignFor, beforeChange, regionOf, cardOf, get } = deps;

  /** Works out the problems of the given recipients as the campaign stands (message, font, schedule). */
  async function problemsOf(row: store.CampaignRow, recipients: store.RecipientRow[]) {
    const [region, card] = await Promise.all([regionOf(row), cardOf(row.cardId, row.regionId)]);
    return checks.problemsOf(row, recipients, { today: shipping.today(region), sizeId: card?.size ?? null });
  }

  async function recheckAll(row: store.CampaignRow): Promise<void> {
    const recipients = await store.allRecipients(db, row.id);
    const changes = (await problemsOf(row, recipients)).filter(
      (change, index) => JSON.stringify(change.problems) !== JSON.stringify(recipients[index]?.problems),
    );
    await store.setProblems(db, changes);
  }

  async function addRecipients(row: store.CampaignRow, values: store.RecipientValues[]): Promise<number> {
    const counts = (await store.countsOf(db, [row.id])).get(row.id) ?? { total: 0, withProblems: 0 };
    if (counts.total + values.length > CAMPAIGN_RECIPIENTS_MAX) {
      throw new ValidationError({ recipients: ['validation.max'] });
    }
    // Their problems are worked out before they are stored, so a review never shows one unchecked.
    const checked = await problemsOf(
      row,
      values.map(
        (value, index) =>
          ({ ...value, id: String(index), campaignId: row.id, position: 0 }) as store.RecipientRow,
      ),
    );
    await store.insertRecipients(
      db,
      row.id,
      values.map((value, index) => ({ ...value, problems: checked[index]?.problems ?? [] })),
    );
    await store.updateCampaign(db, row.id, {});
    return values.length;
  }

  return {
    recheckAll,
    addRecipients,
    methods: {
      /** Adds contacts and whole groups of the caller's own address book (each contact once). */
      async addContacts(userId: string, id: string, input: RecipientsAdd): Promise<RecipientsAdded> {
        const row = await campaignFor(userId, id);
        const contacts = await deps.addressBook.forSend(userId, input);
        await beforeChange(row);
        const already = await store.contactIdsOf(db, row.id);
        const fresh = contacts.filter((contact) => !already.has(contact.id));
        const added = await addRecipients(row, fresh.map(contactRecipient));
        return { campaign: await get(userId, id), added, skipped: contacts.length - fresh.length };
      },

      /**
       * Adds the rows of a CSV list uploaded on the spot (read by the address book's import, not kept in
       * the book): every column is a merge field; rows the post could not take are flagged to be fixed.
       */
      async addList(userId: string, id: string, bytes: Uint8Array): Promise<RecipientsAdded> {
        const row = await campaignFor(userId, id);
        const list = await deps.addressImport.readRecipients(userId, bytes);
        await beforeChange(row);
        const { values, skipped } = listRecipients(list.rows);
        const added = await addRecipients(row, values);
        return { campaign: await get(userId, id), added, skipped };
      },

      /** One page of the recipients' cards as they will be written, or of those with problems. */
      async review(userId: string, id: string, query: ReviewQuery): Promise<Review> {
        const row = await campaignFor(userId, id);
        const offset = (query.page - 1) * query.maxResults;
        const problemsOnly = query.show === 'problems';
        const [recipients, counts, region] = await Promise.all([
          store.pageOfRecipients(db, row.id, { offset, limit: query.maxResults, problemsOnly }),
          store.countsOf(db, [row.id]),
          regionOf(row),
        ]);
        const count = counts.get(row.id) ?? { total: 0, withProblems: 0 };
        const itemIds = recipients.flatMap((recipient) =>
          recipient.orderItemId ? [recipient.orderItemId] : [],
        );
        const items = row.orderId ? await orders.itemStates(row.orderId, itemIds) : [];
        const byId = new Map(items.map((item) => [item.id, item]));
        const today = shipping.today(region);
        const total = problemsOnly ? count.withProblems : count.total;
        return {
          results: recipients.map((recipient) => toCard(row, recipient, byId, today)),
          total,
          page: query.page,
          maxResults: query.maxResults,
          pages: Math.max(1, Math.ceil(total / query.maxResults)),
          withProblems: count.withProblems,
        };
      },

      /**
       * Fixes one recipient's card: their name, address (checked by the country's rules: a 422 beside the
       * field), merge-field values, or their own message (an empty one goes back to the message for all).
       */
      async fixRecipient(
        userId: string,
        id: string,
        recipientId: string,
        fix: RecipientFix,
      ): Promise<RecipientCard> {
        const row = await campaignFor(userId, id);
        const recipient = await store.findRecipient(db, row.id, recipientId);
        if (!recipient) throw new NotFoundError();
        const address = { ...recipient.address };
        let addressChanged = false;
        for (const field of ADDRESS_FIELDS) {
          const value = fix[field];
          if (value !== undefined) {
            address[field] = value === '' ? null : value;
            addressChanged = true;
          }
        }
        let base = recipient.problems.filter((problem) => BASE_PROBLEMS.has(problem));
        if (addressChanged) {
          const checked = await shipping.validateAddress({ ...address, source: 'address-book' } as Parameters<
            ShippingService['validateAddress']
          >[0]);
          if (!checked.valid) throw new ValidationError(checked.errors);
          for (const field of ADDRESS_FIELDS) address[field] = checked.address[field] ?? null;
          base = base.filter((problem) => problem !== RECIPIENT_PROBLEMS.address);
        }
        const firstName = fix.firstName ?? recipient.firstName;
        const lastName = fix.lastName ?? recipient.lastName;
        if (fix.firstName !== undefined || fix.lastName !== undefined) {
          base = base.filter((problem) => problem !== RECIPIENT_PROBLEMS.name);
        }
        const fields = { ...recipient.fields };
        for (const [name, value] of Object.entries(fix.fields ?? {})) {
          const existing = Object.keys(fields).find((key) => mergeKey(key) === mergeKey(name));
          fields[existing ?? name] = value.trim();
        }
        const override =
          fix.override === undefined ? recipient.override : fix.override.trim() === '' ? null : fix.override;
        await beforeChange(row);
        const changed = { ...recipient, firstName, lastName, address, fields, override, problems: base };
        const [checked] = await problemsOf(row, [changed]);
        await store.updateRecipient(db, recipient.id, {
          firstName,
          lastName,
          address,
          fields,
          override,
          problems: checked?.problems ?? base,
        });
        await store.updateCampaign(db, row.id, {});
        const region = await regionOf(row);
        return toCard(
          row,
          { ...changed, problems: checked?.problems ?? base },
          new Map(),
          shipping.today(region),
        );
      },

      /** Takes a recipient out of the campaign. */
      async removeRecipient(userId: string, id: string, recipientId: string): Promise<Campaign> {
        const row = await campaignFor(userId, id);
        if (!(await store.findRecipient(db, row.id, recipientId))) throw new NotFoundError();
        await beforeChange(row);
        await store.deleteRecipient(db, row.id, recipientId);
        await store.updateCampaign(db, row.id, {});
        return get(userId, id);
      },
    },
  };
}
