// The link checker's queue: Cloud Tasks' queue of the checkLinkTask function (index.ts), one task
// per link check, scheduled at the host slot it carries (domain link-health/queue.ts and
// hosts.ts). On the emulator firebase-admin sends tasks to the Cloud Tasks emulator
// (CLOUD_TASKS_EMULATOR_HOST), which dispatches them at once whatever their schedule.
import { getFunctions } from 'firebase-admin/functions';
import { linkCheckTaskId, type LinkCheckTask } from '@xmates/domain';
import { REGION } from '../config';
import { adminApp, errorCode } from '../db/firebase';

/** The task-queue function's name (its export in index.ts): the queue is named after it. */
export const LINK_CHECK_FUNCTION = 'checkLinkTask';

/** A task was queued, or one with its id is queued already (or ran within the hour). */
export type Enqueued = 'queued' | 'duplicate';

/** Queues one task under its id (linkCheckTaskId), scheduled at its slot. */
export async function enqueueLinkCheck(task: LinkCheckTask): Promise<Enqueued> {
  const queue = getFunctions(adminApp()).taskQueue<LinkCheckTask>(
    `locations/${REGION}/functions/${LINK_CHECK_FUNCTION}`,
  );
  try {
    await queue.enqueue(task, { id: linkCheckTaskId(task), scheduleTime: new Date(task.slotAt) });
    return 'queued';
  } catch (err) {
    if (errorCode(err) === 'functions/task-already-exists') return 'duplicate';
    throw err;
  }
}
