import './Lightbox.css';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../../../shared/messages';
import type { GalleryAlbumQuery } from '../../gql/graphql';
import { useToast } from '../../shared/Toast';
import { GalleryImage } from './GalleryImage';
import { formatTakenDate, photoShareUrl, wrapIndex } from './galleryFormat';
import { useBodyScrollLock } from '../../shared/useBodyScrollLock';

/** A photo as the album page loads it. */
export type LightboxPhoto = GalleryAlbumQuery['galleryAlbum']['photos'][number];

interface LightboxProps {
  photos: LightboxPhoto[];
  /** 0-based index of the photo shown. */
  index: number;
  /** Album slug, for the share link. */
  albumSlug: string;
  albumName: string;
  onIndexChange(index: number): void;
  /** Called on Escape, the close button or a backdrop click; the caller restores focus. */
  onClose(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The photo viewer of an album (SPEC §2 /gallery/{albumSlug}, §4 Lightbox): a modal dialog labelled by
 * the photo title, showing the photo large with its caption, photographer, date and place, and
 * "Photo n of N". Next and Previous wrap around; Left and Right arrow keys (and a swipe on touch screens) navigate; Escape or a
 * backdrop click closes. Focus stays inside while open and page scroll is locked. Share uses the Web
 * Share API when the browser has it, else copies the link (/gallery/{slug}?photo=n); Download links
 * to the original image.
 */
export function Lightbox({ photos, index, albumSlug, albumName, onIndexChange, onClose }: LightboxProps) {
  const toast = useToast();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  /** Where a touch started on the photo, to tell a horizontal swipe (next/previous) from a tap. */
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];

  // Latest callbacks for the one keydown listener below.
  const latest = useRef({ index, count, onIndexChange, onClose });
  latest.current = { index, count, onIndexChange, onClose };

  useBodyScrollLock();

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const { index: at, count: n, onIndexChange: go, onClose: close } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        go(wrapIndex(at, event.key === 'ArrowRight' ? 1 : -1, n));
      } else if (event.key === 'Tab' && panel.current) {
        const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (items.length === 0) return;
        const position = items.indexOf(document.activeElement as HTMLElement);
        if (event.shiftKey && position <= 0) {
          event.preventDefault();
          items[items.length - 1].focus();
        } else if (!event.shiftKey && (position === -1 || position === items.length - 1)) {
          event.preventDefault();
          items[0].focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  if (!photo) return null;

  const share = async () => {
    const url = photoShareUrl(window.location.origin, albumSlug, index);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${photo.title} — ${albumName}`, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Other failures fall back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.info(messages.gallery.linkCopied);
    } catch {
      toast.error(messages.gallery.shareFailed);
    }
  };

  const taken = formatTakenDate(photo.takenDate);
  const details = [photo.photographer && `Photo by ${photo.photographer}`, taken, photo.location].filter(Boolean).join(' · ');

  return createPortal(
    <div className="lightbox" data-testid="lightbox-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="lightbox__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="lightbox__bar">
          <p className="lightbox__counter" aria-live="polite">
            Photo {index + 1} of {count}
          </p>
          <button ref={closeButton} type="button" className="lightbox__close" onClick={onClose} aria-label="Close photo viewer">
            ×
          </button>
        </div>
        <figure className="lightbox__figure">
          <div
            className="lightbox__stage"
            onTouchStart={(e) => {
              const t = e.touches[0];
              touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
            }}
            onTouchEnd={(e) => {
              const start = touchStart.current;
              const t = e.changedTouches[0];
              touchStart.current = null;
              if (!start || !t) return;
              const dx = t.clientX - start.x;
              // A mostly horizontal swipe of at least 50 px: left shows the next photo, right the previous.
              if (Math.abs(dx) >= 50 && Math.abs(dx) > Math.abs(t.clientY - start.y)) onIndexChange(wrapIndex(index, dx < 0 ? 1 : -1, count));
            }}
          >
            <GalleryImage
              key={photo.id}
              className="lightbox__image"
              src={photo.imageUrl}
              alt={photo.description || photo.title}
              width={1200}
              height={800}
              eager
            />
          </div>
          <figcaption className="lightbox__caption">
            <h2 id={titleId} className="lightbox__title">
              {photo.title}
            </h2>
            {photo.description && <p className="lightbox__description">{photo.description}</p>}
            {details && <p className="lightbox__details">{details}</p>}
          </figcaption>
        </figure>
        <div className="lightbox__actions">
          <button type="button" className="btn" onClick={() => onIndexChange(wrapIndex(index, -1, count))}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="button" className="btn" onClick={() => onIndexChange(wrapIndex(index, 1, count))}>
            Next <span aria-hidden="true">→</span>
          </button>
          <span className="lightbox__spacer" />
          <button type="button" className="btn" onClick={() => void share()}>
            Share
          </button>
          <a className="btn" href={photo.imageUrl} download>
            Download<span className="visually-hidden"> photo {index + 1}</span>
          </a>
        </div>
      </div>
    </div>,
    document.body,
  );
}
