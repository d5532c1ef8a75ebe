import { Link as RouterLink } from 'react-router-dom';
import Button, { type ButtonProps } from '@mui/material/Button';
import { AGE_PROMPTS } from '@xmates/domain';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';

/**
 * "Verify your age" (verified mode): a member goes to /verify-age, which says what is checked
 * and starts the check; a visitor logs in first and comes back there.
 */
export function VerifyAgeButton(props: Pick<ButtonProps, 'size' | 'variant' | 'fullWidth' | 'sx'>) {
  const signedIn = useSessionStore((s) => s.status === 'signed-in');
  const to = signedIn ? paths.verifyAge.getHref() : paths.login.getHref(paths.verifyAge.getHref());
  return (
    <Button variant="contained" {...props} component={RouterLink} to={to}>
      {AGE_PROMPTS.verifyAction}
    </Button>
  );
}
