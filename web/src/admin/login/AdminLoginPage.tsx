import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function AdminLoginPage() {
  return <main><h1>AdminLoginPage</h1><Outlet /></main>;
}
