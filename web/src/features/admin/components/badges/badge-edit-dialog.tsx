import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  BADGE_CRITERIA_TYPES,
  BADGE_MESSAGES,
  BADGE_TEXT_LIMITS,
  METRIC_OF_BADGE,
  type BadgeDefinitionView,
  type BadgePatch,
} from '@xmates/domain';

/** What a threshold counts, so an admin knows that 5000 for a supporter badge is $50. */
export function thresholdUnit(key: string): string {
  switch (METRIC_OF_BADGE[key]) {
    case 'submissions':
      return 'links submitted';
    case 'comments':
      return 'comments and replies';
    case 'ownLikes':
      return 'likes on own links';
    case 'ownFavorites':
      return 'favorites on own links';
    case 'bestSingle':
      return 'likes or favorites on one link';
    case 'paidCents':
      return 'cents donated (AUD)';
    default:
      return 'not awarded automatically';
  }
}

interface Props {
  badge: BadgeDefinitionView;
  busy: boolean;
  onCancel: () => void;
  onSave: (patch: BadgePatch) => void;
}

/** Name, description, icon, criteria and the active flag of one definition. */
export function BadgeEditDialog({ badge, busy, onCancel, onSave }: Props) {
  const [name, setName] = useState(badge.name);
  const [description, setDescription] = useState(badge.description);
  const [icon, setIcon] = useState(badge.icon);
  const [type, setType] = useState(badge.criteria.type);
  const [threshold, setThreshold] = useState(String(badge.criteria.threshold));
  const [isActive, setIsActive] = useState(badge.isActive);
  const value = Number(threshold);
  const thresholdError = threshold.trim() === '' || !Number.isFinite(value) || value < 0;

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="badge-edit-title">
      <DialogTitle id="badge-edit-title">Edit {badge.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: BADGE_TEXT_LIMITS.name } }}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: BADGE_TEXT_LIMITS.description } }}
          />
          <TextField
            label="Icon"
            value={icon}
            onChange={(e) => setIcon(e.target.value)}
            slotProps={{ htmlInput: { maxLength: BADGE_TEXT_LIMITS.icon } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Criteria type"
              value={type}
              onChange={(e) => setType(e.target.value as BadgeDefinitionView['criteria']['type'])}
              sx={{ minWidth: 160 }}
            >
              {BADGE_CRITERIA_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Threshold"
              type="number"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              error={thresholdError}
              helperText={
                thresholdError ? BADGE_MESSAGES.thresholdInvalid : thresholdUnit(badge.key)
              }
              slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormControlLabel
            control={<Switch checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />}
            label="Active (awarded to members)"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || thresholdError || !name.trim()}
          onClick={() =>
            onSave({ name, description, icon, criteria: { type, threshold: value }, isActive })
          }
        >
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
