/**
 * The build-time first paint of public pages (issue #7, web/src/prerender.tsx): the server sends
 * `<div id="prerendered" inert>` with the page as it first renders, and the live app renders into a
 * hidden `#root` beside it. Once the live page has rendered, this swaps them in one frame.
 * Inert, so nothing in it can be clicked or submitted before the app runs.
 */
export function revealLivePage(): void {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  prerendered.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}
