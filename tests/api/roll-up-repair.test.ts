// A roll-up the task queue refused (shared/roll-up.ts) marks its product in rollUpsDue, and the
// roll-up repair (jobs/roll-up-repair.ts, every 15 minutes; run here) queues it again, so the
// product's counters count the reaction without waiting for another one. The queue's refusal
// is the platform's answer, stubbed; everything else runs on the emulators.
import { afterAll, describe, expect, it } from 'vitest';
import { repairRollUps } from '@xmates/functions/jobs/roll-up-repair';
import { requestRollUp } from '@xmates/functions/shared/roll-up';
import { adminDb, existsAt } from '../support/admin';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { fixtureProduct, removeFixtures, rolledUp, storedProduct } from './product-fixtures';

/** A task queue that cannot be reached (the platform's answer, stubbed). */
const unreachable = () => Promise.reject(new Error('Cloud Tasks unavailable'));

afterAll(removeFixtures);

describe('the roll-up repair', () => {
  it('queues the roll-up the queue refused; the counters then count the reaction', async () => {
    const id = await fixtureProduct();
    // A like already committed, as the API commits one before it asks for the roll-up.
    const uid = `roll-up-repair-${Date.now().toString(36)}`;
    await adminDb
      .doc(paths.reaction(uid, id))
      .set(docs.reaction(id, { liked: true, likedAt: new Date() }));

    await requestRollUp(id, unreachable);
    expect(await existsAt(paths.rollUpDue(id))).toBe(true);
    expect((await storedProduct(id)).likesCount ?? 0).toBe(0);

    // While the queue still refuses, the marker stays for the next run.
    expect((await repairRollUps(unreachable)).left).toBeGreaterThanOrEqual(1);
    expect(await existsAt(paths.rollUpDue(id))).toBe(true);

    expect((await repairRollUps()).repaired).toBeGreaterThanOrEqual(1);
    expect(await existsAt(paths.rollUpDue(id))).toBe(false);
    await rolledUp(id, { likesCount: 1 });
    await adminDb.doc(paths.reaction(uid, id)).delete();
  });
});
