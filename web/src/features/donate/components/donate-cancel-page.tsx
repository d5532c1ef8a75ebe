import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { InfoIcon } from '@/components/ui/icons';

export function DonateCancelPage() {
  usePageHead({ name: 'Donation cancelled' });
  return (
    <PagePlaceholder
      title="Donation cancelled"
      icon={<InfoIcon />}
      description="No payment was taken. You can try again whenever you like."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.25}>
        <Button variant="contained" component={RouterLink} to={paths.donate.getHref()}>
          Back to donate
        </Button>
        <Button variant="outlined" color="inherit" component={RouterLink} to={paths.home.getHref()}>
          Back to home
        </Button>
      </Stack>
    </PagePlaceholder>
  );
}
