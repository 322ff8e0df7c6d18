interface CalendarEvent {
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string;
  start: string;
  end?: string | null;
}

/** 20250603T090000Z */
function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545, 3.3.11). */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * Join (events): a calendar file for the event, as a data: address to download, or null when
 * the event has no readable start date. Without an end date the event lasts two hours.
 */
export function calendarFileUrl(event: CalendarEvent, now = new Date()): string | null {
  const start = new Date(event.start);
  if (Number.isNaN(start.getTime())) return null;
  const parsedEnd = event.end ? new Date(event.end) : null;
  const end =
    parsedEnd && !Number.isNaN(parsedEnd.getTime()) && parsedEnd > start
      ? parsedEnd
      : new Date(start.getTime() + 2 * 60 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PifWorld//Events//EN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(event.title)}`,
    event.description ? `DESCRIPTION:${icsText(event.description)}` : null,
    event.location ? `LOCATION:${icsText(event.location)}` : null,
    event.url ? `URL:${event.url}` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null);
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(lines.join('\r\n'))}`;
}
