// /api/fav: the member's favorites (spec path GET /api/fav/me/favorites).
import { Router } from 'express';
import { requireMember } from '../middleware/auth';
import { reactedListHandler } from './products';

export function favoritesRouter(): Router {
  const router = Router();
  router.get('/me/favorites', requireMember, reactedListHandler('favorites'));
  return router;
}
