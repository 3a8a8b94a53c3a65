import './AlbumPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { errorCode, errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import { GalleryImage } from './GalleryImage';
import { Lightbox } from './Lightbox';
import { GalleryAlbumDocument } from './gallery.graphql';
import { photoCountLabel, positiveInt } from './galleryFormat';
import { listAddress } from '../../shared/listReturn';

/**
 * One album at /gallery/{albumSlug} (SPEC §2, §4 Lightbox): a back link, the album name, year and
 * photo count, and a grid of its published photos. Each photo opens the lightbox at its index; the
 * open photo is kept in the URL as `?photo=n`, so a shared link opens the same photo. An unknown
 * album (NOT_FOUND) shows the public "not found" page. Loading, "Error loading gallery" with Try
 * again, and an empty state.
 */
export default function AlbumPage() {
  const { albumSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(GalleryAlbumDocument, { variables: { slug: albumSlug } });
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  /** The thumbnail that opened the lightbox, to give focus back to on close. */
  const opener = useRef<number | null>(null);
  /** Whether opening the photo added a history entry (a click here, not a shared link). */
  const pushed = useRef(false);
  const navigate = useNavigate();
  const album = data?.galleryAlbum;
  const notFound = !!error && errorCode(error) === ErrorCode.NOT_FOUND;
  // An unknown album leaves the title to the "not found" page.
  useDocumentTitle(album ? album.name : error && !notFound ? 'Gallery' : null);

  const photos = album?.photos ?? [];
  const photoParam = positiveInt(params.get('photo'));
  const openIndex = photoParam && photoParam <= photos.length ? photoParam - 1 : null;

  const showPhoto = (index: number | null, push = false) => {
    const next = new URLSearchParams(params);
    if (index === null) next.delete('photo');
    else next.set('photo', String(index + 1));
    setParams(next, { replace: !push, preventScrollReset: true });
  };
  // Opening a photo adds a history entry (issue #22), so the browser's Back closes the photo instead
  // of leaving the album; moving between photos replaces it, and closing goes back over it.
  const open = (index: number) => {
    opener.current = index;
    pushed.current = true;
    showPhoto(index, true);
  };
  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else showPhoto(null);
  };
  // Closed — by the close button, Escape, the backdrop or Back: focus returns to the photo's thumbnail.
  useEffect(() => {
    if (openIndex !== null) return;
    pushed.current = false;
    if (opener.current !== null) thumbnails.current[opener.current]?.focus();
    opener.current = null;
  }, [openIndex]);

  if (notFound) return <NotFoundPage />;

  return (
    <div className="container album">
      <p className="album__back">
        <Link to={listAddress('/gallery')}>← Back to gallery</Link>
      </p>
      {loading && !album ? (
        <Spinner label="Loading album…" />
      ) : error && !album ? (
        <>
          <h1 className="album__title">Gallery</h1>
          <ErrorState title={messages.gallery.loadError} detail={errorMessage(error)} onRetry={() => void refetch()} />
        </>
      ) : album ? (
        <>
          <header className="album__header">
            <h1 className="album__title">{album.name}</h1>
            <p className="album__meta">
              {album.year ?? 'Undated'} · {photoCountLabel(album.photoCount)}
            </p>
          </header>
          {photos.length === 0 ? (
            <EmptyState title="No photos in this album yet" />
          ) : (
            <ul className="album__grid">
              {photos.map((photo, index) => (
                <li key={photo.id}>
                  <button
                    ref={(element) => {
                      thumbnails.current[index] = element;
                    }}
                    type="button"
                    className="album__thumb"
                    aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.title}`}
                    onClick={() => open(index)}
                  >
                    <GalleryImage className="album__thumb-image" src={photo.thumbnailUrl ?? photo.imageUrl} alt="" width={400} height={300} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {openIndex !== null && (
            <Lightbox photos={photos} index={openIndex} albumSlug={album.slug} albumName={album.name} onIndexChange={showPhoto} onClose={close} />
          )}
        </>
      ) : null}
    </div>
  );
}
