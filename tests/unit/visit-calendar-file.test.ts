import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '#server/modules/showrooms/calendar-file.js';

// A showroom visit's .ics (decision 0065), by RFC 5545's rules for TEXT values and long lines.

const event = {
  uid: 'showroom-visit-7@shop.example',
  sequence: 2,
  stamp: new Date('2026-12-02T02:00:00Z'),
  // 2:30 pm in Singapore.
  start: new Date('2026-12-05T06:30:00Z'),
  end: new Date('2026-12-05T07:00:00Z'),
  summary: 'Visit; try, "Hotel" \\ Grand',
  location: '3 Ubi Avenue 3, #01-10, Singapore 408857',
  description: 'Line one\nLine two',
  cancelled: false,
};

describe('a visit’s calendar file', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes one event in UTC with CRLF lines, its UID and sequence', () => {
    const file = calendarFile(event);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'UID:showroom-visit-7@shop.example',
        'SEQUENCE:2',
        'DTSTAMP:20261202T020000Z',
        'DTSTART:20261205T063000Z',
        'DTEND:20261205T070000Z',
        'SUMMARY:Visit\\; try\\, "Hotel" \\\\ Grand',
        'LOCATION:3 Ubi Avenue 3\\, #01-10\\, Singapore 408857',
        'DESCRIPTION:Line one\\nLine two',
        'STATUS:CONFIRMED',
        'END:VCALENDAR',
      ]),
    );
    expect(calendarFile({ ...event, cancelled: true })).toContain('STATUS:CANCELLED');
  });

  it('folds lines over 75 octets without splitting a character, and unfolds to the same', () => {
    const line = `DESCRIPTION:${'Tempat tidur – '.repeat(10)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});
