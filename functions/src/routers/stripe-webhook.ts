// The Stripe webhook (webhook-app.ts: its own HTTPS function, which Hosting serves at
// /api/stripe/webhook). After the method and signature checks (middleware/stripe-webhook.ts),
// Stripe Identity's age-check events go to handlers/age-events.ts and every other type to
// handlers/donation-events.ts, each applied once under its event id. A payment that matches no
// session this app's checkout recorded is answered 200 (Stripe would otherwise retry it for
// days), credited to no one and logged as stripe.payment_not_credited.
import { Router } from 'express';
import type { WebhookAnswer } from '@xmates/domain';
import { applyAgeEvent, isAgeEvent } from '../handlers/age-events';
import { applyDonationEvent } from '../handlers/donation-events';
import {
  stripeEvent,
  stripeEventFailed,
  stripePostOnly,
  stripeSignature,
} from '../middleware/stripe-webhook';

export function stripeWebhookRouter(): Router {
  const router = Router();
  router.use(stripePostOnly, stripeSignature, async (_req, res) => {
    const { id, type, data } = stripeEvent(res);
    const object: unknown = data.object;
    const result = isAgeEvent(type)
      ? await applyAgeEvent(id, type, object)
      : await applyDonationEvent(id, type, object);
    res.json({ received: true, duplicate: result.duplicate } satisfies WebhookAnswer);
  });
  router.use(stripeEventFailed);
  return router;
}
