import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@xmates/domain';
import { BRAND } from '@/config/brand';
import { DeleteIcon, UploadIcon } from '@/components/ui/action-icons';
import type { UploadItem } from '../../hooks/use-image-uploads';
import { IMAGE_ACCEPT } from '../../utils/image-files';

interface ProductImagesFieldProps {
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Image picker (button or drop) with previews; the first image is the card's cover. */
export function ProductImagesField({
  items,
  onAdd,
  onRemove,
  error,
  disabled,
}: ProductImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const full = items.length >= LIMITS.maxProductImages;

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) onAdd(Array.from(e.dataTransfer.files));
  };

  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        Images{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          · {items.length}/{LIMITS.maxProductImages}
        </Box>
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1.25,
          p: 1.25,
          borderRadius: 2,
          border: '1px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'rgba(255,255,255,0.2)',
          bgcolor: over ? 'rgba(255,79,139,0.06)' : 'transparent',
        }}
      >
        {items.map((item, index) => (
          <Box
            key={item.key}
            data-testid="image-preview"
            data-status={item.status}
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 1.5,
              overflow: 'hidden',
              bgcolor: '#10121a',
              border: `1px solid ${BRAND.border}`,
            }}
          >
            <Box
              component="img"
              src={item.preview}
              alt={item.name}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            {item.status === 'uploading' && (
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(0,0,0,0.55)',
                }}
              >
                <CircularProgress size={24} aria-label={`Uploading ${item.name}`} />
              </Box>
            )}
            {index === 0 && (
              <Chip
                label="Cover"
                size="small"
                color="primary"
                sx={{ position: 'absolute', left: 6, bottom: 6, height: 20, fontSize: 11 }}
              />
            )}
            <IconButton
              size="small"
              aria-label={`Remove ${item.name}`}
              onClick={() => onRemove(item.key)}
              disabled={disabled}
              sx={{
                position: 'absolute',
                top: 4,
                right: 4,
                bgcolor: 'rgba(0,0,0,0.6)',
                '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
              }}
            >
              <DeleteIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        ))}
        {!full && (
          <Button
            onClick={() => input.current?.click()}
            disabled={disabled}
            variant="outlined"
            sx={{
              aspectRatio: '4 / 3',
              flexDirection: 'column',
              gap: 0.5,
              borderStyle: 'dashed',
              borderColor: BRAND.border,
              color: 'text.secondary',
              fontSize: 13,
              minWidth: 0,
              px: 1,
            }}
          >
            <UploadIcon />
            Add images
          </Button>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label="Choose product images"
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = ''; // choosing the same file again still fires a change
        }}
      />
      <FormHelperText error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? 'JPG, PNG, WEBP or GIF, at most 3MB each, up to 12. Drop files here or add them.'}
      </FormHelperText>
    </Box>
  );
}
