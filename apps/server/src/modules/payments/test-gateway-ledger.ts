import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testGatewayIntents, testGatewayPaymentMethods } from '../../db/schema.ts';
import type { IntentStatus } from '../../platform/payments/provider.ts';
import type { LedgerIntent, LedgerMethod, TestGatewayLedger } from '../../platform/payments/test-gateway.ts';

// The test gateway's ledger (TEST MODE): its intents in a table of their own, apart from the shop's
// payments rows, as a real provider keeps its records apart from the shop's. The shop learns of them only
// through the gateway (retrieve, webhooks), so nothing the shop writes can change what the gateway did.

const columns = {
  intentId: testGatewayIntents.intentId,
  orderId: testGatewayIntents.orderId,
  amount: testGatewayIntents.amount,
  currency: testGatewayIntents.currencyCode,
  status: testGatewayIntents.status,
  failureMessage: testGatewayIntents.failureMessage,
  refundId: testGatewayIntents.refundId,
  customerId: testGatewayIntents.customerId,
  saveMethod: testGatewayIntents.saveMethod,
  paymentMethodId: testGatewayIntents.paymentMethodId,
};

const methodColumns = {
  methodId: testGatewayPaymentMethods.methodId,
  customerId: testGatewayPaymentMethods.customerId,
  cardNumber: testGatewayPaymentMethods.cardNumber,
  brand: testGatewayPaymentMethods.brand,
  last4: testGatewayPaymentMethods.last4,
  expMonth: testGatewayPaymentMethods.expMonth,
  expYear: testGatewayPaymentMethods.expYear,
};

export function testGatewayLedger(db: Db): TestGatewayLedger {
  async function useMethod(intentId: string, methodId: string): Promise<void> {
    await db
      .update(testGatewayIntents)
      .set({ paymentMethodId: methodId, updatedAt: new Date() })
      .where(eq(testGatewayIntents.intentId, intentId));
  }

  return {
    async insert(intent: LedgerIntent): Promise<boolean> {
      const added = await db
        .insert(testGatewayIntents)
        .values({
          intentId: intent.intentId,
          orderId: intent.orderId,
          amount: intent.amount,
          currencyCode: intent.currency,
          status: intent.status,
          failureMessage: intent.failureMessage,
          customerId: intent.customerId ?? null,
          saveMethod: intent.saveMethod ?? false,
        })
        .onConflictDoNothing({ target: testGatewayIntents.intentId })
        .returning({ intentId: testGatewayIntents.intentId });
      return added.length > 0;
    },

    async find(intentId: string): Promise<LedgerIntent | null> {
      const [row] = await db
        .select(columns)
        .from(testGatewayIntents)
        .where(eq(testGatewayIntents.intentId, intentId));
      return row ?? null;
    },

    async transition(
      intentId: string,
      from: IntentStatus[],
      status: IntentStatus,
      failureMessage: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(testGatewayIntents)
        .set({ status, failureMessage, updatedAt: new Date() })
        .where(and(eq(testGatewayIntents.intentId, intentId), inArray(testGatewayIntents.status, from)))
        .returning({ intentId: testGatewayIntents.intentId });
      return rows.length > 0;
    },

    async refund(intentId: string, refundId: string): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(testGatewayIntents)
        .set({ refundId, refundedAt: now, updatedAt: now })
        .where(
          and(
            eq(testGatewayIntents.intentId, intentId),
            eq(testGatewayIntents.status, 'succeeded'),
            isNull(testGatewayIntents.refundId),
          ),
        )
        .returning({ intentId: testGatewayIntents.intentId });
      return rows.length > 0;
    },

    async keepMethod(intentId: string, method: LedgerMethod): Promise<void> {
      await db.insert(testGatewayPaymentMethods).values(method).onConflictDoNothing();
      await useMethod(intentId, method.methodId);
    },

    useMethod,

    async findMethod(methodId: string): Promise<LedgerMethod | null> {
      const [row] = await db
        .select(methodColumns)
        .from(testGatewayPaymentMethods)
        .where(eq(testGatewayPaymentMethods.methodId, methodId));
      return row ?? null;
    },

    async attachMethod(methodId: string, customerId: string): Promise<void> {
      await db
        .update(testGatewayPaymentMethods)
        .set({ customerId })
        .where(
          and(eq(testGatewayPaymentMethods.methodId, methodId), isNull(testGatewayPaymentMethods.detachedAt)),
        );
    },

    async detachMethod(methodId: string): Promise<void> {
      await db
        .update(testGatewayPaymentMethods)
        .set({ customerId: null, detachedAt: new Date() })
        .where(eq(testGatewayPaymentMethods.methodId, methodId));
    },
  };
}
