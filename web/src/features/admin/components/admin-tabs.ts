/**
 * The eleven tabs of the admin panel (admin spec section 2, Reported members of issue 36 and
 * Link health of issue 37), addressed as /admin?tab=<key>.
 */
export const ADMIN_TABS = [
  {
    key: 'link-verification',
    label: 'Link Verification & Create',
    description:
      'Pending submitted links to approve or reject, and approved links to turn into products.',
  },
  {
    key: 'reported-links',
    label: 'Reported Broken Links',
    description:
      'Products flagged as broken: approve a report to remove the product from Home, or reject it.',
  },
  {
    key: 'link-health',
    label: 'Link health',
    description:
      'Every outgoing link the link checker keeps, dead and unreachable first, with its last check: check one now.',
  },
  {
    key: 'reported-comments',
    label: 'Reported Comments',
    description: 'Reported comments to hide or unhide, delete, or clear the report.',
  },
  {
    key: 'reported-replies',
    label: 'Reported Replies',
    description: 'Reported replies to hide or unhide, delete, or clear the report.',
  },
  {
    key: 'reported-members',
    label: 'Reported Members',
    description:
      'Members reported by others, with their reasons and recent comments: dismiss, warn, suspend or ban.',
  },
  {
    key: 'manage-categories-tags',
    label: 'Manage Categories/Tags',
    description: 'Add and delete categories (with their featured flag) and tags by name.',
  },
  {
    key: 'contact-inbox',
    label: 'Contact Inbox',
    description:
      'Messages from the contact form, searchable and filterable, with read and responded states.',
  },
  {
    key: 'donations',
    label: 'Donations',
    description: 'Donations with filters, statistics and a CSV export, in AUD.',
  },
  {
    key: 'user-comm',
    label: 'User Communication',
    description: 'Search members and send or continue direct messages.',
  },
  {
    key: 'badges',
    label: 'Badges',
    description:
      'Badge definitions: name, description, icon, criteria and the active flag; seed the defaults.',
  },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

export function adminTab(key: string | null) {
  return ADMIN_TABS.find((t) => t.key === key) ?? ADMIN_TABS[0];
}
