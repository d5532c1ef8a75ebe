// What the caller of a request may see of adults-only products: the API's one decision point.
// The caller's token (optionalUser or requireMember ran before), the age gate's header and the
// operator's mode go to the domain's adultAccess; routers pass its answer to the handlers,
// and the product view applies it (views/product-view.ts).
import type { Request, Response } from 'express';
import { adultAccess, claimsAgeVerified, type AdultAccess } from '@xmates/domain';
import { ageAssurance } from '../config';
import { optionalMemberToken } from './auth';

/** The age gate: the SPA sends X-RAS-Accepted: true once the visitor confirmed being 18+. */
function rasAccepted(req: Request): boolean {
  const value = req.get('x-ras-accepted')?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

/**
 * The caller's access to adults-only images and outgoing links. Signed in means a verified
 * member (an unverified account is answered what a visitor is); age verified means their
 * token carries `age: 'verified'`.
 */
export function viewerAccess(req: Request, res: Response): AdultAccess {
  const token = optionalMemberToken(res);
  return adultAccess(ageAssurance(), {
    signedIn: token !== null,
    declared: rasAccepted(req),
    ageVerified: claimsAgeVerified(token),
  });
}
