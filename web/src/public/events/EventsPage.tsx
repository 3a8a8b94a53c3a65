import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { EventCalendar } from './EventCalendar';
import { EventList } from './EventList';
import { useUrlParams } from '../../shared/useUrlParams';
import './events.css';

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
