/** Placeholder, replaced by the real page. */
export default function ProjectDetailPage() {
  return <h1>ProjectDetailPage</h1>;
}
