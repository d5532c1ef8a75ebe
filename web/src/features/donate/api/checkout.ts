import type {
  CheckoutAnswer,
  DonationRequest,
  LocalCheckoutAnswer,
  LocalCheckoutDoneAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** POST /api/donate/checkout: the checkout page to send the browser to (Stripe may take a while). */
export function startCheckout(request: DonationRequest) {
  return api.post<CheckoutAnswer>(
    '/donate/checkout',
    {
      amount: request.amount,
      ...(request.interval ? { interval: request.interval } : {}),
      ...(request.email ? { email: request.email } : {}),
    },
    { timeoutMs: 30_000 },
  );
}

/** GET /api/donate/local-checkout/{id} (emulator only): the order the test checkout shows. */
export function getLocalCheckout(sessionId: string, signal?: AbortSignal) {
  return api.get<LocalCheckoutAnswer>(`/donate/local-checkout/${encodeURIComponent(sessionId)}`, {
    signal,
  });
}

export function useLocalCheckout(sessionId: string) {
  return useAsync(`local-checkout:${sessionId}`, (_, signal) =>
    getLocalCheckout(sessionId, signal),
  );
}

/**
 * Completes (signed payment events go to the webhook, which the emulator may first have to
 * start: seconds on a busy machine) or cancels the local order.
 */
export function finishLocalCheckout(sessionId: string, action: 'complete' | 'cancel') {
  return api.post<LocalCheckoutDoneAnswer>(
    `/donate/local-checkout/${encodeURIComponent(sessionId)}/${action}`,
    {},
    { timeoutMs: 60_000 },
  );
}
