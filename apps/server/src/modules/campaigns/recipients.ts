import type { RecipientCard } from '@cardshop/shared/contracts/campaigns';
import type { CardSize } from '@cardshop/shared/contracts/catalogue';
import type { EditorConfig } from '@cardshop/shared/contracts/editor';
import {
  monthDayOf,
  RECIPIENT_PROBLEMS,
  recipientProblems,
  recipientText,
  type ScheduleType,
  sendDateOf,
} from '@cardshop/shared/rules/bulk-recipients';
import type { ContactDraft } from '@cardshop/shared/rules/contact-import';
import type { SendContact } from '../address-book/store.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { EditorService } from '../editor/service.ts';
import type { PrintCheck } from '../fulfilment/printability.ts';
import type { BulkItem } from '../orders/service.ts';
import { printProblems, recipientDocument } from './documents.ts';
import type * as store from './store.ts';

// A campaign's recipients (decision 0033): as rows from the address book or an uploaded list, their
// problems as the campaign stands, and their cards as the review shows them.

/** The problems a recipient keeps until the recipient itself is fixed (not the message). */
export const BASE_PROBLEMS = new Set<string>(Object.values(RECIPIENT_PROBLEMS));

export const ADDRESS_FIELDS = [
  'address',
  'address2',
  'locality',
  'adminAreaLevel1',
  'postcode',
  'country',
] as const;

/** What the shared rules read of a recipient. */
export const sendRecipientOf = (row: store.RecipientRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  address: row.address,
  fields: row.fields,
  birthday: row.birthday,
  anniversary: row.anniversary,
  override: row.override,
});

/** An address-book contact as a recipient. */
export function contactRecipient(contact: SendContact): store.RecipientValues {
  return {
    source: 'contact',
    contactId: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, contact[field] ?? null])),
    fields: {},
    birthday: monthDayOf(contact.birthdayDay, contact.birthdayMonth),
    anniversary: monthDayOf(contact.anniversaryDay, contact.anniversaryMonth),
    override: null,
    problems: [],
  };
}

/**
 * The rows of an uploaded list as recipients: every column a merge field, a row the import found an
 * address or name problem in flagged so; rows with no name and no address at all are left out.
 */
export function listRecipients(
  rows: ReadonlyArray<{
    draft: ContactDraft;
    problems: Record<string, string[]>;
    columns: Record<string, string>;
  }>,
): { values: store.RecipientValues[]; skipped: number } {
  const values: store.RecipientValues[] = [];
  let skipped = 0;
  const day = (text: string) => (text ? Number(text) : null);
  for (const entry of rows) {
    const { draft } = entry;
    if ([draft.firstName, draft.lastName, draft.address, draft.locality].every((part) => !part)) {
      skipped++;
      continue;
    }
    const problems: string[] = [];
    const fields = Object.keys(entry.problems);
    if (fields.some((field) => (ADDRESS_FIELDS as readonly string[]).includes(field))) {
      problems.push(RECIPIENT_PROBLEMS.address);
    }
    if (fields.includes('firstName') || fields.includes('lastName')) problems.push(RECIPIENT_PROBLEMS.name);
    values.push({
      source: 'list',
      contactId: null,
      firstName: draft.firstName,
      lastName: draft.lastName,
      address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, draft[field] || null])),
      fields: entry.columns,
      birthday: monthDayOf(day(draft.birthdayDay), day(draft.birthdayMonth)),
      anniversary: monthDayOf(day(draft.anniversaryDay), day(draft.anniversaryMonth)),
      override: null,
      problems,
    });
  }
  return { values, skipped };
}

/** The recipients' problems as the campaign stands: the shared rules, then the print check's. */
export function createRecipientChecks(deps: {
  catalogue: Pick<CatalogueService, 'size'>;
  editor: Pick<EditorService, 'config'>;
  printCheck: PrintCheck;
}) {
  return {
    async problemsOf(
      row: store.CampaignRow,
      recipients: store.RecipientRow[],
      context: { today: string; sizeId: string | null },
    ): Promise<Array<{ id: string; problems: string[] }>> {
      const [size, editorConfig] = context.sizeId
        ? await Promise.all([deps.catalogue.size(context.sizeId), deps.editor.config()])
        : [null, null];
      const seen = new Map<string, string[]>();
      const schedule = { type: row.scheduleType as ScheduleType, date: row.scheduleDate };
      const answer: Array<{ id: string; problems: string[] }> = [];
      for (const recipient of recipients) {
        const base = recipient.problems.filter((problem) => BASE_PROBLEMS.has(problem));
        const found = recipientProblems(row.message, sendRecipientOf(recipient), schedule, context.today);
        const problems = [...new Set([...base, ...found])];
        const { text } = recipientText(row.message, sendRecipientOf(recipient));
        if (size && editorConfig && text.trim() !== '') {
          const document = recipientDocument(size, editorConfig.defaults, row.font, text, row.layout);
          problems.push(...(await printProblems(deps.printCheck, document, `${row.font}\n${text}`, seen)));
        }
        answer.push({ id: recipient.id, problems });
      }
      return answer;
    },
  };
}

/** A recipient's card as the review shows it: their text, problems, day, and the order item it became. */
export function toCard(
  row: store.CampaignRow,
  recipient: store.RecipientRow,
  items: Map<string, { id: string; status: string; dispatchedAt: Date | null }>,
  today: string,
): RecipientCard {
  const item = recipient.orderItemId ? items.get(recipient.orderItemId) : undefined;
  const date = sendDateOf({ type: row.scheduleType, date: row.scheduleDate }, recipient, today);
  return {
    id: recipient.id,
    position: recipient.position,
    source: recipient.source,
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    address: recipient.address,
    fields: recipient.fields,
    text: recipientText(row.message, sendRecipientOf(recipient)).text,
    override: recipient.override,
    problems: recipient.problems,
    scheduledDate: date ?? null,
    item: item
      ? {
          id: item.id,
          status: item.status,
          dispatchedAt: item.dispatchedAt?.toISOString() ?? null,
          hasPrintFile: item.status === 'printed' || item.status === 'dispatched',
        }
      : null,
  };
}

/**
 * The order items of a campaign's recipients (in their order): each one's address, their card (the card
 * size's document with their text in the campaign's font, who it is to and from, the campaign) and day.
 */
export function bulkItemsOf(
  row: store.CampaignRow,
  recipients: readonly store.RecipientRow[],
  context: {
    size: CardSize;
    defaults: EditorConfig['defaults'];
    sender: { firstName: string; lastName: string; email: string };
    today: string;
  },
): BulkItem[] {
  const schedule = { type: row.scheduleType as ScheduleType, date: row.scheduleDate };
  return recipients.map((recipient) => {
    const { text } = recipientText(row.message, sendRecipientOf(recipient));
    return {
      address: { firstName: recipient.firstName, lastName: recipient.lastName, ...recipient.address },
      card: {
        layout: recipientDocument(context.size, context.defaults, row.font, text, row.layout),
        recipient: {
          name: `${recipient.firstName} ${recipient.lastName}`.trim(),
          ...recipient.address,
          ...(recipient.contactId ? { contactId: recipient.contactId } : {}),
        },
        sender: context.sender,
        campaign: { id: row.id, recipientId: recipient.id },
      },
      scheduledDate: sendDateOf(schedule, recipient, context.today) ?? null,
    };
  });
}
