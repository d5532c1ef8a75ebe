// /api/donate, /api/donations and the admin Donations tab (/api/admin/donations).
import type { DonationDoc } from '../donations/documents';

/** POST /api/donate/checkout: where to send the browser (Stripe Checkout, or locally the test page). */
export interface CheckoutAnswer {
  url: string;
}

/** GET /api/donations/supporter?email= */
export interface SupporterAnswer {
  supporter: boolean;
  lastPaidAt: string | null;
}

/** A stored donation as the admin sees it: its fields, times as ISO strings. */
export type DonationView = { _id: string } & Pick<
  DonationDoc<string>,
  | 'createdAt'
  | 'amount'
  | 'recurring'
  | 'status'
  | 'email'
  | 'sessionId'
  | 'customerId'
  | 'uid'
  | 'paidAt'
>;

/** GET /api/admin/donations?page=&limit=20&q=&status=&recurring= */
export interface AdminDonationsPage {
  items: DonationView[];
  page: number;
  pages: number;
  total: number;
}

/** GET /api/admin/donations/stats (the same filters): the filtered set, and this month's payments. */
export interface DonationStatsAnswer {
  filtered: {
    totalPaidCents: number;
    countPaid: number;
    countRefunded: number;
    countMonthlyPaid: number;
    countOneTimePaid: number;
    avgPaidCents: number;
    latestPaidAt: string | null;
  };
  thisMonth: { totalPaidCents: number; countPaid: number };
}

/** GET /api/donate/local-checkout/{id} (emulator only): the test checkout's order. */
export interface LocalCheckoutAnswer {
  sessionId: string;
  amount: number;
  recurring: boolean;
  email: string | null;
  state: 'open' | 'complete' | 'cancelled';
}

/** POST /api/donate/local-checkout/{id}/complete and /cancel (emulator only): where to go next. */
export interface LocalCheckoutDoneAnswer {
  url: string;
}

/** The Stripe webhook's answer (its own function at /api/stripe/webhook). */
export interface WebhookAnswer {
  received: true;
  duplicate: boolean;
}
