import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/document-head';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { HeartIcon } from '@/components/ui/icons';
import { LinkButtons } from '@/components/ui/link-buttons';

/** The checkout reference is echoed back to the user, cut to 200 characters. */
export const MAX_REFERENCE_LENGTH = 200;

export function DonateSuccessPage() {
  const [params] = useSearchParams();
  const reference = (params.get('session_id') ?? '').slice(0, MAX_REFERENCE_LENGTH);
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
