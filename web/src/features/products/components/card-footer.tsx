import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { OpenInNewIcon } from '@/components/ui/action-icons';
import { useAgeGateStore } from '@/stores/age-gate-store';
import { useSessionStore } from '@/stores/session-store';
import type { MemberAction } from '../hooks/use-member-prompt';
import { FlagIcon } from './icons';

interface CardFooterProps {
  link: string | null;
  reported: boolean;
  onReport: () => void;
  member: (action: MemberAction) => boolean;
}

/**
 * Report Link and the outgoing link. The link shows only to a signed-in member who accepted
 * the age gate; others get the login prompt or the gate, so the button never leads nowhere.
 */
export function CardFooter({ link, reported, onReport, member }: CardFooterProps) {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const accepted = useAgeGateStore((s) => s.accepted);
  const navigate = useNavigate();
  const location = useLocation();
  const open = signedIn && accepted && link;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', pt: 0.5 }}>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagIcon />}
        onClick={onReport}
        sx={{ color: reported ? 'warning.main' : 'text.secondary', px: 1, ml: -1 }}
      >
        {reported ? 'Reported' : 'Report Link'}
      </Button>
      <Box sx={{ flex: 1 }} />
      {open ? (
        <Button
          variant="contained"
          size="small"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
        >
          Watch
        </Button>
      ) : (
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          endIcon={<OpenInNewIcon />}
          sx={{ borderColor: 'rgba(255,255,255,0.18)' }}
          onClick={() => {
            if (!member('view link')) return;
            void navigate(paths.ageGate.getHref(`${location.pathname}${location.search}`));
          }}
        >
          Watch
        </Button>
      )}
    </Box>
  );
}
