import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { z } from 'zod';
import { servicesFrom } from '../context.ts';
import { privatePageMeta } from '../features/account/account-meta.ts';
import { sessionUser } from '../features/auth/guards.ts';
import { EditorPage } from '../features/editor/editor-page.tsx';
import { prefillOf } from '../features/editor/prefill.ts';
import { EDITOR_NAMESPACES } from '../lib/i18n/namespaces.ts';
import { pageMessages } from '../lib/i18n/page-messages.ts';
import { requestedRegion } from '../lib/request-region.ts';
import type { Route } from './+types/write';

const CardIdSchema = z.uuid();

// The card editor. `?card=` names the card to write (loaded here, with its size and pages), and with
// `&template=` one of the organisation's templates of that card to start from (decision 0036); `?item=`
// an order item and plain /write the draft kept in this browser, both resumed in the browser. With
// `?card=`, `&contact=`, `&date=` and `&method=` start a new draft to that contact of the signed-in
// writer's address book, scheduled on that day (a reminder's link, decision 0037).
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const region = await services.config.region(requestedRegion(request));
  const cardParam = new URL(request.url).searchParams.get('card');
  const cardId = CardIdSchema.safeParse(cardParam).success ? cardParam : null;
  const templateParam = new URL(request.url).searchParams.get('template');
  const templateId = cardId && CardIdSchema.safeParse(templateParam).success ? templateParam : null;
  const config = await services.editor.config();
  const [card, fonts, styles, sizes, template] = await Promise.all([
    cardId ? services.catalogue.card(cardId, region.id).catch(notFoundAsNull) : null,
    services.editor.fonts({ maxResults: 100 }),
    Promise.all(config.writingStyles.map((style) => services.editor.writingStyle(style.id))),
    services.catalogue.sizes(),
    templateId ? templateOf(context, templateId) : null,
  ]);
  // Not a catalogue card: perhaps a custom artwork the signed-in shopper (or their organisation) owns
  // (decision record 35); anyone else's is as missing as an unknown card.
  const user = cardId && !card ? await sessionUser(context) : null;
  const custom =
    cardId && user
      ? await services.customArtwork.card(user.id, cardId, region.id).catch(notFoundAsNull)
      : null;
  const contactParam = cardId ? new URL(request.url).searchParams.get('contact') : null;
  const writer =
    contactParam && CardIdSchema.safeParse(contactParam).success ? await sessionUser(context) : null;
  const contact =
    writer && contactParam
      ? await services.addressBook.contact(writer.id, contactParam).catch(() => null)
      : null;
  const prefill = cardId
    ? prefillOf(new URL(request.url).searchParams, contact, services.shipping.today(region))
    : null;
  return {
    card: card ?? custom,
    prefill,
    cardMissing: cardParam !== null && (card ?? custom) === null,
    config,
    fonts: fonts.results,
    styles,
    // Which sizes take a gift card: offered when the card chosen has no room for one.
    sizes: sizes.map(({ id, name, giftCards }) => ({ id, name, giftCards })),
    // A template of another card, or one the visitor may not use, is not offered: the card opens as is.
    template: template && template.cardId === cardId ? { id: template.id, layout: template.layout } : null,
    messages: pageMessages(region.locale, EDITOR_NAMESPACES),
  };
}

/** The signed-in member's template, or null for anyone who may not use it (or an unknown one). */
async function templateOf(context: Route.LoaderArgs['context'], id: string) {
  const user = await sessionUser(context);
  if (!user) return null;
  return servicesFrom(context)
    .templates.get(user.id, id)
    .catch((error: unknown) => {
      if (error instanceof Error && 'status' in error && (error.status === 403 || error.status === 404))
        return null;
      throw error;
    });
}

function notFoundAsNull(error: unknown): CardDetail | null {
  if (error instanceof Error && 'status' in error && error.status === 404) return null;
  throw error;
}

// The writing screen fills a phone: the support chat's button would sit on its tools.
export const handle = { supportChat: false };

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'editor.title');
}

export default function Write({ loaderData }: Route.ComponentProps) {
  return <EditorPage {...loaderData} />;
}
