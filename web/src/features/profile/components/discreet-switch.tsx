import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { DISCREET_MESSAGES, DISCREET_NAME } from '@xmates/domain';
import { useDiscreetStore } from '@/stores/discreet-store';

/** My Hub's switch for discreet browsing: the same choice as the header's toggle, on this device. */
export function DiscreetSwitch() {
  const on = useDiscreetStore((s) => s.on);
  const setOn = useDiscreetStore((s) => s.setOn);
  return (
    <Box>
      <FormControlLabel
        label={DISCREET_NAME}
        control={
          <Switch
            checked={on}
            onChange={(e) => setOn(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'discreet-help' } }}
          />
        }
      />
      <FormHelperText id="discreet-help" sx={{ mt: 0 }}>
        {DISCREET_MESSAGES.help}
      </FormHelperText>
    </Box>
  );
}
