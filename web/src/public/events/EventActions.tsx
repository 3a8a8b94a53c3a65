import { useId, useState } from 'react';
import { messages } from '../../../../shared/messages';
import { useToast } from '../../shared/Toast';

/**
 * "Add to Calendar" and "Share Event" of an event page (SPEC §2 /events/{slug}).
 * Add to Calendar downloads /events/{slug}/calendar.ics (an RFC 5545 file from the server) and is
 * disabled, with the reason, while the event has no date. Share uses the Web Share API when the
 * browser has it, else copies the link (info toast "Link copied to clipboard"), else shows the link
 * to copy by hand. A past event (issue #17) offers no Add to Calendar.
 * @param past true once the event's day is over (SPEC §4 public side)
 */
export function EventActions({ slug, title, dated, past = false }: { slug: string; title: string; dated: boolean; past?: boolean }) {
  const toast = useToast();
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const noDateId = useId();
  const linkId = useId();

  const share = async () => {
    // Read when shared: the page is also rendered on the server, which has no window (issue #24).
    const url = `${window.location.origin}/events/${slug}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      try {
        await navigator.clipboard.writeText(url);
        toast.info(messages.events.linkCopied);
        return;
      } catch {
        // Clipboard refused (permissions, insecure context): show the link instead.
      }
    }
    setShownUrl(url);
  };

  return (
    <div className="events-actions">
      <div className="events-actions__buttons">
        {past ? null : dated ? (
          <a className="btn" href={`/events/${slug}/calendar.ics`} download={`${slug}.ics`}>
            Add to Calendar
          </a>
        ) : (
          <button type="button" className="btn" disabled aria-describedby={noDateId}>
            Add to Calendar
          </button>
        )}
        <button type="button" className="btn" onClick={() => void share()}>
          Share Event
        </button>
      </div>
      {!dated && !past && (
        <p id={noDateId} className="field__hint">
          {messages.events.noDateForCalendar}
        </p>
      )}
      {shownUrl && (
        <div className="field events-actions__link">
          <label htmlFor={linkId}>Event link</label>
          <input id={linkId} type="text" readOnly value={shownUrl} onFocus={(e) => e.currentTarget.select()} />
          <span className="field__hint">{messages.events.shareFailed}</span>
        </div>
      )}
    </div>
  );
}
