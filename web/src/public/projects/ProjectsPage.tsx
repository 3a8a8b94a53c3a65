/** Placeholder, replaced by the real page. */
export default function ProjectsPage() {
  return <h1>ProjectsPage</h1>;
}
