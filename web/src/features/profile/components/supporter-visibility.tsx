import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { BADGE_MESSAGES } from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { saveBadgeVisibility } from '../api/get-my-badges';

/**
 * A donor's choice to keep their supporter badges off their public profile and cards. It
 * saves at once; My Hub shows every badge either way.
 */
export function SupporterVisibility({
  hidden,
  onSaved,
}: {
  hidden: boolean;
  onSaved: (hideSupporter: boolean) => void;
}) {
  const { busy, run } = useFormSubmit({
    send: saveBadgeVisibility,
    done: ({ hideSupporter }) => {
      onSaved(hideSupporter);
      toast.success(BADGE_MESSAGES.visibilitySaved);
    },
    failure: (err) => {
      toast.error(errorText(err, BADGE_MESSAGES.visibilityFailed));
      return null;
    },
  });
  return (
    <Box sx={{ mt: 2.5 }}>
      <FormControlLabel
        label={BADGE_MESSAGES.hideSupporter}
        control={
          <Switch
            checked={hidden}
            disabled={busy}
            onChange={(e) => void run(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'hide-supporter-help' } }}
          />
        }
      />
      <FormHelperText id="hide-supporter-help" sx={{ mt: 0 }}>
        {BADGE_MESSAGES.hideSupporterHelp}
      </FormHelperText>
    </Box>
  );
}
