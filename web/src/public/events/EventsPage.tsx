import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EventCalendar } from './EventCalendar';
import { EventList } from './EventList';
import { useUrlParams } from '../../shared/useUrlParams';
import { messages } from '../../../../shared/messages';
import './events.css';

/**
 * "Subscribe to our calendar" (issue #17): the /events.ics feed as webcal:// (opens the visitor's
 * calendar app, which then keeps it up to date) and as https (to paste into a web calendar).
 */
function CalendarSubscription() {
  // Pre-rendering runs without a window: the live page fills in the site's own address.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const https = `${origin}/events.ics`;
  const webcal = origin ? https.replace(/^https?:/, 'webcal:') : https;
  return (
    <p className="events-subscribe">
      <a href={webcal}>{messages.rsvpLifecycle.subscribeCalendar}</a>{' '}
      <span className="field__hint">
        (or add <a href={https}>{https}</a> to your calendar)
      </span>
    </p>
  );
}

/**
 * /events (SPEC §2, §4 Events public side): published events as a list (search, When filter) or
 * as a month calendar, switched by a List / Calendar toggle kept in the URL (?view=calendar).
 */
export default function EventsPage() {
  useDocumentTitle('Events');
  const [params, update] = useUrlParams();
  const calendar = params.get('view') === 'calendar';
  return (
    <div className="events-page container">
      <header className="events-page__header">
        <div>
          <h1>Community Events</h1>
          <p className="events-page__intro">Meet your neighbours: clean-ups, meetings, picnics and more around Greenfield.</p>
          <CalendarSubscription />
        </div>
        <div className="events-toggle" role="group" aria-label="View">
          <button type="button" className="btn events-toggle__button" aria-pressed={!calendar} onClick={() => update({ view: null })}>
            List
          </button>
          <button type="button" className="btn events-toggle__button" aria-pressed={calendar} onClick={() => update({ view: 'calendar' })}>
            Calendar
          </button>
        </div>
      </header>
      {calendar ? <EventCalendar /> : <EventList />}
    </div>
  );
}
