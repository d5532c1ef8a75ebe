/**
 * Age assurance: the one rule, shared by the API and the SPA, that says whether a caller may
 * see adults-only images and outgoing links. The operator chooses the mode in one place,
 * siteSettings/ageAssurance (`npm run age-mode`), which the rules, the API and the SPA read:
 * - 'declaration' (the spec's gate, the default): the 18+ click-through (X-RAS-Accepted) shows
 *   adults-only images; outgoing links also need a signed-in member.
 * - 'verified': only a signed-in member whose age a provider assured (custom claim
 *   `age: 'verified'`) sees either; the click-through is a content warning, not access.
 */
export const AGE_ASSURANCE_MODES = ['declaration', 'verified'] as const;
export type AgeAssuranceMode = (typeof AGE_ASSURANCE_MODES)[number];
export const DEFAULT_AGE_ASSURANCE: AgeAssuranceMode = 'declaration';

/** Whether a value names a mode. */
export const isAgeAssuranceMode = (value: unknown): value is AgeAssuranceMode =>
  AGE_ASSURANCE_MODES.some((mode) => mode === value);

/**
 * The mode siteSettings/ageAssurance names (the one source of the mode), or null for a missing
 * document or anything but a known mode: the rules and the API then refuse adults-only data.
 */
export function settingMode(data: unknown): AgeAssuranceMode | null {
  const mode: unknown =
    typeof data === 'object' && data !== null ? Reflect.get(data, 'mode') : null;
  return AGE_ASSURANCE_MODES.find((m) => m === mode) ?? null;
}

/** The custom claim a member's ID token carries once a provider assured they are over 18. */
export const AGE_CLAIM = 'age';
export const AGE_CLAIM_VERIFIED = 'verified';

/** Whether decoded token claims say the member's age was assured. */
export function claimsAgeVerified(claims: Record<string, unknown> | null | undefined): boolean {
  return claims?.[AGE_CLAIM] === AGE_CLAIM_VERIFIED;
}

/** What one caller brings to the decision. */
export interface AgeViewer {
  /** A signed-in member (verified e-mail). */
  signedIn: boolean;
  /** The 18+ click-through was accepted (X-RAS-Accepted on the API, the tab's record in the SPA). */
  declared: boolean;
  /** The member's token carries `age: 'verified'`. */
  ageVerified: boolean;
}

export interface AdultAccess {
  /** Adults-only images may be shown. */
  images: boolean;
  /** Outgoing links may be shown. */
  links: boolean;
}

/** What a visitor who has not passed the 18+ gate may see, in every mode: nothing adults-only. */
export const NO_ADULT_ACCESS: AdultAccess = { images: false, links: false };

/** The decision point: what a caller may see under the operator's mode. */
export function adultAccess(mode: AgeAssuranceMode, viewer: AgeViewer): AdultAccess {
  if (mode === 'verified') {
    const assured = viewer.signedIn && viewer.ageVerified;
    return { images: assured, links: assured };
  }
  return { images: viewer.declared, links: viewer.signedIn && viewer.declared };
}
