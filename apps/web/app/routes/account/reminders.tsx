import { ContactListQuerySchema } from '@cardshop/shared/contracts/address-book';
import { ReminderParamsSchema } from '@cardshop/shared/contracts/reminders';
import { contactName } from '@cardshop/shared/rules/names';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { reminderAction } from '../../features/reminders/reminder-actions.server.ts';
import { RemindersPage } from '../../features/reminders/reminders-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ACCOUNT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/reminders';

// /account/reminders (docs/decisions/0037-reminders.md): the coming year's dates of the account, a card to
// start from for each occasion, the address book's contacts for the form, and `?edit=` the hand-added
// reminder being changed (anyone else's, or an unknown one, is not offered: the form adds a new one).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const services = servicesFrom(context);
  const url = new URL(request.url);
  const region = await services.config.region(requestedRegion(request));
  const editParam = ReminderParamsSchema.safeParse({ id: url.searchParams.get('edit') });
  const [{ reminders, today, mailWaitsForVerification }, contacts, editing, messages] = await Promise.all([
    services.reminders.list(user.id, { includePast: false, includeFuture: true }),
    services.addressBook.list(user.id, ContactListQuerySchema.parse({ maxResults: '100' })),
    editParam.success ? services.reminders.get(user.id, editParam.data.id).catch(() => null) : null,
    loaderMessages(request, context, ACCOUNT_NAMESPACES),
  ]);
  const occasions = [...new Set(reminders.map((reminder) => reminder.occasion))];
  const cards = Object.fromEntries(
    await Promise.all(
      occasions.map(async (occasion) => {
        const found = await services.reminders.cardsFor(occasion, region.id, 1);
        return [occasion, { cardId: found.cards[0]?.id ?? null, listing: found.listing }] as const;
      }),
    ),
  );
  const doneParam = url.searchParams.get('done');
  const done = doneParam === 'saved' || doneParam === 'deleted' ? doneParam : null;
  return {
    reminders,
    today,
    mailWaitsForVerification,
    email: user.email,
    cards,
    contacts: contacts.results.map((contact) => ({ id: contact.id, name: contactName(contact) })),
    editing,
    done,
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return reminderAction({ request, context, user });
}

export default function Reminders({ loaderData, actionData }: Route.ComponentProps) {
  return <RemindersPage {...loaderData} answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.reminders.title');
}
