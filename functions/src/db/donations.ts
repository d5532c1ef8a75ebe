// The donation collections (all server-only): payments, members' totals, handled webhook
// events, monthly subscriptions, the Checkout sessions this app created, and the emulator's
// local checkouts.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  type CheckoutSessionDoc,
  type DonationDoc,
  type DonationSubscriptionDoc,
  type DonationTotalsDoc,
  type LocalCheckoutDoc,
  type StripeEventDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredDonation = DonationDoc<Timestamp>;
export type StoredDonationTotals = DonationTotalsDoc<Timestamp>;
export type StoredSubscription = DonationSubscriptionDoc<Timestamp>;
export type StoredLocalCheckout = LocalCheckoutDoc<Timestamp>;
export type StoredCheckoutSession = CheckoutSessionDoc<Timestamp>;

export const donationsCollection = () =>
  typed<StoredDonation>(db().collection(COLLECTIONS.donations));

export const donationRef = (id: string) => donationsCollection().doc(id);

export const donationTotalsRef = (uid: string) =>
  typed<StoredDonationTotals>(db().collection(COLLECTIONS.donationTotals)).doc(uid);

export const stripeEventRef = (eventId: string) =>
  typed<StripeEventDoc<Timestamp>>(db().collection(COLLECTIONS.stripeEvents)).doc(eventId);

export const subscriptionRef = (subscriptionId: string) =>
  typed<StoredSubscription>(db().collection(COLLECTIONS.donationSubscriptions)).doc(subscriptionId);

export const checkoutSessionsCollection = () =>
  typed<StoredCheckoutSession>(db().collection(COLLECTIONS.checkoutSessions));

export const checkoutSessionRef = (sessionId: string) =>
  checkoutSessionsCollection().doc(sessionId);

export const localCheckoutRef = (sessionId: string) =>
  typed<StoredLocalCheckout>(db().collection(COLLECTIONS.localCheckouts)).doc(sessionId);

/** The donation a payment belongs to (charge.refunded names only the payment). */
export const donationsByPayment = (paymentIntentId: string) =>
  donationsCollection().where('paymentIntentId', '==', paymentIntentId).limit(1);
