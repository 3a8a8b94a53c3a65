import { formatClockTime } from '../common/format';

/** A moment as 24-hour time with seconds in the association's zone, e.g. "14:05:09". */
export const formatTime = (date: Date): string => formatClockTime(date);
