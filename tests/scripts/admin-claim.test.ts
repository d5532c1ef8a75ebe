// npm run admin-claim, run for real against the emulator: revoking the claim also revokes the
// account's refresh tokens, so the ID token the removed admin still holds is refused at once
// (the API verifies tokens with checkRevoked; functions/src/middleware/auth.test.ts shows it
// asks for that, which the Auth emulator would check anyway).
import { expect, it } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { adminAuth } from '../support/admin';
import { api } from '../support/api';
import { newAdmin } from '../support/auth';
import { runScript } from './support';

const adminClaim = (...args: string[]) => runScript('admin-claim', ...args);

it('revoke takes the claim away and refuses the token the admin still holds', async () => {
  const admin = await newAdmin('claim-revoked');
  const before = await api('GET', '/api/admin/users/count', { token: admin.idToken });
  expect(before.status).toBe(200);

  expect(await adminClaim('revoke', admin.email)).toContain('refresh tokens revoked');

  expect((await adminAuth.getUser(admin.uid)).customClaims?.admin).toBeUndefined();
  const after = await api('GET', '/api/admin/users/count', { token: admin.idToken });
  expect(after.status).toBe(401);
  expect(after.body).toEqual({ error: MESSAGES.invalidToken, code: 'unauthenticated' });
});
