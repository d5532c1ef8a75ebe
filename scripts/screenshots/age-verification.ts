// Screenshots of the age check (issue 25, verified mode) at phone and desktop widths: an
// adults-only card's placeholder with "Verify your age", /verify-age, the emulator's local test
// verification, and the result page verified and under 18 (fresh members, so the demo accounts
// keep their state). Switches the site to verified mode for them, and back after:
// npm run with-emulators -- npx tsx scripts/screenshots/age-verification.ts
import {
  AGE_MESSAGES,
  COLLECTIONS,
  type AgeVerifyAnswer,
  type LocalVerificationDoneAnswer,
} from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { switchAgeMode } from '@xmates/tests/age-mode';
import { api } from '@xmates/tests/api';
import { newVerifiedMember, signIn, type Account } from '@xmates/tests/auth';
import { DEMO } from '@xmates/tests/env';
import { runsAlone, takeShots, type Shot, type ShotAccount } from './take-shots';

const PASSWORD = 'secret-123';

/** A started check's local page, as the API answers it for the member with `token`. */
async function startCheck(token: string): Promise<AgeVerifyAnswer> {
  const res = await api<AgeVerifyAnswer>('POST', '/api/age/verify', { token });
  if (res.status !== 200) throw new Error(`POST /api/age/verify answered ${res.status}`);
  return res.body;
}

/** A fresh member who went through the check with this date of birth; its result page. */
function checked(dateOfBirth: string): Pick<Shot, 'as' | 'path'> {
  let member: Account | null = null;
  return {
    as: async (): Promise<ShotAccount> => {
      member = await newVerifiedMember('shot-age');
      return { email: member.email, password: PASSWORD };
    },
    path: async () => {
      if (!member) throw new Error('the member signs in first');
      const { sessionId } = await startCheck(member.idToken);
      const done = await api<LocalVerificationDoneAnswer>(
        'POST',
        `/api/age/local-verification/${encodeURIComponent(sessionId)}/complete`,
        { token: member.idToken, body: { dateOfBirth } },
      );
      if (done.status !== 200) throw new Error(`the local check answered ${done.status}`);
      return done.body.returnUrl;
    },
  };
}

function bornYearsAgo(years: number): string {
  const now = new Date();
  now.setUTCFullYear(now.getUTCFullYear() - years);
  return now.toISOString().slice(0, 10);
}

async function adultProductPath(): Promise<string> {
  const snap = await adminDb
    .collection(COLLECTIONS.products)
    .where('approved', '==', true)
    .where('isAdultsOnly', '==', true)
    .limit(1)
    .get();
  const slug = snap.docs[0]?.get('slug') as string | undefined;
  if (!slug) throw new Error('the seed has no adults-only product');
  return `/products/${slug}`;
}

const SHOTS: Shot[] = [
  {
    name: 'age-placeholder',
    path: adultProductPath,
    ready: (page) => page.getByRole('link', { name: AGE_MESSAGES.verifyAction }).first().waitFor(),
  },
  {
    name: 'verify-age',
    path: '/verify-age',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: 'Start age verification' }).waitFor(),
  },
  {
    name: 'verify-age-local',
    path: async () => {
      const { idToken } = await signIn(DEMO.member.email, DEMO.member.password);
      return (await startCheck(idToken)).url;
    },
    as: 'member',
    ready: (page) => page.getByRole('button', { name: 'Complete (test)' }).waitFor(),
  },
  {
    name: 'verify-age-result-verified',
    ...checked(bornYearsAgo(30)),
    ready: (page) => page.getByText(AGE_MESSAGES.verified).waitFor({ timeout: 40_000 }),
  },
  {
    name: 'verify-age-result-under18',
    ...checked(bornYearsAgo(16)),
    ready: (page) => page.getByText(AGE_MESSAGES.under18).waitFor({ timeout: 40_000 }),
  },
];

export async function takeAgeVerificationShots(): Promise<void> {
  await switchAgeMode('verified');
  try {
    await takeShots(SHOTS);
  } finally {
    await switchAgeMode('declaration');
  }
}

if (runsAlone(import.meta.url)) await takeAgeVerificationShots();
