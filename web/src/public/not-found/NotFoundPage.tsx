import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function NotFoundPage() {
  return <main><h1>NotFoundPage</h1><Outlet /></main>;
}
