import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import type { EventCardFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../shared/errors';
import { ErrorState } from '../../shared/states';
import {
  addDays,
  addMonths,
  dayKey,
  dayLongTitle,
  dayTitle,
  formatEventTime,
  associationDay,
  mondayIndex,
  monthTitle,
  monthWeeks,
  type Day,
} from './eventDates';
import { EventsInMonthDocument } from './events.graphql';
import { useUrlParams } from '../../shared/useUrlParams';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The month of ?month=2026-11, or null when absent or out of the API's range (2000–2100). */
function parseMonth(value: string | null): { year: number; month: number } | null {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2100 && month >= 1 && month <= 12 ? { year, month } : null;
}

const monthParam = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const sameMonth = (day: Day | null, year: number, month: number): day is Day => !!day && day.year === year && day.month === month;

/** Where the keyboard moves from a day, or null for keys the grid does not handle (WAI-ARIA APG date grid). */
function keyTarget(event: KeyboardEvent, day: Day): Day | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -mondayIndex(day));
    case 'End':
      return addDays(day, 6 - mondayIndex(day));
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/**
 * The calendar view of /events (SPEC §2, replacing "Calendar View Coming Soon"): a Monday-first
 * month grid of published events (?month=2026-11), with previous/next month buttons. Days with
 * events show a dot and a count; choosing a day lists its events below the grid. Keyboard: arrows
 * move by day and week, Home/End to the week's start/end, PageUp/PageDown change month (with
 * Shift: year), Enter/Space choose; one day is in the tab order (roving tabindex). Today carries
 * aria-current="date".
 */
export function EventCalendar() {
  const [params, update] = useUrlParams();
  const today = associationDay(new Date());
  const { year, month } = parseMonth(params.get('month')) ?? today;
  const headingId = useId();
  const listHeadingId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<Day | null>(null);
  const [selected, setSelected] = useState<Day | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const { data, loading, error, refetch } = useQuery(EventsInMonthDocument, { variables: { year, month }, notifyOnNetworkStatusChange: true });
  const byDay = useMemo(() => {
    const map = new Map<string, EventCardFieldsFragment[]>();
    for (const event of data?.eventsInMonth ?? []) {
      if (!event.eventDate) continue;
      const key = dayKey(associationDay(event.eventDate));
      map.set(key, [...(map.get(key) ?? []), event]);
    }
    return map;
  }, [data]);

  const active: Day = sameMonth(focused, year, month)
    ? focused
    : sameMonth(selected, year, month)
      ? selected
      : sameMonth(today, year, month)
        ? today
        : { year, month, day: 1 };

  // After a keyboard move, focus the new day once it is rendered (possibly in the next month).
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${key}"]`);
    if (button) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  const showMonth = (target: { year: number; month: number }) => update({ month: monthParam(target.year, target.month) });

  const moveFocus = (day: Day) => {
    setFocused(day);
    pendingFocus.current = dayKey(day);
    if (!sameMonth(day, year, month)) showMonth(day);
  };

  const onKeyDown = (event: KeyboardEvent, day: Day) => {
    const target = keyTarget(event, day);
    if (!target) return;
    event.preventDefault();
    moveFocus(target);
  };

  const choose = (day: Day) => {
    setSelected(day);
    setFocused(day);
  };

  const previous = addMonths({ year, month, day: 1 }, -1);
  const next = addMonths({ year, month, day: 1 }, 1);
  const monthEvents = data?.eventsInMonth ?? [];
  const shown = sameMonth(selected, year, month) ? selected : null;
  const shownEvents = shown ? (byDay.get(dayKey(shown)) ?? []) : [];

  return (
    <section className="events-cal" aria-labelledby={headingId}>
      <div className="events-cal__header">
        <button type="button" className="btn events-cal__nav" aria-label="Previous month" onClick={() => showMonth(previous)}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={headingId} className="events-cal__title">
          {monthTitle(year, month)}
        </h2>
        <button type="button" className="btn events-cal__nav" aria-label="Next month" onClick={() => showMonth(next)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="events-cal__meta">
        <p role="status" className="events-cal__status">
          {loading
            ? 'Loading events…'
            : error
              ? ''
              : monthEvents.length === 0
                ? 'No events this month'
                : `${monthEvents.length} ${monthEvents.length === 1 ? 'event' : 'events'} this month`}
        </p>
        {!sameMonth(today, year, month) && (
          <button type="button" className="btn btn--small" onClick={() => showMonth(today)}>
            This month
          </button>
        )}
      </div>
      {error && <ErrorState title={messages.events.loadError} detail={errorMessage(error)} onRetry={() => void refetch()} />}
      <p className="field__hint events-cal__help" id={`${headingId}-help`}>
        Use the arrow keys to move between days, Page Up and Page Down to change month, and Enter to show a day&apos;s events.
      </p>
      <table ref={grid} role="grid" className="events-cal__grid" aria-labelledby={headingId} aria-describedby={`${headingId}-help`}>
        <thead>
          <tr role="row">
            {WEEKDAYS.map((name) => (
              <th key={name} role="columnheader" scope="col" className="events-cal__weekday">
                <abbr title={name}>{name.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, row) => (
            <tr key={row} role="row">
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" className="events-cal__cell events-cal__cell--empty" />;
                const key = dayKey(day);
                const count = byDay.get(key)?.length ?? 0;
                const isToday = key === dayKey(today);
                const isSelected = shown !== null && key === dayKey(shown);
                // The name is read from the content: "29 November, 1 event" (visible: "29", a dot and "1").
                const month = dayTitle(day).replace(/^\d+\s*/, '');
                return (
                  <td key={column} role="gridcell" className="events-cal__cell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === dayKey(active) ? 0 : -1}
                      aria-current={isToday ? 'date' : undefined}
                      className={[
                        'events-cal__day',
                        count ? 'events-cal__day--busy' : '',
                        isToday ? 'events-cal__day--today' : '',
                        isSelected ? 'events-cal__day--selected' : '',
                      ].join(' ')}
                      onClick={() => choose(day)}
                      onFocus={() => setFocused(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      <span className="events-cal__number">
                        {day.day}
                        <span className="visually-hidden">
                          {' '}
                          {month}
                          {count > 0 ? ',' : ''}
                        </span>
                      </span>
                      {count > 0 && (
                        <span className="events-cal__marker">
                          <span className="events-cal__dot" aria-hidden="true" />
                          {count}
                          <span className="visually-hidden">{count === 1 ? ' event' : ' events'}</span>
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {shown && (
        <div className="events-cal__day-events" aria-labelledby={listHeadingId} role="region">
          <h3 id={listHeadingId}>{dayLongTitle(shown)}</h3>
          {shownEvents.length === 0 ? (
            <p>No events on this day.</p>
          ) : (
            <ul className="events-cal__list">
              {shownEvents.map((event) => (
                <li key={event.id} className="events-cal__item">
                  <Link to={`/events/${event.slug}`}>{event.title}</Link>
                  <span>
                    {formatEventTime(event.eventDate)} · {event.location || messages.fallbacks.location}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
