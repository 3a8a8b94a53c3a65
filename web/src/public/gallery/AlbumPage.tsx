/** Placeholder, replaced by the real page. */
export default function AlbumPage() {
  return <h1>AlbumPage</h1>;
}
