import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { checkoutReference } from '@xmates/domain';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { HeartIcon } from '@/components/ui/icons';
import { LinkButtons } from '@/components/ui/link-buttons';

export function DonateSuccessPage() {
  const [params] = useSearchParams();
  // Only a Checkout session id is shown: the query is anyone's to write.
  const reference = checkoutReference(params.get('session_id'));
  usePageHead({ name: 'Thank you' });
  return (
    <PagePlaceholder
      title="Thank you for your support!"
      icon={<HeartIcon />}
      description="Your donation went through. Your supporter badge will appear on your profile shortly."
    >
      {reference && (
        <Box sx={{ mb: 2.5 }}>
          <Typography variant="body2" color="textSecondary">
            Reference
          </Typography>
          <Typography
            data-testid="donation-reference"
            sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 14, overflowWrap: 'anywhere' }}
          >
            {reference}
          </Typography>
        </Box>
      )}
      <LinkButtons
        primary={{ to: paths.profile.getHref('badges'), label: 'See my badges' }}
        secondary={{ to: paths.home.getHref(), label: 'Back to home' }}
      />
    </PagePlaceholder>
  );
}
