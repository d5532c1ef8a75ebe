import { useState, type FormEvent } from 'react';

interface FormSubmitSteps {
  /** The rule's message for the input as it stands, or null when it may be sent. */
  check: () => string | null;
  /** Sends the input and does what follows a success. */
  send: () => Promise<void>;
  /** The text the form shows for what `send` threw (a form may also react to it here). */
  failure: (err: unknown) => string;
}

/**
 * A form that checks its input, sends it, and shows the rule's or the request's error: `submit`
 * is its `onSubmit`, `busy` is true while the request runs.
 */
export function useFormSubmit({ check, send, failure }: FormSubmitSteps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = check();
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await send();
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, setError, submit };
}
