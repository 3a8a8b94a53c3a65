import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function JoinPage() {
  return <main><h1>JoinPage</h1><Outlet /></main>;
}
