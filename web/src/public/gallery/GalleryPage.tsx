/** Placeholder, replaced by the real page. */
export default function GalleryPage() {
  return <h1>GalleryPage</h1>;
}
