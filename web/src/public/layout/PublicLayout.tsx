import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function PublicLayout() {
  return <main><h1>PublicLayout</h1><Outlet /></main>;
}
