// Asking for a product's roll-up after its reactions changed (a member's action, their
// erasure): the task of the current ROLL_UP window (domain/src/reactions/roll-up.ts), queued
// once per window. Each api instance remembers the slots it queued, so a burst of reactions on
// one product costs the queue at most one call per instance and window; the queue refuses a
// slot another instance queued, and a refused slot that may already have run gives way to the
// next window's. A task that cannot be queued leaves the product marked for the roll-up repair.
import { logger } from 'firebase-functions/logger';
import { ROLL_UP, rollUpSlot, slotStillAhead, type RollUpSlot } from '@xmates/domain';
import { markRollUpDue } from '../db/roll-ups-due';
import { enqueueTask } from '../services/task-queue';

/** The task-queue function (index.ts) that runs a roll-up. */
export const ROLL_UP_FUNCTION = 'rollUpReactions';

/** What a roll-up task carries. */
export interface RollUpTask {
  productId: string;
  /** The slot's due time (epoch ms): a task delivered earlier waits until then. */
  dueAtMs: number;
}

/** The slots this instance queued, by id, with their due times (pruned as they pass). */
const queued = new Map<string, number>();
const PRUNE_AT = 10_000;

function remember(slot: RollUpSlot, nowMs: number): void {
  if (queued.size >= PRUNE_AT) {
    for (const [id, dueAtMs] of queued) if (dueAtMs < nowMs) queued.delete(id);
  }
  queued.set(slot.id, slot.dueAtMs);
}

/** The platform's task queue (services/task-queue.ts); the tests pass one that refuses. */
export type TaskQueue = typeof enqueueTask;

const enqueue = (queue: TaskQueue, productId: string, slot: RollUpSlot) =>
  queue(
    ROLL_UP_FUNCTION,
    { productId, dueAtMs: slot.dueAtMs } satisfies RollUpTask,
    slot.id,
    new Date(slot.dueAtMs),
  );

/**
 * Queues the product's roll-up in the current window's slot (or the next one's, when the
 * current one was queued elsewhere and may already have run). Throws when the queue cannot be
 * reached.
 */
export async function queueRollUp(
  productId: string,
  queue: TaskQueue = enqueueTask,
): Promise<void> {
  let slot = rollUpSlot(productId, Date.now(), ROLL_UP.windowMs);
  if (queued.has(slot.id)) return;
  if (
    (await enqueue(queue, productId, slot)) === 'duplicate' &&
    !slotStillAhead(slot, Date.now())
  ) {
    slot = rollUpSlot(productId, slot.dueAtMs, ROLL_UP.windowMs);
    await enqueue(queue, productId, slot);
  }
  remember(slot, Date.now());
}

/**
 * Makes sure a roll-up of the product runs after this moment. Called once the change is
 * committed. A queue that cannot be reached is logged, not thrown: the member's action stands,
 * and the product is marked due (rollUpsDue), so the roll-up repair queues its roll-up within
 * ROLL_UP.repairEveryMinutes if no later reaction's roll-up counts it first.
 */
export async function requestRollUp(
  productId: string,
  queue: TaskQueue = enqueueTask,
): Promise<void> {
  try {
    await queueRollUp(productId, queue);
  } catch (err) {
    logger.error('roll_up.enqueue_failed', { productId, error: String(err) });
    await markRollUpDue(productId).catch((markErr: unknown) => {
      logger.error('roll_up.mark_failed', { productId, error: String(markErr) });
    });
  }
}
