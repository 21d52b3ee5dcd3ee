import { ContactListQuerySchema, GroupListQuerySchema } from '@cardshop/shared/contracts/address-book';
import type { User } from '@cardshop/shared/contracts/auth';
import { type Campaign, ReviewQuerySchema, type SendView } from '@cardshop/shared/contracts/campaigns';
import { CardSearchQuerySchema } from '@cardshop/shared/contracts/catalogue';
import { data, type RouterContextProvider } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import { serviceRefusal } from '../../lib/route-form.ts';

// What each page of /send needs (decision record 33), read in the route's loader through the services.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}

/** A campaign of the caller, or the page's 404 for an unknown id or another owner's. */
async function campaignOf(context: Args['context'], userId: string, id: string): Promise<Campaign> {
  try {
    return await servicesFrom(context).campaigns.get(userId, id);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal?.status === 404 || refusal?.status === 403) throw data(null, { status: refusal.status });
    throw error;
  }
}

/** /send without a campaign: the caller's campaigns, and the card to start with when one was chosen. */
export async function startData({ request, context, user }: Args) {
  const services = servicesFrom(context);
  const region = await services.config.region(requestedRegion(request));
  const cardId = new URL(request.url).searchParams.get('card');
  const [list, cards] = await Promise.all([
    services.campaigns.list(user.id),
    cardId && /^[0-9a-f-]{36}$/.test(cardId) ? services.catalogue.summaries([cardId], region.id) : [],
  ]);
  // A template to start from (decision 0036): its id travels with the form; the service checks it.
  const template = new URL(request.url).searchParams.get('template');
  const templateId = template && /^[0-9a-f-]{36}$/.test(template) ? template : null;
  return { view: 'start' as const, list, card: cards[0] ?? null, templateId };
}

/** A step of a campaign: the campaign, and what the step shows. */
export async function stepData({ request, context, user }: Args, view: SendView, id: string) {
  const services = servicesFrom(context);
  const campaign = await campaignOf(context, user.id, id);
  const url = new URL(request.url);
  const base = { view, campaign };
  switch (view) {
    case 'card': {
      const region = await services.config.region(requestedRegion(request));
      const found = await services.catalogue.search(
        '',
        CardSearchQuerySchema.parse({ maxResults: '12', query: url.searchParams.get('query') ?? undefined }),
        region.id,
      );
      return { ...base, cards: found.results };
    }
    case 'message': {
      const config = await services.editor.config();
      return { ...base, fonts: config.writingStyles };
    }
    case 'recipients': {
      const query = url.searchParams.get('query') ?? '';
      const [groups, contacts] = await Promise.all([
        services.addressBook.groups.list(user.id, GroupListQuerySchema.parse({ maxResults: '500' })),
        services.addressBook.list(user.id, ContactListQuerySchema.parse({ maxResults: '100', query })),
      ]);
      return {
        ...base,
        groups: groups.results,
        contacts: contacts.results,
        contactsTotal: contacts.total,
        query,
      };
    }
    case 'review':
    case 'status': {
      const parsed = ReviewQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      const query = parsed.success ? parsed.data : ReviewQuerySchema.parse({});
      const review = await services.campaigns.review(user.id, id, query);
      return { ...base, review, show: query.show };
    }
    case 'pay': {
      const [credits, savedCard, testCards] = await Promise.all([
        // The credits the caller may spend here: their organisation's in organisation mode (none for a
        // member who may not see them), else their own.
        services.credits.balance(user.id).catch((error: unknown) => {
          if (serviceRefusal(error)?.status === 403) return 0;
          throw error;
        }),
        services.payments.savedCards.get(user.id),
        services.payments.provider.name === 'test' ? services.payments.testCards() : null,
      ]);
      return {
        ...base,
        credits,
        savedCard,
        provider: services.payments.provider.name,
        testCards: testCards?.cards ?? null,
      };
    }
    default:
      return base;
  }
}
