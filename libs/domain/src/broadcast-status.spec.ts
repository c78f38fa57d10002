import { broadcastInstant, broadcastInZone, broadcastStatus, weekTimeInZone } from './broadcast-status.js';

const slot = (day: string | null, time: string | null) => ({ day, time });

const SUMMER = new Date('2024-07-10T12:00:00Z'); // Wednesday
const WINTER = new Date('2024-01-10T12:00:00Z'); // Wednesday

describe('weekTimeInZone', () => {
  it('gives the Monday-first weekday and the time in the zone', () => {
    expect(weekTimeInZone(SUMMER, 'America/New_York')).toEqual({ weekday: 2, time: '08:00' });
    expect(weekTimeInZone(SUMMER, 'Asia/Tokyo')).toEqual({ weekday: 2, time: '21:00' });
  });

  it('counts Sunday as the last day of the week and shows midnight as 00', () => {
    expect(weekTimeInZone(new Date('2024-07-14T00:05:00Z'), 'UTC')).toEqual({ weekday: 6, time: '00:05' });
  });

  it('throws for a zone the platform does not know', () => {
    expect(() => weekTimeInZone(SUMMER, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('broadcastInstant', () => {
  it('places the slot in the JST week of the reference date, Monday first', () => {
    // Wednesday 2024-07-10 21:00 JST: that JST week runs from Monday 2024-07-08.
    expect(broadcastInstant(slot('Mondays', '23:30'), SUMMER)).toEqual(new Date('2024-07-08T14:30:00Z'));
    expect(broadcastInstant(slot('Sundays', '01:00'), SUMMER)).toEqual(new Date('2024-07-13T16:00:00Z'));
  });

  it('is null for a missing or unreadable slot', () => {
    expect(broadcastInstant(slot('Unknown', '23:30'), SUMMER)).toBeNull();
    expect(broadcastInstant(slot('Mondays', '25:00'), SUMMER)).toBeNull();
    expect(broadcastInstant(slot('Mondays', null), SUMMER)).toBeNull();
  });
});

describe('broadcastInZone', () => {
  it('keeps the slot as it is in Tokyo', () => {
    expect(broadcastInZone(slot('Mondays', '23:30'), 'Asia/Tokyo', SUMMER)).toEqual({
      weekday: 0,
      time: '23:30',
    });
  });

  it('rolls back to the previous day in New York, with daylight saving in summer', () => {
    expect(broadcastInZone(slot('Sundays', '01:00'), 'America/New_York', SUMMER)).toEqual({
      weekday: 5,
      time: '12:00',
    });
    expect(broadcastInZone(slot('Sundays', '01:00'), 'America/New_York', WINTER)).toEqual({
      weekday: 5,
      time: '11:00',
    });
  });

  it('rolls a Monday slot back to Sunday, across the start of the week', () => {
    expect(broadcastInZone(slot('Mondays', '00:30'), 'Europe/London', SUMMER)).toEqual({
      weekday: 6,
      time: '16:30',
    });
  });

  it('rolls forward to the next day in Sydney, across the end of the week', () => {
    expect(broadcastInZone(slot('Saturdays', '23:30'), 'Australia/Sydney', SUMMER)).toEqual({
      weekday: 6,
      time: '00:30',
    });
    expect(broadcastInZone(slot('Sundays', '23:30'), 'Australia/Sydney', SUMMER)).toEqual({
      weekday: 0,
      time: '00:30',
    });
  });

  it('handles zones with half-hour offsets', () => {
    expect(broadcastInZone(slot('Mondays', '00:00'), 'Asia/Kolkata', SUMMER)).toEqual({
      weekday: 6,
      time: '20:30',
    });
  });

  it('uses the offset of the reference week around a daylight-saving change', () => {
    // New York moved to EDT on Sunday 2024-03-10 at 07:00 UTC.
    const weekBefore = new Date('2024-03-01T12:00:00Z');
    const weekOfChange = new Date('2024-03-05T12:00:00Z');
    expect(broadcastInZone(slot('Sundays', '22:00'), 'America/New_York', weekBefore)).toEqual({
      weekday: 6,
      time: '08:00',
    });
    expect(broadcastInZone(slot('Sundays', '22:00'), 'America/New_York', weekOfChange)).toEqual({
      weekday: 6,
      time: '09:00',
    });
  });

  it('reads singular and lowercase day names', () => {
    expect(broadcastInZone(slot('tuesday', '9:05'), 'Asia/Tokyo', SUMMER)).toEqual({
      weekday: 1,
      time: '09:05',
    });
  });

  it.each([
    [null, '01:00'],
    ['Unknown', '01:00'],
    ['Sundays', null],
    ['Sundays', 'late'],
    ['Sundays', '24:00'],
    ['Sundays', '12:60'],
  ])('has no slot for day %p and time %p', (day, time) => {
    expect(broadcastInZone(slot(day, time), 'Asia/Tokyo', SUMMER)).toBeNull();
  });
});

describe('broadcastStatus', () => {
  // SUMMER is Wednesday 08:00 in New York.
  it.each([
    ['Tuesdays', '23:00', 'Tuesday 10:00', 'aired'],
    ['Wednesdays', '20:00', 'Wednesday 07:00', 'aired'],
    ['Wednesdays', '21:00', 'Wednesday 08:00', 'aired'],
    ['Wednesdays', '22:00', 'Wednesday 09:00', 'upcoming'],
    ['Thursdays', '12:00', 'Wednesday 23:00', 'upcoming'],
    ['Fridays', '12:00', 'Thursday 23:00', 'upcoming'],
    ['Mondays', '10:00', 'Sunday 21:00', 'upcoming'],
    ['Sundays', '22:00', 'Sunday 09:00', 'upcoming'],
  ])('on Wednesday 08:00 in New York, %s %s JST (%s there) is %s', (day, time, _local, status) => {
    expect(broadcastStatus(slot(day, time), SUMMER, 'America/New_York')).toBe(status);
  });

  it('counts a Sunday slot as upcoming when today is earlier in the Monday–Sunday week', () => {
    const monday = new Date('2024-07-08T03:00:00Z'); // Monday 12:00 in Tokyo
    expect(broadcastStatus(slot('Sundays', '09:00'), monday, 'Asia/Tokyo')).toBe('upcoming');
  });

  it('counts a Sunday slot as aired on Sunday once its time has come', () => {
    const sunday = new Date('2024-07-14T12:00:00Z'); // Sunday 21:00 in Tokyo
    expect(broadcastStatus(slot('Sundays', '20:00'), sunday, 'Asia/Tokyo')).toBe('aired');
    expect(broadcastStatus(slot('Sundays', '23:00'), sunday, 'Asia/Tokyo')).toBe('upcoming');
    expect(broadcastStatus(slot('Mondays', '23:00'), sunday, 'Asia/Tokyo')).toBe('aired');
  });

  it('compares the slot in the local zone, not in Japan', () => {
    // Saturday 20:00 in New York is already Sunday 09:00 in Tokyo; Sundays 01:00 JST was Saturday noon there.
    const saturdayEvening = new Date('2024-07-14T00:00:00Z');
    expect(broadcastStatus(slot('Sundays', '01:00'), saturdayEvening, 'America/New_York')).toBe('aired');
    expect(broadcastStatus(slot('Sundays', '12:00'), saturdayEvening, 'America/New_York')).toBe('upcoming');
  });

  it('is unknown without a day or a time', () => {
    expect(broadcastStatus(slot(null, '01:00'), SUMMER, 'Asia/Tokyo')).toBe('unknown');
    expect(broadcastStatus(slot('Sundays', null), SUMMER, 'Asia/Tokyo')).toBe('unknown');
  });
});
