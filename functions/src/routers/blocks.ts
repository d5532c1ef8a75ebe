// /api/blocks: the signed-in member's blocks (domain/src/users/blocks.ts); only the blocker ever
// reads them. Not under /api/users/me: see domain/src/contracts/blocks.ts.
import { Router } from 'express';
import { BLOCK_MESSAGES, emptyBody } from '@xmates/domain';
import { blockMember, listBlocks, unblockMember } from '../handlers/blocks';
import { cursorParam, readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentToken, requireMember } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export function blocksRouter(): Router {
  const router = checkParams(Router(), { uid: answer404(BLOCK_MESSAGES.memberNotFound) });

  router.get('/', requireMember, rateLimit('account'), async (req, res) => {
    const q = readQuery(req.query, ['after']);
    res.json(await listBlocks(currentToken(res).uid, cursorParam(q, 'after')));
  });

  router.put('/:uid', requireMember, rateLimit('account'), async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await blockMember(currentToken(res).uid, pathParam(req, 'uid')));
  });

  router.delete('/:uid', requireMember, rateLimit('account'), async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await unblockMember(currentToken(res).uid, pathParam(req, 'uid')));
  });

  return router;
}
