import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CommentIcon, HeartIcon, ThumbDownIcon, ThumbUpIcon } from '@/components/ui/icons';
import type { CardState } from '../hooks/use-card-actions';
import { HeartOutlineIcon, ThumbDownOutlineIcon, ThumbUpOutlineIcon } from './icons';

interface CountButtonProps {
  label: string;
  count: number;
  icon: ReactNode;
  pressed?: boolean;
  onClick: () => void;
}

function CountButton({ label, count, icon, pressed, onClick }: CountButtonProps) {
  return (
    <Button
      size="small"
      color={pressed ? 'primary' : 'inherit'}
      // The visible count is part of the name ("Like: 4"), as speech-input users say it.
      aria-label={`${label}: ${count}`}
      aria-pressed={pressed}
      onClick={onClick}
      startIcon={icon}
      sx={{
        minWidth: 0,
        px: 1,
        color: pressed ? 'primary.main' : 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
        '& .MuiButton-startIcon': { mr: 0.5 },
      }}
    >
      {count}
    </Button>
  );
}

interface CardReactionsProps {
  state: CardState;
  onLike: () => void;
  onDislike: () => void;
  onFavorite: () => void;
  onComments: () => void;
}

/** Like, dislike, favorite (toggles showing the viewer's state) and the comment count. */
export function CardReactions({
  state,
  onLike,
  onDislike,
  onFavorite,
  onComments,
}: CardReactionsProps) {
  const { viewer, counts } = state;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, mx: -1 }}>
      <CountButton
        label="Like"
        count={counts.likesCount}
        pressed={viewer.liked}
        onClick={onLike}
        icon={viewer.liked ? <ThumbUpIcon /> : <ThumbUpOutlineIcon />}
      />
      <CountButton
        label="Dislike"
        count={counts.dislikesCount}
        pressed={viewer.disliked}
        onClick={onDislike}
        icon={viewer.disliked ? <ThumbDownIcon /> : <ThumbDownOutlineIcon />}
      />
      <CountButton
        label="Favorite"
        count={counts.favoritesCount}
        pressed={viewer.favorite}
        onClick={onFavorite}
        icon={viewer.favorite ? <HeartIcon /> : <HeartOutlineIcon />}
      />
      <Box sx={{ flex: 1 }} />
      <CountButton
        label="Comments"
        count={counts.commentsCount}
        onClick={onComments}
        icon={<CommentIcon />}
      />
    </Box>
  );
}
