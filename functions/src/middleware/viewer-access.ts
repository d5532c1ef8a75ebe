// What the caller of a request may see of adults-only products: the API's one decision point.
// The caller's token (optionalUser or requireMember ran before), the age gate's header and the
// site's mode (age-assurance/mode.ts) go to the domain's adultAccess; routers pass its answer to the handlers,
// and the product view applies it (views/product-view.ts).
import type { Request, Response } from 'express';
import {
  AGE_ASSURANCE_MODES,
  NO_ADULT_ACCESS,
  adultAccess,
  claimsAgeVerified,
  type AdultAccess,
} from '@xmates/domain';
import { ageMode, currentAgeMode } from '../age-assurance/mode';
import { optionalMemberToken } from './auth';

/** The age gate: the SPA sends X-RAS-Accepted: true once the visitor confirmed being 18+. */
function rasAccepted(req: Request): boolean {
  const value = req.get('x-ras-accepted')?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

const none = (access: AdultAccess) => !access.images && !access.links;

/**
 * The caller's access to adults-only images and outgoing links. Signed in means a verified
 * member (an unverified account is answered what a visitor is); age verified means their
 * token carries `age: 'verified'`. While the mode is unknown, a caller who would see nothing
 * adults-only in any mode is answered as usual, and any other gets the 503 (ageMode).
 */
export function viewerAccess(req: Request, res: Response): AdultAccess {
  const token = optionalMemberToken(res);
  const viewer = {
    signedIn: token !== null,
    declared: rasAccepted(req),
    ageVerified: claimsAgeVerified(token),
  };
  const mode = currentAgeMode();
  if (mode === null && AGE_ASSURANCE_MODES.every((m) => none(adultAccess(m, viewer)))) {
    return NO_ADULT_ACCESS;
  }
  return adultAccess(mode ?? ageMode(), viewer);
}
