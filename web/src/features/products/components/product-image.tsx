import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import type { ProductImage as Image } from '@xmates/domain';
import { loadProtectedImage, protectedImageScheme, variantFor } from '../api/protected-image';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'>;

interface ProductImageProps extends ImgProps {
  image: Image;
  /** About how wide it is shown (CSS pixels): which variant a protected file is fetched in. */
  shownWidth: number;
}

/**
 * One product image. A public file is a plain <img> with its srcset; an adults-only file kept
 * for age-verified members (verified mode, api/protected-image.ts) is fetched with the member's
 * token, one variant, and shown from an object URL once it has arrived.
 */
export function ProductImg({ image, shownWidth, sizes, ...img }: ProductImageProps) {
  const url = protectedImageScheme(image.src) ? variantFor(image, shownWidth) : null;
  const [shown, setShown] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    loadProtectedImage(url).then(
      (objectUrl) => {
        if (live) setShown({ url, objectUrl });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (!url) {
    return (
      <img
        {...img}
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
      />
    );
  }
  if (shown?.url !== url) return <div className={img.className} aria-hidden="true" />;
  return <img {...img} src={shown.objectUrl} width={image.width} height={image.height} />;
}
