import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function AdminPlaceholderPage() {
  return <main><h1>AdminPlaceholderPage</h1><Outlet /></main>;
}
