import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { HIDDEN_LIMITS, HIDDEN_MESSAGES, type HiddenFilters } from '@xmates/domain';
import { CategorySelect } from '@/components/catalogue/category-select';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { TagPickerField } from '@/components/tag-picker/tag-picker-field';
import { errorText } from '@/lib/api-client';
import { useCategories } from '@/shared-data/get-categories';
import { saveHiddenFilters, useHiddenFilters } from '@/shared-data/hidden-filters';
import { toast } from '@/stores/toast-store';

/** The limits' refusals before the call (the API checks them again). */
function checkLimits(wanted: HiddenFilters): string | null {
  if (wanted.hiddenTags.length > HIDDEN_LIMITS.tagsMax) return HIDDEN_MESSAGES.tooManyTags;
  if (wanted.hiddenCategories.length > HIDDEN_LIMITS.categoriesMax) {
    return HIDDEN_MESSAGES.tooManyCategories;
  }
  return null;
}

/**
 * My Hub's hidden tags and categories (Lobsters' filtered tags): each change saves at once, and
 * Home and search follow.
 */
export function HiddenFiltersSection({ uid }: { uid: string }) {
  const hidden = useHiddenFilters(uid);
  const { categories, status: categoriesStatus } = useCategories();
  const { busy, error, run } = useFormSubmit({
    check: checkLimits,
    send: (wanted: HiddenFilters) => saveHiddenFilters(uid, wanted),
    done: () => toast.success(HIDDEN_MESSAGES.saved),
    failure: (err) => errorText(err, HIDDEN_MESSAGES.saveFailed),
  });

  if (hidden.status === 'loading') return <CircularProgress size={24} aria-label="Loading" />;
  if (hidden.status === 'error') {
    return <Typography color="error">{HIDDEN_MESSAGES.saveFailed}</Typography>;
  }
  const current = hidden.data;
  const shown = new Set(current.hiddenCategories);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="textSecondary">{HIDDEN_MESSAGES.lead}</Typography>
      <TagPickerField
        label={HIDDEN_MESSAGES.addTag}
        value={current.hiddenTags}
        disabled={busy}
        onChange={(hiddenTags) => void run({ ...current, hiddenTags })}
        helperText={`At most ${HIDDEN_LIMITS.tagsMax} tags.`}
      />
      <Box>
        <CategorySelect
          label={HIDDEN_MESSAGES.addCategory}
          value={null}
          categories={categories.filter((c) => !shown.has(c.name))}
          loading={categoriesStatus === 'loading'}
          disabled={busy}
          onChange={(name) => {
            if (name)
              void run({ ...current, hiddenCategories: [...current.hiddenCategories, name] });
          }}
          helperText={`At most ${HIDDEN_LIMITS.categoriesMax} categories.`}
        />
        {current.hiddenCategories.length > 0 && (
          <Box
            component="ul"
            aria-label="Hidden categories"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, mt: 1.5, p: 0 }}
          >
            {current.hiddenCategories.map((name) => (
              <Box component="li" key={name} sx={{ listStyle: 'none' }}>
                <Chip
                  label={name}
                  title={HIDDEN_MESSAGES.show(name)}
                  size="small"
                  color="primary"
                  variant="outlined"
                  disabled={busy}
                  onDelete={() =>
                    void run({
                      ...current,
                      hiddenCategories: current.hiddenCategories.filter((c) => c !== name),
                    })
                  }
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      {current.hiddenTags.length === 0 && current.hiddenCategories.length === 0 && (
        <Typography>{HIDDEN_MESSAGES.empty}</Typography>
      )}
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
