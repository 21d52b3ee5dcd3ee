import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { giftCardSizeLinks } from './gift-card-slot.ts';

// What the editor says about the gift card chosen on the gift-card pages: that it goes in this card (and
// in the cart with it), or that this card's size has no room for one, before anything is lost.

const BOX = 'mt-4 rounded-lg border px-4 py-3 text-sm';
const LINK_BUTTON =
  'min-h-10 cursor-pointer font-medium text-accent underline underline-offset-2 hover:no-underline';

/** The gift card this card carries, with a way to take it out. */
export function GiftCardNotice({
  name,
  amount,
  canChange,
  onTakeOut,
}: {
  /** Null while the gift card's details load. */
  name: string | null;
  amount: string | null;
  canChange: boolean;
  onTakeOut: () => void;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`${BOX} border-accent/40 bg-sand`}
      data-testid="gift-card-in-card"
    >
      <h2 id={titleId} className="font-sans text-base font-semibold text-ink">
        {t('editor.gift-card.in-card.title')}
      </h2>
      <p className="mt-1 text-ink">
        {name && amount
          ? t('editor.gift-card.in-card.body', { name, amount })
          : t('editor.gift-card.in-card.loading')}
        {canChange ? ` ${t('editor.gift-card.in-card.can-change')}` : null}
      </p>
      <button type="button" className={`${LINK_BUTTON} mt-1`} onClick={onTakeOut}>
        {t('editor.gift-card.take-out')}
      </button>
    </section>
  );
}

/**
 * This card's size has no room for a gift card: the chosen gift card is kept (it still waits in this
 * tab), the sizes that take one are offered, and the buyer may send this card without it.
 */
export function NoRoomForGiftCard({
  sizeName,
  giftCardName,
  amount,
  sizes,
  onSendWithout,
}: {
  sizeName: string;
  giftCardName: string | null;
  amount: string | null;
  sizes: ReadonlyArray<{ id: string; name: string; giftCards: boolean }>;
  onSendWithout: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const links = giftCardSizeLinks(sizes);
  return (
    <section aria-labelledby={titleId} className={`${BOX} border-danger/40 bg-paper`}>
      <h2 id={titleId} className="font-sans text-base font-semibold text-ink">
        {t('editor.gift-card.no-room.title', { size: sizeName.toLowerCase() })}
      </h2>
      <p className="mt-1 text-ink">
        {giftCardName && amount
          ? t('editor.gift-card.no-room.body', { name: giftCardName, amount })
          : t('editor.gift-card.no-room.body-unnamed')}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="font-medium">
              {t('editor.gift-card.no-room.size', { size: link.name })}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className={`${LINK_BUTTON} mt-2`} onClick={onSendWithout}>
        {t('editor.gift-card.no-room.send-without')}
      </button>
    </section>
  );
}
