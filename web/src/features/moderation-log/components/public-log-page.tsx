import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  PUBLIC_LOG_DONE,
  PUBLIC_LOG_KINDS,
  PUBLIC_LOG_REASONS,
  PUBLIC_PAGES,
  type PublicLogEntryView,
} from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { usePageHead } from '@/lib/document-head';
import { PageContainer } from '@/components/layout/page-container';
import { usePublicLog } from '../api/get-public-log';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ entry }: { entry: PublicLogEntryView }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 0.75, sm: 1.5 },
        py: 1.5,
        borderBottom: `1px solid ${BRAND.border}`,
      }}
    >
      <Typography variant="body1" sx={{ fontWeight: 650, flex: 1 }}>
        {PUBLIC_LOG_KINDS[entry.kind]} {PUBLIC_LOG_DONE[entry.done]}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Chip size="small" variant="outlined" label={PUBLIC_LOG_REASONS[entry.reason]} />
        <Typography
          component="time"
          dateTime={entry.at}
          variant="body2"
          color="textSecondary"
          sx={{ minWidth: { sm: '10.5rem' }, textAlign: { sm: 'right' } }}
        >
          {when.format(new Date(entry.at))}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * /moderation-log: what the moderators did to members' words and links, why, and when, newest
 * first. It names nobody: no member, no moderator, no words, no links.
 */
export function PublicLogPage() {
  usePageHead(PUBLIC_PAGES.moderationLog);
  const log = usePublicLog();
  return (
    <PageContainer
      title={PUBLIC_PAGES.moderationLog.name}
      subtitle="What our moderators did, to what kind of item, and why. It names nobody: no member, no moderator, no words and no links."
    >
      {log.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the moderation log" />
        </Box>
      )}
      {log.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={log.reload}>
              Try again
            </Button>
          }
        >
          The moderation log could not be loaded.
        </Alert>
      )}
      {log.status === 'ready' && log.entries.length === 0 && (
        <Typography color="textSecondary">Nothing has been moderated yet.</Typography>
      )}
      {log.entries.length > 0 && (
        <Box component="ul" aria-label="Moderation log" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {log.entries.map((entry, i) => (
            <Entry key={`${entry.at}-${i}`} entry={entry} />
          ))}
        </Box>
      )}
      {log.moreFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Older entries could not be loaded. Try again.
        </Alert>
      )}
      {log.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={log.loadMore} disabled={log.loadingMore}>
            {log.loadingMore ? 'Loading…' : 'Older entries'}
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}
