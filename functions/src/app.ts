// The Express app behind the single `api` function. Hosting's /api/** rewrite passes the full
// path, so every router is mounted under /api.
import express, { Router, type Express } from 'express';
import { awaitAgeMode } from './age-assurance/mode';
import { adminRouter } from './routers/admin';
import { ageRouter } from './routers/age';
import { authRouter } from './routers/auth';
import { badgesRouter } from './routers/badges';
import { blocksRouter } from './routers/blocks';
import { moderationLogRouter } from './routers/moderation-log';
import { catalogueRouter } from './routers/catalogue';
import { contactRouter } from './routers/contact';
import { donateRouter, donationsRouter } from './routers/donate';
import { favoritesRouter } from './routers/favorites';
import { healthRouter } from './routers/health';
import { mediaRouter } from './routers/media';
import { notificationsRouter } from './routers/notifications';
import { productsRouter } from './routers/products';
import { submitLinkRouter } from './routers/submit-link';
import { uploadsRouter } from './routers/uploads';
import { usersRouter } from './routers/users';
import { config } from './config';
import { jsonBody } from './middleware/body';
import { errorHandler, notFound } from './middleware/errors';
import { urlLimit } from './middleware/url-limit';

export interface AppOptions {
  /**
   * The emulator's own routes: media from local disk, the local test checkout and the local
   * test age verification.
   */
  emulatorRoutes: boolean;
}

export function createApp(options: AppOptions = { emulatorRoutes: config.isEmulator }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(urlLimit(config.maxUrlLength));
  // `trust proxy` stays off: req.ip, req.protocol and req.host would read X-Forwarded-* headers
  // a client can write. The client address is http/client-ip's, the site origin config's.
  app.use((_req, res, next) => {
    // Answers are per caller; media routes override this with a long cache.
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Uploads carry raw image bytes, not JSON: mounted before the JSON body rules.
  app.use('/api/uploads', uploadsRouter());
  app.use(jsonBody(config.bodyLimitBytes));

  const api = Router();
  api.use('/health', healthRouter());
  api.use(awaitAgeMode);
  api.use('/auth', authRouter());
  api.use('/users', usersRouter());
  api.use('/admin', adminRouter());
  api.use('/products', productsRouter());
  api.use('/cat', catalogueRouter());
  api.use('/fav', favoritesRouter());
  api.use('/submit-link', submitLinkRouter());
  api.use('/notifications', notificationsRouter());
  api.use('/donate', donateRouter({ localCheckout: options.emulatorRoutes }));
  api.use('/donations', donationsRouter());
  api.use('/age', ageRouter({ localVerification: options.emulatorRoutes }));
  api.use('/contact', contactRouter());
  api.use('/badges', badgesRouter());
  api.use('/blocks', blocksRouter());
  api.use('/moderation-log', moderationLogRouter());
  if (options.emulatorRoutes) api.use('/media', mediaRouter());
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
