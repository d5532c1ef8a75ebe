// The local test checkout (emulator only; its routes are mounted only when FUNCTIONS_EMULATOR
// is set, which the deployed runtime never does). Completing a local order does what Stripe
// does after a card payment: it sends the events Stripe would send, signed with the local
// webhook secret, to the real webhook function through the Hosting rewrite; the webhook then
// records the donation exactly as in production. Cancelling sends nothing (Stripe sends no
// event for an abandoned checkout).
import {
  DONATE_PATHS,
  DONATION_CURRENCY,
  DONATION_MESSAGES,
  type LocalCheckoutAnswer,
  type LocalCheckoutDoneAnswer,
} from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { localCheckoutRef, type StoredLocalCheckout } from '../db/donations';
import { HttpError } from '../http/http-error';
import { deliverLocalEvent, localEvent, localStripeId as localId } from '../services/stripe';

async function openOrder(sessionId: string, uid: string): Promise<StoredLocalCheckout> {
  const order = (await localCheckoutRef(sessionId).get()).data();
  if (!order || order.uid !== uid)
    throw new HttpError(404, DONATION_MESSAGES.localCheckoutNotFound);
  return order;
}

export async function readLocalCheckout(
  sessionId: string,
  uid: string,
): Promise<LocalCheckoutAnswer> {
  const { amount, recurring, email, state } = await openOrder(sessionId, uid);
  return { sessionId, amount, recurring, email, state };
}

/** Marks the order finished once (a second click or tab is refused, like a used Checkout). */
async function finish(sessionId: string, uid: string, state: 'complete' | 'cancelled') {
  return runTransaction(async (tx) => {
    const ref = localCheckoutRef(sessionId);
    const order = (await tx.get(ref)).data();
    if (!order || order.uid !== uid || order.state !== 'open') {
      throw new HttpError(404, DONATION_MESSAGES.localCheckoutNotFound);
    }
    tx.update(ref, { state });
    return order;
  });
}

/** The events Stripe sends for a paid Checkout session of this order, in Stripe's shapes. */
export function paidEvents(sessionId: string, order: StoredLocalCheckout): object[] {
  const created = Math.floor(Date.now() / 1000);
  const metadata = { uid: order.uid, ...(order.email ? { receiptEmail: order.email } : {}) };
  const customer = localId('cus');
  const paymentIntent = localId('pi');
  const session = {
    id: sessionId,
    object: 'checkout.session',
    created,
    mode: order.recurring ? 'subscription' : 'payment',
    payment_status: 'paid',
    status: 'complete',
    currency: DONATION_CURRENCY,
    amount_total: order.amount,
    client_reference_id: order.uid,
    customer,
    customer_email: order.email,
    customer_details: { email: order.email },
    metadata,
    payment_intent: order.recurring ? null : paymentIntent,
    subscription: order.recurring ? localId('sub') : null,
  };
  if (!order.recurring) return [localEvent('checkout.session.completed', session)];
  const invoice = {
    id: localId('in'),
    object: 'invoice',
    created,
    currency: DONATION_CURRENCY,
    amount_due: order.amount,
    amount_paid: order.amount,
    customer,
    customer_email: order.email,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: session.subscription, metadata },
    },
    payments: { data: [{ payment: { type: 'payment_intent', payment_intent: paymentIntent } }] },
  };
  return [localEvent('checkout.session.completed', session), localEvent('invoice.paid', invoice)];
}

export async function completeLocalCheckout(
  sessionId: string,
  uid: string,
): Promise<LocalCheckoutDoneAnswer> {
  const order = await finish(sessionId, uid, 'complete');
  for (const event of paidEvents(sessionId, order)) await deliverLocalEvent(event);
  return { url: `${DONATE_PATHS.success}?session_id=${encodeURIComponent(sessionId)}` };
}

export async function cancelLocalCheckout(
  sessionId: string,
  uid: string,
): Promise<LocalCheckoutDoneAnswer> {
  await finish(sessionId, uid, 'cancelled');
  return { url: DONATE_PATHS.cancel };
}
