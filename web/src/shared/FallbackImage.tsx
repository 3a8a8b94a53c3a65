import { useState } from 'react';
import { uploadSrcSet } from '../../../shared/image-variants';

const FALLBACK = '/fallback-image.svg';

/**
 * An image (cover, photo, portrait) with width and height so the layout does not jump, a `srcset` of
 * the upload's thumb (400 w) and web (1600 w) variants so phones fetch the small one (issue #7), and the
 * bundled stock image when the URL is empty or fails to load (SPEC §7 image fallbacks).
 * @param alt empty for a decorative image beside its title
 * @param width,height intrinsic size in CSS px (the aspect ratio the box keeps)
 * @param sizes the rendered width for `srcset` (default: full width on phones, `width` px from 768 px)
 * @param priority the page's likely LCP image: loaded eagerly with `fetchpriority="high"`; others lazy
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const srcSet = failed ? undefined : uploadSrcSet(src);
  return (
    <img
      className={className}
      src={!src || failed ? FALLBACK : src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: 767px) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => setFailed(true)}
    />
  );
}
