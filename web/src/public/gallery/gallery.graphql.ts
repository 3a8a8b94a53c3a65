import { graphql } from '../../gql';

/** /gallery (SPEC §2): one page of albums, newest year first, optionally of one year. */
export const GalleryAlbumsDocument = graphql(`
  query GalleryAlbums($year: Int, $page: Int!, $limit: Int!) {
    galleryAlbums(year: $year, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        slug
        name
        year
        photoCount
        cover {
          id
          title
          imageUrl
          thumbnailUrl
        }
      }
    }
  }
`);

/** The year filter of /gallery: years that have published albums, newest first. */
export const GalleryYearsDocument = graphql(`
  query GalleryYears {
    galleryYears
  }
`);

/** /gallery/{albumSlug} (SPEC §2): the album and its published photos in sort order; NOT_FOUND when it has none. */
export const GalleryAlbumDocument = graphql(`
  query GalleryAlbum($slug: String!) {
    galleryAlbum(slug: $slug) {
      slug
      name
      year
      photoCount
      photos {
        id
        title
        description
        imageUrl
        thumbnailUrl
        photographer
        takenDate
        location
      }
    }
  }
`);
