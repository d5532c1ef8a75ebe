// The per-member budget of write actions (card actions, comments, reports): one fixed-window
// document per member and rule, counted before the action runs.
import { config } from '../config';
import type { RateRule } from '../db/rate-limits';
import { consumeRateLimits } from './rate-limit';

export function consumeActionLimit(uid: string, kind: 'action' | 'comment' = 'action') {
  const rules: RateRule[] = [{ scope: 'action', key: uid, ...config.actionLimit }];
  if (kind === 'comment') rules.push({ scope: 'comment', key: uid, ...config.commentLimit });
  return consumeRateLimits(rules);
}
