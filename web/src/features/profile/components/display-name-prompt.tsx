import { useNavigate, useSearchParams } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { USER_MESSAGES } from '@xmates/domain';
import { paths, safeReturnPath } from '@/config/paths';
import { DisplayNameForm } from './display-name-form';

/**
 * ?setup=display-name&from={path}: asks for a display name, then goes back to `from` (a
 * same-site path only; anything else stays on My Hub).
 */
export function DisplayNamePrompt() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get('setup') === 'display-name';
  const from = safeReturnPath(params.get('from'), paths.profile.getHref());
  const close = () => setParams({}, { replace: true });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="name-prompt-title">
      <DialogTitle id="name-prompt-title">Choose your display name</DialogTitle>
      <DialogContent>
        <Typography color="textSecondary" sx={{ mb: 2.5 }}>
          {USER_MESSAGES.displayNamePrompt}
        </Typography>
        <DisplayNameForm onSaved={() => void navigate(from, { replace: true })} />
      </DialogContent>
    </Dialog>
  );
}
