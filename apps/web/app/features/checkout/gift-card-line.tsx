import type { GiftCardLine } from '@cardshop/shared/contracts/gift-card-line';
import type { OrderItem } from '@cardshop/shared/contracts/orders';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Money } from '../../ui/money.tsx';

// A gift card bought inside a card (docs/decisions/0022): its own line under the card it travels in, in
// the cart, on the complete page and on the account's order pages.

/** The name a gift-card line is shown by ('Harbour Books gift card', or 'Choose any gift card'). */
export function useGiftCardLabel(): (line: GiftCardLine) => string {
  const t = useT();
  return (line) =>
    line.giftCard.wildcard
      ? t('checkout.gift-card.wildcard')
      : t('checkout.gift-card.label', { name: line.giftCard.name });
}

/**
 * One gift-card line: its picture, name, the card it goes in, what the recipient may do with it, and its
 * price. In the cart (`editable`) it links to the card's editor, where it is changed or taken out.
 */
export function GiftCardLineRow({
  line,
  item,
  currency,
  editable = false,
}: {
  line: GiftCardLine;
  item: Pick<OrderItem, 'id' | 'label'>;
  currency: string;
  editable?: boolean;
}) {
  const t = useT();
  const labelOf = useGiftCardLabel();
  const label = labelOf(line);
  return (
    <div className="flex items-start justify-between gap-3" data-gift-card-line={line.id}>
      <div className="flex min-w-0 items-start gap-3">
        <img
          src={line.giftCard.imageSrc}
          alt=""
          width={64}
          height={40}
          loading="lazy"
          className="mt-1 h-10 w-16 shrink-0 rounded-md border border-line bg-sand object-cover"
        />
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold text-ink">{label}</h3>
          <p className="text-sm text-ink-soft">{t('checkout.gift-card.kind', { card: item.label })}</p>
          {line.giftCard.canChange ? (
            <p className="text-sm text-ink">{t('checkout.gift-card.can-change')}</p>
          ) : null}
          {line.options.giftCardVerification.enable ? (
            <p className="text-sm text-ink">{t('checkout.gift-card.verified')}</p>
          ) : null}
          {editable ? (
            <Link
              to={`/write?item=${encodeURIComponent(item.id)}`}
              className="text-sm font-medium"
              aria-label={t('checkout.gift-card.edit-label', { label: item.label })}
            >
              {t('checkout.gift-card.edit')}
            </Link>
          ) : null}
        </div>
      </div>
      <p className="shrink-0 text-right font-semibold text-ink">
        <Money value={line.pricing.line.grandTotal} currency={currency} />
      </p>
    </div>
  );
}
