import type { createSvgIcon } from '@mui/material/utils';
import { paths } from '@/config/paths';
import {
  HeartIcon,
  PersonIcon,
  StarIcon,
  ThumbDownIcon,
  VideoLibraryIcon,
} from '@/components/ui/icons';

export interface NavItem {
  label: string;
  href: string;
  icon: ReturnType<typeof createSvgIcon>;
}

/** The member's own pages, in the order of the account menu and the mobile menu. */
export const ACCOUNT_ITEMS: readonly NavItem[] = [
  { label: 'My Hub', href: paths.profile.getHref(), icon: PersonIcon },
  { label: 'Favorites', href: paths.favorites.getHref(), icon: StarIcon },
  { label: 'Liked', href: paths.liked.getHref(), icon: HeartIcon },
  { label: 'Disliked', href: paths.disliked.getHref(), icon: ThumbDownIcon },
  { label: 'My Submissions', href: paths.mySubmissions.getHref(), icon: VideoLibraryIcon },
];
