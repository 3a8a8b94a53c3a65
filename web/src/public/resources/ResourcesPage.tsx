/** Placeholder, replaced by the real page. */
export default function ResourcesPage() {
  return <h1>ResourcesPage</h1>;
}
