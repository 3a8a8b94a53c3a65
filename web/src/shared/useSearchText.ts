import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box kept in the URL (?q=) with a debounce: typing updates the box at once
 * and the URL ~300 ms after the last keystroke; a URL change from outside (back button, link)
 * refills the box.
 * @param q the search in the URL now
 * @param push writes a new search to the URL (called with the trimmed text)
 * @returns [text, setText] for the controlled input
 */
export function useSearchText(q: string, push: (value: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  const pushed = useRef(q);

  useEffect(() => {
    if (q !== pushed.current) {
      pushed.current = q;
      setText(q);
    }
  }, [q]);

  useEffect(() => {
    const value = text.trim();
    if (value === pushed.current) return;
    const timer = window.setTimeout(() => {
      pushed.current = value;
      push(value);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, push]);

  return [text, setText];
}
