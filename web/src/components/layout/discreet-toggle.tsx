import IconButton from '@mui/material/IconButton';
import { DISCREET_CLASS, DISCREET_MESSAGES } from '@xmates/domain';
import { useDiscreetStore } from '@/stores/discreet-store';
import { VisibilityIcon, VisibilityOffIcon } from '@/components/ui/icons';

// A served page shows the toggle before the app runs (the head's script has set <html>'s class,
// the prerendered button does not know the choice yet): its look follows the class, so it never
// shows the other state first.
const whenOn = `html.${DISCREET_CLASS} &`;
const toggleSx = {
  '& .when-on': { display: 'none' },
  [`${whenOn} .when-on`]: { display: 'inline-block' },
  [`${whenOn} .when-off`]: { display: 'none' },
  [whenOn]: { bgcolor: 'rgba(255,255,255,0.1)' },
} as const;

/** The header's switch for discreet browsing, for visitors and members alike. */
export function DiscreetToggle() {
  const on = useDiscreetStore((s) => s.on);
  const setOn = useDiscreetStore((s) => s.setOn);
  return (
    <IconButton
      color="inherit"
      aria-label={DISCREET_MESSAGES.name}
      aria-pressed={on}
      title={DISCREET_MESSAGES.name}
      onClick={() => setOn(!on)}
      sx={toggleSx}
    >
      <VisibilityIcon className="when-off" />
      <VisibilityOffIcon className="when-on" />
    </IconButton>
  );
}
