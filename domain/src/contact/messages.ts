/** The contact form and the admin Contact Inbox: texts of the SPA and the API. */
export const CONTACT_MESSAGES = {
  required: 'Please fill name, email and message.',
  invalidEmail: 'Please enter a valid email address.',
  captchaRequired: 'Please complete the captcha.',
  /** The captcha token was sent but hCaptcha (or the local test captcha) refused it. */
  captchaFailed: 'Captcha verification failed. Please complete the captcha again.',
  nameTooLong: 'Name must be at most 80 characters.',
  emailTooLong: 'Email must be at most 254 characters.',
  messageTooLong: 'Message must be at most 1000 characters.',
  sent: 'Thanks! Your message has been sent.',
  sendFailed: 'Could not send your message. Please try again.',
  loadFailed: 'Failed to load messages.',
  statusFailed: 'Failed to update status.',
  deleteFailed: 'Failed to delete.',
  searchTooLong: 'Search text must be at most 200 characters.',
  notFound: 'Message not found.',
  unknownIds: 'Some selected messages no longer exist. Reload the inbox and try again.',
  statusChanged: (status: string) => `Marked ${status}.`,
  bulkStatusChanged: (n: number, status: string) =>
    `${n} ${n === 1 ? 'message' : 'messages'} marked ${status}.`,
  bulkDeleted: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'} deleted.`,
} as const;
