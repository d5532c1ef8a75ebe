// The login form's Google-account hint without asking the identity provider which sign-in
// methods an address has: under e-mail enumeration protection (production's default) that
// lookup answers nothing, and an open lookup of our own would let anyone probe addresses.
// Instead this browser remembers the addresses that signed in here through Google alone, as
// SHA-256 hashes only (no address is stored), and the hint shows on blur for those. A session
// of the address with a password forgets it.
import { sha256Hex } from '@/lib/hash';

const STORAGE_KEY = 'google_sign_in_accounts';
/** A shared device keeps only the last few. */
const KEEP = 5;

interface SignedInUser {
  email: string | null;
  providerData: readonly { providerId: string }[];
}

const hashOf = (email: string) => sha256Hex(email.trim().toLowerCase());

function stored(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** Records how the signed-in user's address signs in: Google only, or not. */
export async function rememberSignInMethods(user: SignedInUser): Promise<void> {
  if (!user.email) return;
  const hash = await hashOf(user.email);
  if (!hash) return;
  const providers = user.providerData.map((p) => p.providerId);
  const googleOnly = providers.includes('google.com') && !providers.includes('password');
  const others = stored().filter((h) => h !== hash);
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(googleOnly ? [hash, ...others].slice(0, KEEP) : others),
    );
  } catch {
    /* storage may be unavailable (private mode): the hint is then never shown */
  }
}

/** True when this address signed in here through Google alone. */
export async function signsInWithGoogleHere(email: string): Promise<boolean> {
  const hash = await hashOf(email);
  return hash !== null && stored().includes(hash);
}
