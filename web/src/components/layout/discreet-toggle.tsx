import IconButton from '@mui/material/IconButton';
import { DISCREET_NAME } from '@xmates/domain';
import { useDiscreetStore } from '@/stores/discreet-store';
import { EyeIcon } from '@/components/ui/icons';

/**
 * The header's switch for discreet browsing, for visitors and members alike. A served page shows
 * it before the app runs, when the button cannot know the choice yet: its look (the eye crossed
 * out, the button marked) follows <html>'s class, which the head's script has set
 * (web/index.html's styles), so it never shows the other state first.
 */
export function DiscreetToggle() {
  const { on, setOn } = useDiscreetStore();
  return (
    <IconButton
      className="discreet-toggle"
      color="inherit"
      aria-label={DISCREET_NAME}
      aria-pressed={on}
      title={DISCREET_NAME}
      onClick={() => setOn(!on)}
    >
      <EyeIcon />
    </IconButton>
  );
}
