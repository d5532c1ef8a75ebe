// The roll-up repair (wired as `repairRollUpsQuarterHourly` in index.ts): the products whose
// roll-up could not be queued (rollUpsDue, marked by shared/roll-up.ts) get it queued again
// here, oldest first, ROLL_UP.repairPerRun at most a run; the task then rolls up as any other
// (with its retries). A marker is deleted only if no failure marked it again meanwhile (the
// delete's precondition on its update time), so a reaction counted by nobody stays marked.
// The emulator fires no schedules: the tests run it themselves.
import { logger } from 'firebase-functions/logger';
import { ROLL_UP } from '@xmates/domain';
import { isFailedPrecondition } from '../db/firebase';
import { oldestRollUpsDue } from '../db/roll-ups-due';
import { queueRollUp, type TaskQueue } from '../shared/roll-up';
import { enqueueTask } from '../services/task-queue';

export interface RollUpRepairReport {
  repaired: number;
  /** Roll-ups the queue still refused (logged), or marked again meanwhile: the next run retries. */
  left: number;
}

/** `queue`: the platform's task queue (the tests pass one that refuses). */
export async function repairRollUps(queue: TaskQueue = enqueueTask): Promise<RollUpRepairReport> {
  const due = await oldestRollUpsDue(ROLL_UP.repairPerRun).get();
  const report: RollUpRepairReport = { repaired: 0, left: 0 };
  for (const marker of due.docs) {
    try {
      await queueRollUp(marker.id, queue);
      await marker.ref.delete({ lastUpdateTime: marker.updateTime });
      report.repaired += 1;
    } catch (err) {
      // Marked again while it ran: the next run rolls it up again.
      if (!isFailedPrecondition(err)) {
        logger.error('roll_up.repair_failed', { productId: marker.id, error: String(err) });
      }
      report.left += 1;
    }
  }
  return report;
}
