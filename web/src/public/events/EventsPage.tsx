/** Placeholder, replaced by the real page. */
export default function EventsPage() {
  return <h1>EventsPage</h1>;
}
