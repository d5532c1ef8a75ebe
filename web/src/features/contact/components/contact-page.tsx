import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT } from '@xmates/domain';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { MailIcon } from '@/components/ui/icons';

export function ContactPage() {
  return (
    <PagePlaceholder
      title="Contact us"
      icon={<MailIcon />}
      description="A contact form for questions, feedback, broken links and data deletion requests will be here."
    >
      <Typography color="textSecondary">
        Until then, write to{' '}
        <Link href={`mailto:${PRODUCT.supportEmail}`}>{PRODUCT.supportEmail}</Link>. Replies usually
        take 24–48 hours.
      </Typography>
    </PagePlaceholder>
  );
}
