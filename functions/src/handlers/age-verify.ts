// POST /api/age/verify and GET /api/age/status: a member starts an age check at the provider
// (each start is a paid session at Stripe, hence its budget), and reads where it stands. Every
// session started is recorded in ageSessions/{id} before the browser is sent to it: the
// webhook acts on no other. Both work in either mode: a member may verify before the operator
// switches to verified.
import { logger } from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { AGE_MESSAGES, type AgeStatusAnswer, type AgeVerifyAnswer } from '@xmates/domain';
import { ageRecordRef, ageSessionRef, memberAgeSessions } from '../db/age';
import { HttpError } from '../http/http-error';
import { AGE_RESULT_PATH } from '../services/age-provider';
import { ageProvider } from '../services/age-providers';

export async function startAgeVerification(uid: string, origin: string): Promise<AgeVerifyAnswer> {
  if ((await ageRecordRef(uid).get()).data()?.over18 === true) {
    throw new HttpError(409, AGE_MESSAGES.alreadyVerified);
  }
  const provider = ageProvider();
  let started: AgeVerifyAnswer | null = null;
  try {
    const { sessionId, url } = await provider.start({
      uid,
      returnUrl: `${origin}${AGE_RESULT_PATH}`,
    });
    const now = Timestamp.now();
    await ageSessionRef(sessionId).create({
      uid,
      method: provider.method,
      state: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    started = { url, sessionId };
  } catch (err) {
    logger.error('age.start_failed', { error: err instanceof Error ? err.message : String(err) });
  }
  if (!started) throw new HttpError(500, AGE_MESSAGES.startFailed);
  return started;
}

/** The member's latest session ('none' before any) and whether the record says over 18. */
export async function readAgeStatus(uid: string): Promise<AgeStatusAnswer> {
  const [record, sessions] = await Promise.all([
    ageRecordRef(uid).get(),
    memberAgeSessions(uid).get(),
  ]);
  const newestFirst = sessions.docs
    .map((doc) => doc.data())
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
  return { state: newestFirst[0]?.state ?? 'none', verified: record.data()?.over18 === true };
}
