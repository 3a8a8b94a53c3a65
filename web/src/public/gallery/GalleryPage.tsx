import './GalleryPage.css';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import type { GalleryAlbumsQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { GalleryImage } from './GalleryImage';
import { GalleryAlbumsDocument, GalleryYearsDocument } from './gallery.graphql';
import { photoCountLabel, positiveInt } from './galleryFormat';

type Album = GalleryAlbumsQuery['galleryAlbums']['items'][number];

/**
 * The gallery at /gallery (SPEC §2): published albums (cover, name, year, photo count), newest year
 * first, with a year filter kept in the URL as `?year=` and pages of 50 (`?page=`, SPEC §9). Each card
 * links to /gallery/{slug}. Loading, "Error loading gallery" with Try again, and "No albums found".
 */
export default function GalleryPage() {
  useDocumentTitle('Gallery');
  const [params, setParams] = useSearchParams();
  const year = positiveInt(params.get('year'));
  const page = positiveInt(params.get('page')) ?? 1;
  const limit = limits.publicPageSize.gallery;
  const yearSelectId = useId();

  const years = useQuery(GalleryYearsDocument);
  const albums = useQuery(GalleryAlbumsDocument, { variables: { year, page, limit } });

  const setFilter = (nextYear: string, nextPage = 1) => {
    const next = new URLSearchParams(params);
    if (nextYear) next.set('year', nextYear);
    else next.delete('year');
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next);
  };

  const yearOptions = years.data?.galleryYears ?? [];
  // A year from a shared link that has no albums (any more) still shows as selected.
  const options = year && !yearOptions.includes(year) ? [year, ...yearOptions] : yearOptions;
  const result = albums.data?.galleryAlbums;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;

  return (
    <div className="container gallery">
      <header className="gallery__header">
        <h1>Gallery</h1>
        <p className="gallery__lead">Photos from our projects, events and neighbourhood days, grouped into albums.</p>
      </header>

      <div className="gallery__filters">
        <div className="field gallery__year">
          <label htmlFor={yearSelectId}>Year</label>
          <select id={yearSelectId} value={year ? String(year) : ''} onChange={(e) => setFilter(e.target.value)}>
            <option value="">All years</option>
            {options.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {result && (
          <p className="gallery__count" role="status">
            {result.total} {result.total === 1 ? 'album' : 'albums'}
            {year ? ` from ${year}` : ''}
          </p>
        )}
      </div>

      {albums.loading && !result ? (
        <Spinner label="Loading albums…" />
      ) : albums.error && !result ? (
        <ErrorState title={messages.gallery.loadError} detail={errorMessage(albums.error)} onRetry={() => void albums.refetch()} />
      ) : !result || result.items.length === 0 ? (
        <EmptyState title={messages.gallery.noAlbums}>
          {year && (
            <button type="button" className="btn" onClick={() => setFilter('')}>
              Show all years
            </button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="gallery__albums">
            {result.items.map((album) => (
              <li key={album.slug}>
                <AlbumCard album={album} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav className="gallery__pages" aria-label="Album pages">
              <button type="button" className="btn" disabled={page <= 1} onClick={() => setFilter(year ? String(year) : '', page - 1)}>
                ← Previous
              </button>
              <span>
                Page {page} of {pageCount}
              </span>
              <button type="button" className="btn" disabled={page >= pageCount} onClick={() => setFilter(year ? String(year) : '', page + 1)}>
                Next →
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

/** One album card: the cover photo, name, year and photo count, all one link to the album. */
function AlbumCard({ album }: { album: Album }) {
  return (
    <Link to={`/gallery/${album.slug}`} className="gallery__card">
      <GalleryImage className="gallery__cover" src={album.cover.thumbnailUrl ?? album.cover.imageUrl} alt="" width={400} height={300} />
      <div className="gallery__card-body">
        <h2 className="gallery__card-name">{album.name}</h2>
        <p className="gallery__card-meta">
          {album.year ?? 'Undated'} · {photoCountLabel(album.photoCount)}
        </p>
      </div>
    </Link>
  );
}
