/**
 * The link checker's tasks (issue 37): the 15-minute job queues one task per due link on the
 * Cloud Tasks queue of the checkLinkTask function, which checks that one link.
 */
import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from '../core/document-ids';

export interface LinkCheckTask {
  productId: string;
  /**
   * The link's lastCheckedAt when the job queued it (epoch ms; 0 when never checked). A task
   * whose record has moved on since (Check now, or another task) checks nothing.
   */
  due: number;
  /** The host slot reserved for this check (epoch ms): the task is scheduled at it. */
  slotAt: number;
  /** How many copies of the task were queued before this one (each with its own id). */
  copy: number;
  /** How many times the host's gate sent it to the end of its line (copies made at a refusal). */
  deferrals: number;
}

const count = z.number().int().min(0);
const taskSchema = z.object({
  productId: z.string().regex(new RegExp(`^${DOCUMENT_ID_PATTERN}$`)),
  due: count,
  slotAt: count,
  copy: count,
  deferrals: count,
});

/** A task's data as the queue delivers it, or null when it is no task of ours. */
export function linkCheckTaskOf(data: unknown): LinkCheckTask | null {
  const parsed = taskSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The task's id on the queue. The first copy's is `{productId}-{due}`: queuing the same due
 * check again (the next run, while the task still waits) is refused by Cloud Tasks as a
 * duplicate, so a link is never queued twice for one due check. Later copies add their number.
 * Product ids are document ids ([A-Za-z0-9_-], Firestore's random ids in production), which
 * task ids allow, and random ids spread the queue's keys as Cloud Tasks asks.
 */
export function linkCheckTaskId(task: LinkCheckTask): string {
  const base = `${task.productId}-${task.due}`;
  return task.copy === 0 ? base : `${base}-${task.copy}`;
}
