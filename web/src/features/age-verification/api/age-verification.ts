// The age check's actions (issue 25): start it at the provider, and on the emulator the local
// stand-in for the provider's page; after success, the member's new token.
import type {
  AgeVerifyAnswer,
  LocalVerificationAnswer,
  LocalVerificationDoneAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { tokenAgeVerified } from '@/lib/identity';
import { useAsync } from '@/lib/use-async';
import { useSessionStore } from '@/stores/session-store';

/** POST /api/age/verify: the provider's page to send the browser to (Stripe may take a while). */
export function startAgeVerification() {
  return api.post<AgeVerifyAnswer>('/age/verify', {}, { timeoutMs: 30_000 });
}

/** GET /api/age/local-verification/{id} (emulator only): the test verification. */
export function getLocalVerification(sessionId: string, signal?: AbortSignal) {
  return api.get<LocalVerificationAnswer>(
    `/age/local-verification/${encodeURIComponent(sessionId)}`,
    { signal },
  );
}

export function useLocalVerification(sessionId: string) {
  return useAsync(`local-verification:${sessionId}`, (_, signal) =>
    getLocalVerification(sessionId, signal),
  );
}

/**
 * Completes the local verification with a date of birth (the signed events go to the webhook,
 * which the emulator may first have to start) or cancels it; answers where to go back to.
 */
export function finishLocalVerification(
  sessionId: string,
  finish: { action: 'complete'; dateOfBirth: string } | { action: 'cancel' },
) {
  const base = `/age/local-verification/${encodeURIComponent(sessionId)}`;
  return finish.action === 'complete'
    ? api.post<LocalVerificationDoneAnswer>(
        `${base}/complete`,
        { dateOfBirth: finish.dateOfBirth },
        { timeoutMs: 60_000 },
      )
    : api.post<LocalVerificationDoneAnswer>(`${base}/cancel`, {}, { timeoutMs: 60_000 });
}

/**
 * After a successful check: a new ID token (now with the age claim) for every later Firestore
 * read and /api call, and the session store told, so images and links appear without signing
 * out. Answers whether the new token carries the claim.
 */
export async function refreshAgeVerified(): Promise<boolean> {
  const verified = await tokenAgeVerified(true);
  useSessionStore.getState().setAgeVerified(verified);
  return verified;
}
