import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function PendingPage() {
  return <main><h1>PendingPage</h1><Outlet /></main>;
}
