import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import type { IntentStatus, PaymentProvider } from '../../platform/payments/provider.ts';
import type { CreditsService } from '../credits/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { MembershipService } from '../organisations/service.ts';
import type { PromoService } from '../promos/service.ts';

// What the parts of the payments module share: the database, the modules they call, the provider, the
// clock and the log (replaced by the app's logger once the app exists).

export interface PaymentLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface PaymentContext {
  db: Db;
  orders: OrdersService;
  promos: PromoService;
  /**
   * The account's credits and gift credit an order pays with, taken in the transaction that marks it
   * paid (decisions 0024, 0027).
   */
  credits: Pick<CreditsService, 'holds' | 'use' | 'giveBack' | 'holdsGift' | 'useGift' | 'giveBackGift'>;
  provider: PaymentProvider;
  /** An organisation member's permissions: who may use or save its card (decision 0036). */
  memberships?: Pick<MembershipService, 'permissionsIn' | 'currentOf'>;
  clock: () => Date;
  log: PaymentLog;
}

/** Intents that are over at the provider without a payment: declined or cancelled. */
export const ENDED: readonly IntentStatus[] = ['failed', 'cancelled'];

export const badGateway = () => new HttpError(502, 'payment.errors.provider-unavailable');
