import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_PAGE_TEXTS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSwitches,
} from '@xmates/domain';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { BRAND } from '@/config/brand';
import { saveNotificationSettings, useNotificationSettings } from '../api/notification-settings';

const LABELS = NOTIFICATION_PAGE_TEXTS.settingLabels;

/** The five switches and the admin messages that cannot be switched off. Saving is silent. */
export function SettingsForm() {
  const { settings, status, mutate } = useNotificationSettings();
  const [draft, setDraft] = useState<Partial<NotificationSwitches>>({});
  const { busy, run } = useFormSubmit({
    send: (stored: NotificationSwitches) => saveNotificationSettings({ ...stored, ...draft }),
    done: (saved) => {
      mutate((current) => ({ ...current, ...saved }));
      setDraft({});
    },
    // Settings save failures give no message.
    failure: () => null,
  });

  return (
    <Paper
      component="section"
      aria-labelledby="notification-settings"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderColor: BRAND.border }}
    >
      <Typography id="notification-settings" variant="h6" component="h2" sx={{ mb: 1 }}>
        Settings
      </Typography>
      {status === 'loading' && (
        <Typography color="textSecondary">{NOTIFICATION_PAGE_TEXTS.loadingSettings}</Typography>
      )}
      {status === 'error' && (
        <Typography color="textSecondary">{NOTIFICATION_PAGE_TEXTS.settingsLoadFailed}</Typography>
      )}
      {settings && (
        <Stack spacing={2}>
          <FormGroup>
            {NOTIFICATION_SETTING_KEYS.map((key) => (
              <FormControlLabel
                key={key}
                label={LABELS[key]}
                control={
                  <Switch
                    checked={draft[key] ?? settings[key]}
                    onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.checked }))}
                  />
                }
              />
            ))}
            <FormControlLabel label={LABELS.adminMessages} control={<Switch checked disabled />} />
          </FormGroup>
          <Button
            variant="contained"
            onClick={() => run(settings)}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {busy ? NOTIFICATION_PAGE_TEXTS.saving : 'Save settings'}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
