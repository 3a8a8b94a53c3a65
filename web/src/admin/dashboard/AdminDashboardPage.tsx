import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function AdminDashboardPage() {
  return <main><h1>AdminDashboardPage</h1><Outlet /></main>;
}
