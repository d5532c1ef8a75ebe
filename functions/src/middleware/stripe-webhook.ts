// The Stripe webhook's checks and its last handler (routers/stripe-webhook.ts). Answers are
// never cached; anything but a POST is a 405. The signature is checked over the raw body bytes
// (the Functions runtime keeps them on req.rawBody) before anything is read; a bad or missing
// signature is a 400 and writes nothing. An event that fails is answered 500, so that Stripe
// delivers it again.
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import { API_MESSAGES } from '@xmates/domain';
import { secrets } from '../config';
import { HttpError } from '../http/http-error';
import { eventVerifier } from '../services/stripe';
import { PaymentNotYetRecorded } from '../services/stripe-events';
import { errorHandler } from './errors';

const EVENT_KEY = 'stripeEvent';

const WEBHOOK_MESSAGES = {
  methodNotAllowed: 'Stripe webhooks are POST requests.',
  badSignature: 'Invalid Stripe signature.',
} as const;

type RuntimeRequest = Request & { rawBody?: unknown };

/** Middleware: no answer of the webhook is cached, and only a POST goes on. */
export function stripePostOnly(req: Request, res: Response, next: NextFunction) {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.status(405).json(new HttpError(400, WEBHOOK_MESSAGES.methodNotAllowed).body);
    return;
  }
  next();
}

/** Middleware: the event the request carries, signed with the endpoint's secret, or a 400. */
export async function stripeSignature(req: RuntimeRequest, res: Response, next: NextFunction) {
  const signature = req.get('stripe-signature');
  const raw = Buffer.isBuffer(req.rawBody) ? req.rawBody : null;
  const verifiedEvent = await eventVerifier();
  try {
    if (!signature || !raw) throw new Error('missing signature or body');
    res.locals[EVENT_KEY] = verifiedEvent(raw, signature, secrets.stripeWebhookSecret.value());
  } catch (err) {
    logger.warn('stripe.bad_signature', {
      error: err instanceof Error ? err.message : String(err),
    });
    throw new HttpError(400, WEBHOOK_MESSAGES.badSignature);
  }
  next();
}

const verified = (res: Response) => res.locals[EVENT_KEY] as Stripe.Event | undefined;

/** The event stripeSignature verified. */
export function stripeEvent(res: Response): Stripe.Event {
  const event = verified(res);
  if (!event) throw new Error('stripeEvent() used before stripeSignature');
  return event;
}

/**
 * The webhook's last handler: a refusal is answered as the API answers it; an event that
 * failed is logged (stripe.event_failed; a warning when it names a payment not recorded yet,
 * which Stripe's retry is expected to find) and answered 500.
 */
export function stripeEventFailed(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (err instanceof HttpError) {
    errorHandler(err, req, res, next);
    return;
  }
  const event = verified(res);
  logger[err instanceof PaymentNotYetRecorded ? 'warn' : 'error']('stripe.event_failed', {
    id: event?.id,
    type: event?.type,
    error: err instanceof Error ? err.message : String(err),
  });
  res.status(500).json(new HttpError(500, API_MESSAGES.serverError).body);
}
