/** Placeholder, replaced by the real page. */
export default function MembersPage() {
  return <h1>MembersPage</h1>;
}
