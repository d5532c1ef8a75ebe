import { describe, expect, it, vi } from 'vitest';
import type { Checked } from '@xmates/domain';
import { attempt, type AttemptReport, type Refusal } from './use-form-submit';

/** What an attempt reported, in order. */
function recorder() {
  const events: (['busy', boolean] | ['show', Refusal | null])[] = [];
  const report: AttemptReport = {
    busy: (busy) => events.push(['busy', busy]),
    show: (refusal) => events.push(['show', refusal]),
  };
  return { events, report };
}

describe('attempt', () => {
  it('sends what passed a plain check, then hands the answer to done', async () => {
    const { events, report } = recorder();
    const send = vi.fn((input: unknown) => Promise.resolve(`sent ${String(input)}`));
    const done = vi.fn();
    const steps = { check: () => null, send, done, failure: () => 'failed' };
    expect(await attempt(steps, 'hi', report)).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith('hi');
    expect(done).toHaveBeenCalledExactlyOnceWith('sent hi');
    expect(events).toEqual([
      ['show', null],
      ['busy', true],
      ['busy', false],
    ]);
  });

  it("sends a domain Checked's value, and shows a refusal with its field without sending", async () => {
    const send = vi.fn((value: unknown) => Promise.resolve(value));
    const check = (name: unknown): Checked<{ name: string }> =>
      name === ''
        ? { ok: false, error: 'Name it.', field: 'name' }
        : { ok: true, value: { name: String(name).trim() } };
    const steps = { check, send, failure: () => 'failed' };
    const refused = recorder();
    expect(await attempt(steps, '', refused.report)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(refused.events).toEqual([['show', { text: 'Name it.', field: 'name' }]]);

    await attempt(steps, ' Ann ', recorder().report);
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Ann' });
  });

  it('refuses the whole form with a text check', async () => {
    const { events, report } = recorder();
    const onRefused = vi.fn();
    const send = vi.fn(() => Promise.resolve(undefined));
    await attempt(
      { check: () => 'Log in first.', send, failure: () => null, onRefused },
      0,
      report,
    );
    expect(send).not.toHaveBeenCalled();
    expect(events).toEqual([['show', { text: 'Log in first.', field: null }]]);
    expect(onRefused).toHaveBeenCalledExactlyOnceWith({ text: 'Log in first.', field: null });
  });

  it("shows failure's text with the API's field, and leaves busy", async () => {
    const { events, report } = recorder();
    const onRefused = vi.fn();
    // An ApiError's shape (api-client needs the Firebase set-up, absent here).
    const err = Object.assign(new Error('Too long.'), { code: 'invalid-input', field: 'title' });
    const came = await attempt(
      {
        send: () => Promise.reject(err),
        failure: (e) => (e === err ? err.message : '?'),
        onRefused,
      },
      undefined,
      report,
    );
    expect(events).toEqual([
      ['show', null],
      ['busy', true],
      ['show', { text: 'Too long.', field: 'title' }],
      ['busy', false],
    ]);
    expect(onRefused).toHaveBeenCalledExactlyOnceWith({ text: 'Too long.', field: 'title' });
    expect(came).toBe(false);
  });

  it('shows nothing for a failure without a text, and a thrown non-API error has no field', async () => {
    const silent = recorder();
    await attempt(
      { send: () => Promise.reject(new Error('x')), failure: () => null },
      undefined,
      silent.report,
    );
    expect(silent.events).toEqual([
      ['show', null],
      ['busy', true],
      ['busy', false],
    ]);

    const worded = recorder();
    await attempt(
      { send: () => Promise.reject(new Error('x')), failure: () => 'Try again.' },
      undefined,
      worded.report,
    );
    expect(worded.events).toContainEqual(['show', { text: 'Try again.', field: null }]);
  });

  it('treats a throw in done as a failure', async () => {
    const { events, report } = recorder();
    const done = () => {
      throw new Error('closed');
    };
    await attempt(
      { send: () => Promise.resolve(1), done, failure: () => 'Failed.' },
      undefined,
      report,
    );
    expect(events.at(-2)).toEqual(['show', { text: 'Failed.', field: null }]);
    expect(events.at(-1)).toEqual(['busy', false]);
  });

  it('with keepMessage, clears the last message only once an answer comes', async () => {
    const { events, report } = recorder();
    await attempt(
      { send: () => Promise.resolve(1), failure: () => null, keepMessage: true },
      0,
      report,
    );
    expect(events).toEqual([
      ['busy', true],
      ['show', null],
      ['busy', false],
    ]);
  });

  it('with staysBusy, stays busy after a success but not after a failure', async () => {
    const success = recorder();
    await attempt(
      { send: () => Promise.resolve(1), failure: () => null, staysBusy: true },
      0,
      success.report,
    );
    expect(success.events).toEqual([
      ['show', null],
      ['busy', true],
    ]);

    const failed = recorder();
    await attempt(
      { send: () => Promise.reject(new Error('x')), failure: () => null, staysBusy: true },
      0,
      failed.report,
    );
    expect(failed.events.at(-1)).toEqual(['busy', false]);
  });
});
