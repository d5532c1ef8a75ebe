import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SessionUser } from '@xmates/domain';
import { paths } from '@/config/paths';
import { ShieldIcon } from '@/components/ui/icons';
import { AccountMenu } from './account-menu';
import { DonationPrompt } from './donation-prompt';
import { desktopOnly } from './desktop-only';
import { NotificationBell } from './notification-bell';

interface MemberActionsProps {
  user: SessionUser;
  isAdmin: boolean;
  onLogout: () => void;
}

/**
 * The donation prompt ('Enjoying the product?') is built, but its trigger is switched off: it
 * never opens. It lives with the member's header actions, a chunk visitors never load.
 */
const DONATION_PROMPT_TRIGGER = false;

/** The signed-in part of the header: Admin Panel (admins), the bell and the account menu. */
export function MemberActions({ user, isAdmin, onLogout }: MemberActionsProps) {
  const [prompting, setPrompting] = useState(DONATION_PROMPT_TRIGGER);
  return (
    <Stack direction="row" spacing={{ xs: 0.5, md: 1 }} sx={{ alignItems: 'center' }}>
      {isAdmin && (
        <Button
          component={RouterLink}
          to={paths.admin.getHref()}
          variant="outlined"
          color="secondary"
          size="small"
          startIcon={<ShieldIcon />}
          sx={desktopOnly}
        >
          Admin Panel
        </Button>
      )}
      <NotificationBell uid={user.uid} />
      <Box sx={desktopOnly}>
        <AccountMenu user={user} isAdmin={isAdmin} onLogout={onLogout} />
      </Box>
      <DonationPrompt open={prompting} onClose={() => setPrompting(false)} />
    </Stack>
  );
}
