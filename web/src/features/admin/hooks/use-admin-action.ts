import { useState } from 'react';
import { attempt } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';

/**
 * Runs one admin action at a time: `busy` names the row at work, the answer's message shows as
 * a toast, a failure shows the API's reason (a 409: someone else handled it) or `fallback`,
 * and the lists reload either way. Resolves true when the action succeeded.
 */
export function useAdminAction(reload: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (
    key: string,
    action: () => Promise<{ message: string }>,
    fallback: string,
  ): Promise<boolean> => {
    const succeeded = await attempt(
      {
        send: action,
        done: ({ message }: { message: string }) => toast.success(message),
        failure: (err) => {
          toast.error(errorText(err, fallback));
          return null;
        },
      },
      undefined,
      { busy: (on) => setBusy(on ? key : null), show: () => undefined },
    );
    reload();
    return succeeded;
  };
  return { busy, run };
}
