import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PRODUCT, PUBLIC_PAGES } from '@xmates/domain';
import { usePageHead } from '@/lib/document-head';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { MailIcon } from '@/components/ui/icons';

export function ContactPage() {
  usePageHead(PUBLIC_PAGES.contact);
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
