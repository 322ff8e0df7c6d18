import { describe, expect, it } from 'vitest';
import { calendarFileUrl } from './calendar';

function text(url: string | null): string {
  expect(url).not.toBeNull();
  return decodeURIComponent((url ?? '').replace('data:text/calendar;charset=utf-8,', ''));
}

describe('calendarFileUrl', () => {
  it('writes an iCalendar event with start, end, place and escaped text', () => {
    const ics = text(
      calendarFileUrl(
        {
          uid: 'event-12@pifworld',
          title: 'Charity run, Utrecht',
          description: 'Run; donate\nand have fun',
          location: 'Maliebaan 1',
          url: 'https://pifworld.example/events-details/12',
          start: '2025-06-03T09:00:00.000Z',
          end: '2025-06-03T12:30:00.000Z',
        },
        new Date('2025-05-01T00:00:00.000Z'),
      ),
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//PifWorld//Events//EN',
      'BEGIN:VEVENT',
      'UID:event-12@pifworld',
      'DTSTAMP:20250501T000000Z',
      'DTSTART:20250603T090000Z',
      'DTEND:20250603T123000Z',
      'SUMMARY:Charity run\\, Utrecht',
      'DESCRIPTION:Run\\; donate\\nand have fun',
      'LOCATION:Maliebaan 1',
      'URL:https://pifworld.example/events-details/12',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('lasts two hours without an end date', () => {
    const ics = text(calendarFileUrl({ uid: 'x', title: 'Run', start: '2025-06-03T09:00:00Z' }));
    expect(ics).toContain('DTEND:20250603T110000Z');
  });

  it('is null without a readable start date', () => {
    expect(calendarFileUrl({ uid: 'x', title: 'Run', start: 'soon' })).toBeNull();
  });
});
