import type { CompletionService } from './completion.ts';
import { ENDED, type PaymentContext } from './context.ts';
import * as refunds from './refund-store.ts';
import type { SettlementService } from './settlement.ts';
import * as store from './store.ts';

// Reconciliation (decisions 0011 and 0020), run with the shop's housekeeping: at start-up and every few
// minutes after (main.ts). What the shop may have missed while it was down or a webhook was lost is asked
// of the provider: payments that succeeded are completed (or refunded), superseded intents the provider
// could not cancel are cancelled again, refunds it could not make are asked again, and paid orders whose
// confirmation never went out get it queued again (a job that waits or is retried is not doubled).

/** Open intents younger than this may still be paid by the buyer: reconciliation leaves them. */
const RECONCILE_OPEN_AFTER_MS = 60_000;
/** Open intents older than this were abandoned: reconciliation stops asking the provider about them. */
const RECONCILE_OPEN_UNTIL_MS = 7 * 24 * 3600_000;
/** Confirmations are looked for among payments completed this long ago at most. */
const CONFIRMATIONS_WITHIN_MS = 2 * 24 * 3600_000;
const BATCH = 500;

export interface Reconciliation {
  checked: number;
  completed: number;
  refunds: number;
  confirmations: number;
}

export function createReconciliation(
  ctx: PaymentContext,
  deps: {
    completion: CompletionService;
    settlement: SettlementService;
    /** Asks for the order's confirmation mail (queued; one job an order at a time). */
    sendConfirmation: (orderId: string) => Promise<void>;
  },
) {
  const { db, orders, provider, clock } = ctx;
  const { completion, settlement } = deps;
  let running: Promise<Reconciliation> | null = null;

  async function run(): Promise<Reconciliation> {
    const now = clock();
    const rows = await store.listToReconcile(
      db,
      provider.name,
      {
        openBefore: new Date(now.getTime() - RECONCILE_OPEN_AFTER_MS),
        notBefore: new Date(now.getTime() - RECONCILE_OPEN_UNTIL_MS),
      },
      BATCH,
    );
    let completed = 0;
    for (const row of rows) {
      try {
        const result = await completion.complete(row.intentId);
        if (result.completed) completed += 1;
        const open = result.status !== 'succeeded' && !ENDED.includes(result.status);
        if (row.supersededAt && open)
          await settlement.cancelAtProvider([row], 'Superseded by a newer payment.');
      } catch (error) {
        ctx.log.error({ intentId: row.intentId, err: error }, 'reconciliation could not complete a payment');
      }
    }

    const due = await refunds.listDue(db, provider.name, BATCH);
    for (const refund of due) await completion.refund(refund);

    let confirmations = 0;
    const since = new Date(now.getTime() - CONFIRMATIONS_WITHIN_MS);
    const until = new Date(now.getTime() - RECONCILE_OPEN_AFTER_MS);
    for (const row of await store.listCompletedSince(db, since, until, BATCH)) {
      const order = await orders.getForPayment(row.orderId);
      if (order?.status !== 'paid' || order.confirmationSentAt) continue;
      try {
        await deps.sendConfirmation(row.orderId);
        confirmations += 1;
      } catch (error) {
        ctx.log.error({ orderId: row.orderId, err: error }, 'reconciliation could not queue a confirmation');
      }
    }
    return { checked: rows.length, completed, refunds: due.length, confirmations };
  }

  /** One run at a time in this process: a round that is still going is answered, not started again. */
  return function reconcile(): Promise<Reconciliation> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}
