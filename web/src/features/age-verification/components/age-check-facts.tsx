import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AGE_CHECK_FACTS } from '@xmates/domain';

const ROWS = [
  ['What is checked', AGE_CHECK_FACTS.checked],
  ['By whom', AGE_CHECK_FACTS.by],
  ['What we keep', AGE_CHECK_FACTS.kept],
  ['What we do not keep', AGE_CHECK_FACTS.notKept],
] as const;

/** The age check in four answers, before the member starts it. */
export function AgeCheckFacts() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {ROWS.map(([term, text]) => (
        <div key={term}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {term}
          </Typography>
          <Typography component="dd" color="textSecondary" sx={{ m: 0, lineHeight: 1.6 }}>
            {text}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
