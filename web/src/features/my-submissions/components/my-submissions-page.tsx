import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { paths } from '@/config/paths';
import { PagePlaceholder } from '@/components/layout/page-placeholder';
import { VideoLibraryIcon } from '@/components/ui/icons';

export function MySubmissionsPage() {
  return (
    <PagePlaceholder
      title="My Submissions"
      icon={<VideoLibraryIcon />}
      description="Videos you submit and that get approved will appear here as cards."
    >
      <Button variant="contained" component={RouterLink} to={paths.submit.getHref()}>
        Submit a video link
      </Button>
    </PagePlaceholder>
  );
}
