import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { OpenInNewIcon } from '@/components/ui/action-icons';
import { useAgeVerificationOn } from '@/components/age-assurance/use-adult-access';
import type { MemberAction } from '../hooks/use-member-prompt';
import { FlagIcon } from './icons';

interface CardFooterProps {
  /** The outgoing link when the viewer may follow it (useAdultAccess), else null. */
  link: string | null;
  reported: boolean;
  onReport: () => void;
  member: (action: MemberAction) => boolean;
}

/**
 * Report Link and the outgoing link. The link shows only to a viewer the decision allows (a
 * signed-in member who accepted the age gate, or in verified mode whose age was verified);
 * others get the login prompt, then the gate or the age check, so the button never leads
 * nowhere.
 */
export function CardFooter({ link, reported, onReport, member }: CardFooterProps) {
  const ageVerificationOn = useAgeVerificationOn();
  const navigate = useNavigate();
  const location = useLocation();

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
      {link ? (
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
            void navigate(
              ageVerificationOn
                ? paths.verifyAge.getHref()
                : paths.ageGate.getHref(`${location.pathname}${location.search}`),
            );
          }}
        >
          Watch
        </Button>
      )}
    </Box>
  );
}
