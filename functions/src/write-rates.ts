// The write rate of each document under a burst of reactions to one product
// (docs/feed.md#counters-that-take-a-burst), computed from the constants the code runs on: the
// roll-up window, the members' action budget, the api's instance ceiling. Firestore's guidance is about one sustained write a second per document;
// every document the burst shares stays at or below it whatever the rate, and a member's own
// documents move only at that member's pace.
import { ROLL_UP } from '@xmates/domain';
import { config } from './config';

export interface DocumentRate {
  document: string;
  /** Who writes it during the burst. */
  writers: 'the burst' | 'one member';
  /** Its worst writes a second. */
  perSecond: number;
  why: string;
}

const SECOND_MS = 1_000;

/** Writes a second of each document when `reactionsPerSecond` members react to one product. */
export function burstWriteRates(reactionsPerSecond: number): DocumentRate[] {
  const rollUpsPerSecond = SECOND_MS / ROLL_UP.windowMs;
  const action = config.rateLimits.action.perUser;
  const memberActionsPerSecond = (action.max * SECOND_MS) / action.windowMs;
  return [
    {
      document: 'products/{id}',
      writers: 'the burst',
      perSecond: Math.min(reactionsPerSecond, rollUpsPerSecond),
      why: 'only its roll-up writes its counters: one task per product and window',
    },
    {
      document: 'productTrends/{id}',
      writers: 'the burst',
      perSecond: Math.min(reactionsPerSecond, rollUpsPerSecond),
      why: 'made due by a roll-up that counted other likes',
    },
    {
      document: 'users/{owner}/notifications/{like, product, member}',
      writers: 'the burst',
      perSecond: Math.min(reactionsPerSecond, 1),
      why: "one notice per liker, created once (its id is the like's): a new document each",
    },
    {
      document: 'users/{uid}/reactions/{id}',
      writers: 'one member',
      perSecond: memberActionsPerSecond,
      why: "the member's own reaction: their action budget (a repeat inside the guard writes nothing)",
    },
    {
      document: 'rateLimits/{member window}',
      writers: 'one member',
      perSecond: memberActionsPerSecond,
      why: 'a member counts in their own window only; a refused call writes nothing more',
    },
  ];
}

/** Calls to the queue a second for one product: each api instance asks once a window. */
export function rollUpQueueCallsPerSecond(reactionsPerSecond: number): number {
  const perWindow = Math.min(reactionsPerSecond, config.instances.api.maxInstances);
  return (perWindow * SECOND_MS) / ROLL_UP.windowMs;
}
