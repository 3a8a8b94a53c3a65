const clock = new Intl.DateTimeFormat('en-AU', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'Australia/Melbourne',
});

/** A moment as 24-hour Melbourne time with seconds, e.g. "14:05:09". */
export const formatTime = (date: Date): string => clock.format(date);
