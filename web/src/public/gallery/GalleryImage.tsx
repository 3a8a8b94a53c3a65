import { useState } from 'react';

/** The bundled stock image shown when a photo is missing or broken (SPEC §7 image fallbacks). */
export const FALLBACK_IMAGE = '/fallback-image.svg';

/**
 * A gallery photo: lazy-loaded (unless `eager`), with width and height so the layout does not jump,
 * and the bundled stock image when the URL is empty or fails to load.
 * @param alt empty when the photo is decorative beside its own text (album card, labelled button)
 */
export function GalleryImage({
  src,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      className={className}
      src={broken ? FALLBACK_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src && !broken) setFailedSrc(src);
      }}
    />
  );
}
