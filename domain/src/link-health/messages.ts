/** The link checker's texts: its name as a reporter, and its reasons. */
export const LINK_HEALTH_MESSAGES = {
  /** How the admin queues name the link checker's reports. */
  reporterName: 'Link checker',
  /** The report's reason: the first dead verdict of the streak and the latest. */
  reportReason: (reason: string, since: string) => `Dead since ${since}: ${reason}`,
  notChecked: 'Not checked yet',
  checkFailed: 'The link could not be checked.',
  checked: (verdict: string, reason: string) => `Link ${verdict}: ${reason}`,
} as const;
