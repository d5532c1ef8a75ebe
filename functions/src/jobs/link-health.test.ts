// The link checker's task before it reads anything: tasks that are not ours, and tasks that
// arrive before their host slot (the Cloud Tasks emulator dispatches scheduled tasks at once).
// The rest runs against the emulators (tests/api/link-health.test.ts).
import { describe, expect, it } from 'vitest';
import { linkCheckTaskId, type LinkCheckTask } from '@xmates/domain';
import { runLinkCheckTask } from './link-health';

const T = Date.UTC(2026, 10, 28, 12);
const task: LinkCheckTask = { productId: 'p1', due: 0, slotAt: T + 5_000, copy: 0, deferrals: 2 };

function sender() {
  const sent: LinkCheckTask[] = [];
  const send = (t: LinkCheckTask) => {
    sent.push(t);
    return Promise.resolve('queued' as const);
  };
  return { sent, send };
}

describe('runLinkCheckTask', () => {
  it('does nothing with data that is no task of ours', async () => {
    const { sent, send } = sender();
    const checker = () => Promise.reject(new Error('no check expected'));
    for (const data of [undefined, {}, { ...task, productId: '../x' }]) {
      expect(await runLinkCheckTask(data, { send, checker })).toEqual({ outcome: 'invalid' });
    }
    expect(sent).toEqual([]);
  });

  it('queues a copy for its slot when it arrives early, under a new id, checking nothing', async () => {
    const { sent, send } = sender();
    const checker = () => Promise.reject(new Error('no check expected'));
    const now = () => new Date(T);
    expect(await runLinkCheckTask(task, { send, checker, now })).toEqual({
      outcome: 'early',
      slotAt: task.slotAt,
    });
    expect(sent).toEqual([{ ...task, copy: 1 }]);
    expect(linkCheckTaskId(sent[0] ?? task)).not.toBe(linkCheckTaskId(task));
  });
});
