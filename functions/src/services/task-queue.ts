// Cloud Tasks, through firebase-admin's task queues: a task for a task-queue function of this
// codebase (onTaskDispatched, in REGION). On the emulator firebase-admin sends it to the Cloud
// Tasks emulator (CLOUD_TASKS_EMULATOR_HOST, set by the Functions emulator), which delivers at
// once whatever the scheduled time; production delivers at the scheduled time or later.
import { getFunctions } from 'firebase-admin/functions';
import { REGION } from '../config';
import { adminApp, errorCode } from '../db/firebase';

/** A task was queued, or one with its id is queued already (or ran within about an hour). */
export type Enqueued = 'queued' | 'duplicate';

/**
 * Queues one task named `id` for the function `functionName`, to run at `at`. A name the queue
 * already holds (or ran within about an hour) is refused: 'duplicate'.
 */
export async function enqueueTask(
  functionName: string,
  data: object,
  id: string,
  at: Date,
): Promise<Enqueued> {
  const queue = getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${functionName}`);
  try {
    await queue.enqueue(data, { id, scheduleTime: at });
    return 'queued';
  } catch (err) {
    if (errorCode(err) === 'functions/task-already-exists') return 'duplicate';
    throw err;
  }
}
