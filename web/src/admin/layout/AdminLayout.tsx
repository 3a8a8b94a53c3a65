import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function AdminLayout() {
  return <main><h1>AdminLayout</h1><Outlet /></main>;
}
