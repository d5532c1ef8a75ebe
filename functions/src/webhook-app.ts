// The Express app behind the `stripeWebhook` function: Stripe's events, whatever the path
// (Hosting serves it at /api/stripe/webhook; routers/stripe-webhook.ts).
import express, { type Express } from 'express';
import { stripeWebhookRouter } from './routers/stripe-webhook';

export function createWebhookApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(stripeWebhookRouter());
  return app;
}
