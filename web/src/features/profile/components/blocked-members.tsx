import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { BLOCK_MESSAGES } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { unblockMember, useBlocks } from '@/shared-data/blocks';

/** My Hub's blocked members (the newest 50), each with Unblock. */
export function BlockedMembers() {
  const blocks = useBlocks();
  const unblock = async (uid: string) => {
    try {
      toast.success((await unblockMember(uid)).message);
      blocks.mutate((page) => ({ ...page, blocks: page.blocks.filter((b) => b.uid !== uid) }));
    } catch (err) {
      toast.error(errorText(err, BLOCK_MESSAGES.unblockFailed));
    }
  };
  return (
    <Box>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {BLOCK_MESSAGES.listLead}
      </Typography>
      {blocks.status === 'loading' && <CircularProgress size={24} aria-label="Loading" />}
      {blocks.status === 'error' && (
        <Typography color="error">{BLOCK_MESSAGES.unblockFailed}</Typography>
      )}
      {blocks.status === 'ready' && blocks.data.blocks.length === 0 && (
        <Typography>{BLOCK_MESSAGES.listEmpty}</Typography>
      )}
      {blocks.status === 'ready' && blocks.data.blocks.length > 0 && (
        <Box component="ul" aria-label={BLOCK_MESSAGES.listTitle} sx={{ m: 0, p: 0 }}>
          {blocks.data.blocks.map((member) => (
            <Box
              component="li"
              key={member.uid}
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                py: 1,
                borderBottom: `1px solid ${BRAND.border}`,
              }}
            >
              <Typography sx={{ minWidth: 0, wordBreak: 'break-word' }}>
                {member.displayName || BLOCK_MESSAGES.deletedMember}
              </Typography>
              <Button size="small" variant="outlined" onClick={() => void unblock(member.uid)}>
                {BLOCK_MESSAGES.unblock}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
