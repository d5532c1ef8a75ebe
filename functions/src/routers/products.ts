// /api/products: the feed (public, more for signed-in callers), the member's lists, and the
// card actions. Comments live in their own router under /api/products/:id/comments.
import { Router, type Request, type Response } from 'express';
import {
  LIMITS,
  PRODUCT_MESSAGES,
  emptyBody,
  rateBody,
  reportLinkBody,
  type FavoriteAnswer,
  type LikeAnswer,
  type ReactionAction,
  type ReactionList,
} from '@xmates/domain';
import { listFeed } from '../handlers/feed';
import { countFeed } from '../handlers/feed-count';
import { listMine, listReacted } from '../handlers/member-lists';
import { rateProduct, reportLink, toggleReaction } from '../handlers/reactions';
import { searchProducts } from '../handlers/search';
import { feedFilterOf, feedRequest, searchRequest } from './feed-params';
import { cursorParam, intParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import {
  currentToken,
  isAdminToken,
  optionalMemberToken,
  optionalUser,
  requireMember,
} from '../middleware/auth';
import { viewerAccess } from '../middleware/viewer-access';
import { requireAppCheck } from '../middleware/app-check';
import { publicCache } from '../middleware/cache';
import { rateLimit, rateLimitBy } from '../middleware/rate-limit';
import { commentsRouter } from './comments';

/** limit (1..100, default 6, larger clamped) and after of the member's own lists. */
export function listRequest(req: Request) {
  const q = readQuery(req.query, ['limit', 'after']);
  const limit = intParam(q, 'limit', {
    min: 1,
    max: LIMITS.ownListMax,
    fallback: LIMITS.feedPageSize,
    clampAbove: true,
  });
  return { limit, after: cursorParam(q, 'after') };
}

/** Express 5 params are strings for named segments; checkParams has checked the id. */
const productId = (req: Request) => pathParam(req, 'id');

export function reactedListHandler(list: ReactionList) {
  return async (req: Request, res: Response) => {
    const uid = currentToken(res).uid;
    res.json(await listReacted(uid, list, listRequest(req), viewerAccess(req, res)));
  };
}

export function productsRouter(): Router {
  const router = checkParams(Router(), { id: answer404(PRODUCT_MESSAGES.notFound) });

  // A search (q=) reads more than a feed page: its own budget.
  const feedOrSearch = rateLimitBy((req) => (req.query.q === undefined ? ['feed'] : ['search']));
  router.get(
    '/',
    publicCache('feed'),
    requireAppCheck(),
    optionalUser,
    feedOrSearch,
    async (req, res) => {
      const token = optionalMemberToken(res);
      const search = searchRequest(req);
      if (search) {
        const caller = { uid: token?.uid ?? null, access: viewerAccess(req, res) };
        res.json(await searchProducts(search, caller));
        return;
      }
      const request = feedRequest(req);
      res.json(
        await listFeed(request, {
          uid: token?.uid ?? null,
          email: token?.email ?? null,
          isAdmin: token ? isAdminToken(token) : false,
          access: viewerAccess(req, res),
        }),
      );
    },
  );

  // Home's page numbers and a focus link's page: the SPA asks signed out, so the CDN answers
  // every visitor and member with one copy; a member who hides tags asks with their token.
  router.get(
    '/count',
    publicCache('feed'),
    requireAppCheck(),
    optionalUser,
    rateLimit('feedCount'),
    async (req, res) => {
      const q = readQuery(req.query, ['categories', 'tags', 'tagMode', 'sort', 'before']);
      const uid = optionalMemberToken(res)?.uid ?? null;
      res.json(await countFeed(feedFilterOf(q), q.before ?? null, uid));
    },
  );

  router.get('/liked', requireMember, reactedListHandler('liked'));
  router.get('/disliked', requireMember, reactedListHandler('disliked'));

  router.get('/mine', requireMember, async (req, res) => {
    const caller = { uid: currentToken(res).uid, access: viewerAccess(req, res) };
    res.json(await listMine(caller, listRequest(req)));
  });

  const toggles: ReactionAction[] = ['like', 'dislike', 'favorite'];
  for (const action of toggles) {
    router.post(`/:id/${action}`, requireMember, rateLimit('action'), async (req, res) => {
      parseBody(emptyBody, req.body);
      const uid = currentToken(res).uid;
      const state = await toggleReaction(uid, productId(req), action);
      res.json(
        action === 'favorite'
          ? ({
              favorite: state.favorite,
              favoritesCount: state.favoritesCount,
            } satisfies FavoriteAnswer)
          : ({
              liked: state.liked,
              disliked: state.disliked,
              likesCount: state.likesCount,
              dislikesCount: state.dislikesCount,
            } satisfies LikeAnswer),
      );
    });
  }

  router.post('/:id/rate', requireMember, rateLimit('action'), async (req, res) => {
    const { value } = parseBody(rateBody, req.body);
    res.json(await rateProduct(currentToken(res).uid, productId(req), value));
  });

  router.post('/:id/report-link', requireMember, rateLimit('action'), async (req, res) => {
    const { reason } = parseBody(reportLinkBody, req.body);
    res.json(await reportLink(currentToken(res).uid, productId(req), reason || null));
  });

  router.use('/:id/comments', commentsRouter());
  return router;
}
