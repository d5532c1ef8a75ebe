import { LIMITS } from '../core/constants';

/** The notice texts; {name} is the actor's display name. */
export const NOTIFICATION_TEXTS = {
  LIKE: '{name} liked your submitted video',
  COMMENT: '{name} commented on your video link',
  REPLY: '{name} replied to your comment',
  APPROVED: 'Your submitted video link is added to the community feed',
  /** Followed by the listed product's title (the notice links that product). */
  DUPLICATE: 'Your submitted video link is already on xmates. Duplicate of',
  /** Followed by the badge's name and '!'. */
  BADGE: 'You earned',
  badgeDefault: 'a new badge',
  ADMIN: 'Message from Admin.',
  DM: '{name} sent you a message:',
  /** The name shown when the actor has no display name. */
  anonymous: 'Someone',
} as const;

/** The API's refusals about notifications and direct messages. */
export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  adminMessagesAlwaysOn: 'Admin messages are always on and cannot be switched off.',
  textEmpty: 'Please write a message.',
  textTooLong: `Messages can be at most ${LIMITS.dmMaxLength} characters.`,
  threadNotFound: 'Conversation not found.',
  notParticipant: 'You are not part of this conversation.',
  wrongRecipient: 'toUserId must be the other person in this conversation.',
  systemThread: 'Automatic messages cannot be answered.',
  startAdminsOnly:
    'Only admins start conversations. Reply to a message you received to write back.',
  selfMessage: 'You cannot send a message to yourself.',
  userNotFound: 'User not found.',
  welcomeText:
    'Welcome to xmates! Share the video links you love, rate and comment on the ones others ' +
    'share, and earn badges along the way.',
  welcomeTextUnknown: 'The welcome message is written by xmates: send no text, or its own text.',
} as const;

/** The SPA's texts on /notifications and in the admin's User Communication tab. */
export const NOTIFICATION_PAGE_TEXTS = {
  emptyTitle: 'You’re all caught up 🎉',
  emptyBody: 'No notifications to show.',
  loadingSettings: 'Loading settings…',
  saving: 'Saving…',
  viewProduct: 'View submitted video card',
  viewBadges: 'View badges',
  settingsLoadFailed: 'Could not load your settings.',
  /** The settings form: what each switch is about. */
  settingLabels: {
    onLikeMyProduct: 'Someone likes a video link I submitted',
    onCommentMyProduct: 'Someone comments on a video link I submitted',
    onReplyToMyComment: 'Someone replies to my comment',
    onMySubmissionApproved: 'A link I submitted is added to the community feed',
    onBadgeEarned: 'I earn a badge',
    adminMessages: 'Messages from the admins (always on)',
  },
} as const;

/** The admin's User Communication tab. */
export const USER_COMM_TEXTS = {
  searchHint: 'Type the start of an e-mail address or a display name.',
  noUsers: 'No users found.',
  searchFailed: 'Could not search users.',
  pickUser: 'Pick a user to see your conversation and send messages.',
  noMessages: 'No messages yet. Write the first one below.',
  threadFailed: 'Could not load the conversation.',
  sent: 'Message sent.',
  sendFailed: 'Could not send the message.',
  adminSent: 'Admin message sent.',
} as const;
