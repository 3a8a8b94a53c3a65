/**
 * Closes the open phone menu on Escape (focus back on its button) and on a pointer down outside the
 * header (issue #22). Used by the live header (PublicLayout) and by the first paint's (below).
 * @param header the site header; once it has left the page, the listeners remove themselves
 * @param toggle the menu button
 * @param close closes the menu
 * @returns removes the listeners
 */
export function closeMenuOnEscapeOrOutside(header: HTMLElement, toggle: HTMLElement | null, close: () => void): () => void {
  const stop = new AbortController();
  const closing = (event: Event) => {
    if (!header.isConnected) stop.abort();
    else if (event instanceof KeyboardEvent ? event.key === 'Escape' : !header.contains(event.target as Node)) {
      close();
      if (event.type === 'keydown') toggle?.focus();
    }
  };
  document.addEventListener('keydown', closing, stop);
  document.addEventListener('pointerdown', closing, stop);
  return () => stop.abort();
}

/**
 * Makes the phone menu of the pre-rendered first paint work at once, before the app has loaded
 * (issue #24 "Interactive sooner": on a phone-speed CPU the app takes over 2–4 s after navigation
 * starts, and until then the inert first paint ignored taps). Only the header comes alive — the
 * menu button opens and closes the menu as the live header does, its links and site search work as
 * plain links and a plain GET form; the page beneath stays inert until the app has it. When the
 * live page replaces the first paint, an open menu stays open (web/src/shared/prerendered.ts).
 * Called by main.tsx before anything else loads; does nothing without a pre-rendered header.
 */
export function startFirstPaintMenu(): void {
  const page = document.getElementById('prerendered');
  const header = page?.querySelector<HTMLElement>('.site-header');
  const toggle = header?.querySelector<HTMLElement>('.site-header__toggle');
  if (!page || !header || !toggle) return;
  for (const part of page.querySelectorAll<HTMLElement>('.site > :not(.site-header)')) part.inert = true;
  page.inert = false;
  let stop: (() => void) | undefined;
  // The button's aria-expanded is the menu's whole state: the stylesheet shows the menu and the icon from it.
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    stop?.();
    stop = open ? closeMenuOnEscapeOrOutside(header, toggle, () => setOpen(false)) : undefined;
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
}
