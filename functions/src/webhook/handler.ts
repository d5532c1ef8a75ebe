// The Stripe webhook: its own HTTPS function (Hosting serves it at /api/stripe/webhook). The
// signature is checked over the raw body bytes (the Functions runtime keeps them on
// req.rawBody) before anything is read; a bad or missing signature is a 400 and writes
// nothing. Handled types change donations in a transaction keyed by the event id; an error
// answers 500 so that Stripe retries. A payment that matches no session this app's checkout
// recorded is answered 200 (Stripe would otherwise retry it for days), credited to no one and
// logged as stripe.payment_not_credited. Stripe Identity's age-check events go to webhook/age.ts,
// under the same signature check and event-id idempotency.
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { API_MESSAGES, type WebhookAnswer } from '@xmates/domain';
import { secrets } from '../config';
import { HttpError } from '../http/http-error';
import { verifiedEvent } from '../services/stripe';
import { applyAgeEvent, isAgeEvent } from './age';
import { PaymentNotYetRecorded, applyEvent } from './apply';
import { HANDLED_EVENTS, changeOf } from './events';

type RuntimeRequest = Request & { rawBody?: unknown };

export const WEBHOOK_MESSAGES = {
  methodNotAllowed: 'Stripe webhooks are POST requests.',
  badSignature: 'Invalid Stripe signature.',
} as const;

const donationChange = (type: string, object: unknown) =>
  HANDLED_EVENTS.has(type)
    ? changeOf(type, object)
    : { kind: 'ignored' as const, reason: `type ${type}` };

export async function stripeWebhookHandler(req: RuntimeRequest, res: Response): Promise<void> {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.status(405).json(new HttpError(400, WEBHOOK_MESSAGES.methodNotAllowed).body);
    return;
  }
  const signature = req.get('stripe-signature');
  const raw = Buffer.isBuffer(req.rawBody) ? req.rawBody : null;
  let event;
  try {
    if (!signature || !raw) throw new Error('missing signature or body');
    event = verifiedEvent(raw, signature, secrets.stripeWebhookSecret.value());
  } catch (err) {
    logger.warn('stripe.bad_signature', {
      error: err instanceof Error ? err.message : String(err),
    });
    res.status(400).json(new HttpError(400, WEBHOOK_MESSAGES.badSignature).body);
    return;
  }

  try {
    const result = isAgeEvent(event.type)
      ? await applyAgeEvent(event.id, event.type, event.data.object)
      : await applyEvent(event.id, event.type, donationChange(event.type, event.data.object));
    logger.info('stripe.event', { id: event.id, type: event.type, ...result });
    if ('notCredited' in result && result.notCredited) {
      logger.warn('stripe.payment_not_credited', {
        id: event.id,
        type: event.type,
        reason: result.notCredited,
      });
    }
    res.json({ received: true, duplicate: result.duplicate } satisfies WebhookAnswer);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const retry = err instanceof PaymentNotYetRecorded;
    logger[retry ? 'warn' : 'error']('stripe.event_failed', {
      id: event.id,
      type: event.type,
      error: message,
    });
    res.status(500).json(new HttpError(500, API_MESSAGES.serverError).body);
  }
}
