// The SPA's one decision point for adults-only images and outgoing links (issue 25): the site's
// mode (useAgeModeStore) applied by the domain's adultAccess to what this browser knows: a
// signed-in member, the 18+ gate's answer, and the age claim of the member's token. While the
// mode is unknown, nothing adults-only is shown.
import { NO_ADULT_ACCESS, adultAccess, type AdultAccess } from '@xmates/domain';
import { useAgeModeStore } from '@/stores/age-mode-store';
import { useAgeGateStore } from '@/stores/age-gate-store';
import { useSessionStore } from '@/stores/session-store';

/**
 * Verified mode: only members whose age a provider assured see adults-only content; the 18+
 * gate is a content warning, and placeholders offer "Verify your age".
 */
export function useAgeVerificationOn(): boolean {
  return useAgeModeStore((s) => s.mode === 'verified');
}

/** What this viewer may see now, re-rendering when the mode, the session, the gate or the claim changes. */
export function useAdultAccess(): AdultAccess {
  const mode = useAgeModeStore((s) => s.mode);
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const ageVerified = useSessionStore((s) => s.ageVerified);
  const declared = useAgeGateStore((s) => s.accepted);
  return mode === null ? NO_ADULT_ACCESS : adultAccess(mode, { signedIn, declared, ageVerified });
}

/** What the SPA's direct Firestore reads fetch for a viewer, beside the public documents. */
export interface AdultReads {
  /** adultImages: an adults-only product's images, off its public document in verified mode. */
  images: boolean;
  /** watchLinks (the rules give them to members with a verified e-mail). */
  links: boolean;
}

/**
 * In verified mode an adults-only product's images are not on its public document: a viewer
 * who may see them reads them from adultImages (the rules give them only to that viewer), and
 * only a viewer who may follow links reads them. Declaration mode reads the links as it always
 * did (whenever the token's e-mail is verified, unless the account is suspended or banned: the
 * rules refuse it) and has no adultImages. An unknown mode reads neither.
 */
export function useAdultReads(): AdultReads {
  const access = useAdultAccess();
  const mode = useAgeModeStore((s) => s.mode);
  const suspended = useSessionStore((s) => s.suspended !== null);
  if (mode === 'verified') return { images: access.images, links: access.links };
  return { images: false, links: mode === 'declaration' && !suspended };
}
