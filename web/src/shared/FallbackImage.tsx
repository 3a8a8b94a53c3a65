import { useState } from 'react';

const FALLBACK = '/fallback-image.svg';

/**
 * An image (cover, photo, portrait): lazy-loaded, with width and height so the layout does not jump, and
 * the bundled stock image when the URL is empty or fails to load (SPEC §7 image fallbacks).
 * @param alt empty for a decorative image beside its title
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={!src || failed ? FALLBACK : src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
