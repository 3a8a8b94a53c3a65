import { Outlet } from 'react-router-dom';

/** Placeholder, replaced by the real page. */
export default function HomePage() {
  return <main><h1>HomePage</h1><Outlet /></main>;
}
