import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { LIMITS, type ProductImage } from '@xmates/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { ProductImg } from './product-image';
import { EmptyFrame, RestrictedFrame, frameSx } from './restricted-frame';

/** Card columns: one on phones, two on tablets, three from md up inside a 1200 px container. */
export const CARD_SIZES =
  '(max-width: 599px) calc(100vw - 32px), (max-width: 899px) calc(50vw - 36px), 370px';

interface ProductGalleryProps {
  images: readonly ProductImage[];
  title: string;
  restricted: boolean;
  /** The first card's first image loads at once; every other image waits until near view. */
  eager: boolean;
  sizes?: string;
  /** A strip of thumbnails under the image (the product page). */
  thumbnails?: boolean;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(8,9,13,0.55)',
  color: '#fff',
  backdropFilter: 'blur(6px)',
  '&:hover': { bgcolor: 'rgba(8,9,13,0.8)' },
  '&.Mui-disabled': { opacity: 0 },
} as const;

/**
 * Up to 12 images in a swipeable strip (native scroll snapping: touch swipes, trackpads and
 * the arrow buttons all move it), with a position counter.
 */
export function ProductGallery({
  images,
  title,
  restricted,
  eager,
  sizes = CARD_SIZES,
  thumbnails = false,
}: ProductGalleryProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Images past the next one are drawn once the strip comes near them: a page of cards then
  // holds six or twelve images, not up to 72 (less work on load, fewer requests).
  const [drawn, setDrawn] = useState(1);
  // Discreet browsing blurs the images (web/index.html's styles) until hovered, focused from
  // the keyboard in their card, or tapped: then they stay shown.
  const [revealed, setRevealed] = useState(false);
  const thumbs = {
    'data-thumbs': '',
    'data-revealed': revealed || undefined,
    onClick: () => setRevealed(true),
  };
  if (restricted) return <RestrictedFrame />;
  const shown = images.slice(0, LIMITS.maxProductImages);
  if (shown.length === 0) return <EmptyFrame />;

  const go = (to: number) => {
    const el = strip.current;
    setDrawn((n) => Math.max(n, to + 1));
    if (el) el.scrollTo({ left: to * el.clientWidth, behavior: 'smooth' });
  };
  const many = shown.length > 1;

  const gallery = (
    <Box
      sx={frameSx}
      role="group"
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      {...thumbs}
    >
      <Box
        ref={strip}
        // A strip that scrolls can be scrolled with the keyboard: it takes focus.
        tabIndex={many ? 0 : undefined}
        onScroll={(e) => {
          const el = e.currentTarget;
          const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          setIndex(at);
          setDrawn((n) => Math.max(n, at + 1));
        }}
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          overflowX: many ? 'auto' : 'hidden',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > *': { flex: '0 0 100%', scrollSnapAlign: 'start' },
          '& > img': { width: '100%', height: '100%', objectFit: 'cover' },
        }}
      >
        {shown.map((image, i) =>
          i > drawn ? (
            <div key={image.src} />
          ) : (
            <ProductImg
              key={image.src}
              image={image}
              shownWidth={thumbnails ? 1024 : 400}
              sizes={sizes}
              alt={many ? `${title} (${i + 1} of ${shown.length})` : title}
              loading={eager && i === 0 ? 'eager' : 'lazy'}
              fetchPriority={eager && i === 0 ? 'high' : undefined}
              decoding="async"
              draggable={false}
            />
          ),
        )}
      </Box>
      {many && (
        <>
          <IconButton
            size="small"
            aria-label="Previous image"
            disabled={index === 0}
            onClick={() => go(index - 1)}
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label="Next image"
            disabled={index >= shown.length - 1}
            onClick={() => go(index + 1)}
            sx={{ ...arrowSx, right: 8 }}
          >
            <ChevronRightIcon fontSize="small" />
          </IconButton>
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              right: 10,
              bottom: 10,
              px: 1,
              py: 0.25,
              borderRadius: 10,
              fontSize: 12,
              fontWeight: 700,
              bgcolor: 'rgba(8,9,13,0.65)',
              color: '#fff',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {index + 1} / {shown.length}
          </Box>
        </>
      )}
    </Box>
  );
  if (!thumbnails || !many) return gallery;
  return (
    <Box>
      {gallery}
      <Box
        role="group"
        aria-label="Choose an image"
        sx={{ display: 'flex', gap: 1, p: 1.5, pb: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}
        {...thumbs}
      >
        {shown.map((image, i) => (
          <ButtonBase
            key={image.src}
            aria-label={`Show image ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
            sx={{
              flex: '0 0 auto',
              width: 88,
              aspectRatio: '16 / 9',
              borderRadius: 1.5,
              overflow: 'hidden',
              outline: i === index ? '2px solid' : '1px solid',
              outlineColor: i === index ? 'primary.main' : 'rgba(255,255,255,0.12)',
              outlineOffset: -1,
              opacity: i === index ? 1 : 0.7,
              '&:hover': { opacity: 1 },
            }}
          >
            <Box
              sx={{
                width: '100%',
                height: '100%',
                '& > img': { width: '100%', height: '100%', objectFit: 'cover' },
              }}
            >
              <ProductImg
                image={image}
                shownWidth={88}
                sizes="88px"
                alt=""
                loading="lazy"
                decoding="async"
              />
            </Box>
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
