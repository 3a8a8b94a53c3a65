/** Placeholder, replaced by the real page. */
export default function EventDetailPage() {
  return <h1>EventDetailPage</h1>;
}
