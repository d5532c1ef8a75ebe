// The one way a form or an action button sends: check, send, then the answer or the error,
// with `busy` while the request runs. Forms call `submit` (their onSubmit), buttons `run(input)`.
import { useState, type SyntheticEvent } from 'react';
import type { Checked } from '@xmates/domain';

/** What the form shows after a refusal: the text, and the field at fault when one is. */
export interface Refusal {
  text: string;
  field: string | null;
}

interface SharedSteps<T> {
  /** What follows a success, with the answer `send` gave. */
  done?: (answer: T) => void;
  /**
   * The text the form shows for what `send` threw (a form may also react to it here); null when
   * the failure says nothing. The field is the API's (`err.field`).
   */
  failure: (err: unknown) => string | null;
  /** What every refusal, the check's or the request's, also does (a toast). */
  onRefused?: (refusal: Refusal) => void;
  /** The last message stays on screen while the next request runs (by default it clears). */
  keepMessage?: boolean;
  /** A success leaves the page (a checkout): the form stays busy until it goes. */
  staysBusy?: boolean;
}

/** A domain rule: its `Checked` value is what is sent; a text refuses the whole form. */
interface CheckedSteps<I, V, T> extends SharedSteps<T> {
  check: (input: I) => Checked<V> | string;
  send: (value: V) => Promise<T>;
}

/** A plain rule (its message, or null to send) or none: the input is what is sent. */
interface PlainSteps<I, T> extends SharedSteps<T> {
  check?: (input: I) => string | null;
  send: (input: I) => Promise<T>;
}

/**
 * Either kind of steps, as `attempt` runs them: methods, whose parameters TypeScript compares
 * both ways, so the typed steps of each kind fit.
 */
interface AnySteps {
  check?(
    input: unknown,
  ): { ok: true; value: unknown } | { ok: false; error: string; field: string } | string | null;
  send(value: unknown): Promise<unknown>;
  done?(answer: unknown): void;
  failure(err: unknown): string | null;
  onRefused?(refusal: Refusal): void;
  keepMessage?: boolean;
  staysBusy?: boolean;
}

export interface FormSubmit<I> {
  /** True while the request runs. */
  busy: boolean;
  /** The refusal's text, null when there is none. */
  error: string | null;
  /** The field the refusal is about, null when it is about the whole form. */
  field: string | null;
  /** The refusal's text when it is about this field. */
  fieldError: (field: string) => string | null;
  /** Shows a message (about a field, or the form) or clears it: an edit, another control. */
  setError: (text: string | null, field?: string | null) => void;
  /** The form's onSubmit. */
  submit: (event: SyntheticEvent) => Promise<void>;
  /** What a button's onClick calls, with its input. */
  run: (input: I) => Promise<void>;
}

/**
 * The request field an API error answer names (ApiError's `field`), null for any other error.
 * Read by its shape: importing api-client would bring the Firebase SDK into the startup chunk,
 * where the toasts' action buttons use this hook.
 */
function fieldOf(err: unknown): string | null {
  return err instanceof Error && 'field' in err && typeof err.field === 'string' ? err.field : null;
}

/** Where one attempt reports what the form shows. */
export interface AttemptReport {
  busy: (busy: boolean) => void;
  show: (refusal: Refusal | null) => void;
}

/**
 * One attempt: the check (a refusal stops it), then `send` with the checked value or the input,
 * then `done` with the answer; a throw becomes the refusal `failure` words. Resolves true when
 * the answer came.
 */
export async function attempt(
  steps: AnySteps,
  input: unknown,
  report: AttemptReport,
): Promise<boolean> {
  const refuse = (refusal: Refusal) => {
    report.show(refusal);
    steps.onRefused?.(refusal);
    return false;
  };
  const verdict = steps.check?.(input) ?? null;
  if (typeof verdict === 'string') return refuse({ text: verdict, field: null });
  if (verdict?.ok === false) return refuse({ text: verdict.error, field: verdict.field });
  if (!steps.keepMessage) report.show(null);
  report.busy(true);
  try {
    const answer = await steps.send(verdict ? verdict.value : input);
    if (steps.keepMessage) report.show(null);
    steps.done?.(answer);
    if (!steps.staysBusy) report.busy(false);
    return true;
  } catch (err) {
    const text = steps.failure(err);
    if (text !== null) refuse({ text, field: fieldOf(err) });
    report.busy(false);
    return false;
  }
}

/**
 * A form or button that checks its input, sends it, and shows the rule's or the request's
 * refusal (with its field); an attempt while one runs is ignored.
 */
export function useFormSubmit<V, T, I = void>(steps: CheckedSteps<I, V, T>): FormSubmit<I>;
export function useFormSubmit<T, I = void>(steps: PlainSteps<I, T>): FormSubmit<I>;
export function useFormSubmit(steps: AnySteps): FormSubmit<unknown> {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Refusal | null>(null);

  const run = async (input: unknown) => {
    if (busy) return;
    await attempt(steps, input, { busy: setBusy, show: setShown });
  };

  return {
    busy,
    error: shown?.text ?? null,
    field: shown?.field ?? null,
    fieldError: (field) => (shown?.field === field ? shown.text : null),
    setError: (text, field = null) => setShown(text === null ? null : { text, field }),
    submit: (event) => {
      event.preventDefault();
      return run(undefined);
    },
    run,
  };
}
