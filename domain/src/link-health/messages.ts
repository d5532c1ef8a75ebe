import type { LinkHealthState, LinkVerdict } from './health';

const VERDICT: Record<LinkVerdict, string> = {
  alive: 'Link alive',
  dead: 'Link dead',
  unknown: 'No verdict',
};

/** The link checker's texts: its name as a reporter, and its reasons. */
export const LINK_HEALTH_MESSAGES = {
  /** How the admin queues name the link checker's reports. */
  reporterName: 'Link checker',
  /** The report's reason: the first dead verdict of the streak and the latest. */
  reportReason: (reason: string, since: string) => `Dead since ${since}: ${reason}`,
  notChecked: 'Not checked yet',
  /** How the Link health list names each state. */
  states: {
    dead: 'Dead',
    unreachable: 'Unreachable',
    unknown: 'Unknown',
    unchecked: 'Not checked yet',
    alive: 'Alive',
  } satisfies Record<LinkHealthState, string>,
  /** A Link health row whose product is gone or no longer listed. */
  unlisted: 'No longer listed',
  checkFailed: 'The link could not be checked.',
  /** Check now's answer: the verdict and what the checker saw. */
  checked: (verdict: LinkVerdict, reason: string) => `${VERDICT[verdict]}: ${reason}`,
} as const;
