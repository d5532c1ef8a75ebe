import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '@xmates/domain';

const COLORS = ['#ff6b6b', '#ff9f5a', '#f5b84b', '#7bd88f', '#3ecf8e'];

/** Strength meter 0–4 with the spec's labels. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const color = COLORS[score] ?? COLORS[0];
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }} aria-live="polite">
      <Box sx={{ display: 'flex', gap: 0.5, flex: 1 }} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Box
            key={i}
            sx={{
              height: 4,
              flex: 1,
              borderRadius: 2,
              bgcolor: password && i < Math.max(score, 1) ? color : 'rgba(255,255,255,0.1)',
              transition: 'background-color 160ms',
            }}
          />
        ))}
      </Box>
      <Typography
        variant="caption"
        sx={{ minWidth: 64, textAlign: 'right', color: password ? color : 'text.secondary' }}
      >
        {password ? label : 'Strength'}
      </Typography>
    </Stack>
  );
}
