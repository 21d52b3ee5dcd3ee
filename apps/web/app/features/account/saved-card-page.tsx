import type { SavedCard } from '@cardshop/shared/contracts/saved-card';
import { brandName, expiryText } from '@cardshop/shared/rules/saved-card';
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Notice,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { Icon } from '../../ui/icons.tsx';

/** Where the removal is confirmed: a link, so asking works before scripts load as well as after. */
const CONFIRM_URL = '/account/saved-card?remove=1';
const PAGE_URL = '/account/saved-card';

/**
 * /account/saved-card (issue 17): the card the buyer saved at checkout, as brand, last four digits and
 * expiry (the shop has nothing more), and its removal, confirmed first. Both steps are a link and a
 * route form, so the page works the same with and without scripts.
 */
export function SavedCardPage({
  card,
  holder = 'account',
  canChange = true,
  answer,
}: {
  card: SavedCard | null;
  /** Whose card it is: the account's, or its organisation's (decision 0036). */
  holder?: 'account' | 'organisation';
  /** Whether the user may remove it (an organisation's: the billing permission). */
  canChange?: boolean;
  /** What the action answered when the card could not be removed. */
  answer?: { messages: string[] } | undefined;
}) {
  const t = useT();
  const [search] = useSearchParams();
  const removed = search.has('removed') && !card;
  const confirming = search.has('remove') && !!card && canChange;

  return (
    <>
      <AccountPageHeader title={t('account.saved-card.title')} intro={t('account.saved-card.intro')} />
      <div role="status" aria-live="polite" className="max-w-2xl">
        {removed ? (
          <Notice tone="success" className="mb-6">
            {t('account.saved-card.removed')}
          </Notice>
        ) : null}
      </div>
      <div className="max-w-2xl space-y-6">
        <FormFailures messages={answer?.messages} />
        {holder === 'organisation' ? (
          <p className="text-ink-soft">
            {t(
              canChange
                ? 'account.saved-card.organisation-billing'
                : 'account.saved-card.organisation-member',
            )}
          </p>
        ) : null}
        {card ? (
          <>
            <CardTile card={card} />
            {!canChange ? null : confirming ? (
              <ConfirmRemoval card={card} />
            ) : (
              <p>
                <Link to={CONFIRM_URL} className={ACCOUNT_BUTTON_DANGER}>
                  {t('account.saved-card.remove')}
                </Link>
              </p>
            )}
          </>
        ) : (
          <NoCard />
        )}
        <p className="text-sm text-ink-soft">{t('account.saved-card.kept-note')}</p>
      </div>
    </>
  );
}

function CardTile({ card }: { card: SavedCard }) {
  const t = useT();
  const expiry = expiryText(card.expMonth, card.expYear);
  return (
    <section
      aria-label={t('account.saved-card.card-label')}
      className="flex max-w-sm items-start gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <Icon name="card" size={32} className="mt-0.5 shrink-0 text-accent" />
      <dl className="grid min-w-0 gap-1">
        <dt className="sr-only">{t('account.saved-card.brand')}</dt>
        <dd className="text-lg font-semibold text-ink">{brandName(card.brand)}</dd>
        <dt className="sr-only">{t('account.saved-card.number')}</dt>
        <dd className="font-mono text-ink">
          <span aria-hidden="true">•••• </span>
          <span className="sr-only">{t('account.saved-card.ending')} </span>
          {card.last4}
        </dd>
        <dt className="sr-only">{t('account.saved-card.expiry')}</dt>
        <dd className={card.expired ? 'text-sm font-medium text-danger' : 'text-sm text-ink-soft'}>
          {card.expired
            ? t('account.saved-card.expired', { expiry })
            : t('account.saved-card.expires', { expiry })}
        </dd>
      </dl>
    </section>
  );
}

/** The removal, asked for again: the card, what removing it means, and the two answers. */
function ConfirmRemoval({ card }: { card: SavedCard }) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const removing = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  // Asked after a click (scripts running): the question takes the focus, as a dialog would.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 sm:p-5"
    >
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="font-sans text-lg font-semibold text-ink focus:outline-none"
      >
        {t('account.saved-card.confirm-title', { brand: brandName(card.brand), last4: card.last4 })}
      </h2>
      <p className="text-sm text-ink">{t('account.saved-card.confirm-text')}</p>
      <Form method="post" action={PAGE_URL} className="flex flex-wrap gap-3">
        <input type="hidden" name="cardId" value={card.id} />
        <button type="submit" className={ACCOUNT_BUTTON_DANGER} disabled={removing}>
          {removing ? t('account.processing') : t('account.saved-card.confirm-remove')}
        </button>
        <Link to={PAGE_URL} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('account.saved-card.keep')}
        </Link>
      </Form>
    </section>
  );
}

function NoCard() {
  const t = useT();
  return (
    <div className="rounded-2xl border border-line bg-sand px-5 py-6">
      <h2 className="text-xl">{t('account.saved-card.none-title')}</h2>
      <p className="mt-2 text-ink-soft">{t('account.saved-card.none-text')}</p>
      <p className="mt-4">
        <Link to="/cards" className={ACCOUNT_BUTTON}>
          {t('account.saved-card.browse')}
        </Link>
      </p>
    </div>
  );
}
