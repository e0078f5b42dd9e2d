import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFileSize, formatTime } from './format';

describe('formatFileSize (§9: 1024-based, 2 decimals)', () => {
  it('picks the largest unit below 1024 and keeps at most two decimals', () => {
    expect(formatFileSize(0, 'en')).toBe('0 byte');
    expect(formatFileSize(1023, 'en')).toBe('1,023 byte');
    expect(formatFileSize(1024, 'en')).toBe('1 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(15_728_640 + 12_345, 'en')).toBe('15.01 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'fr')).toMatch(/^1,5\sMo$/);
  });

  it('answers a dash for nonsense', () => {
    expect(formatFileSize(-1, 'en')).toBe('—');
    expect(formatFileSize(Number.NaN, 'en')).toBe('—');
  });
});

describe('formatDate / formatTime (§9: DD MMM YYYY, h:mm a)', () => {
  // The marketplace's time (Accra, UTC+0), whatever the device's zone.
  const afternoon = new Date(Date.UTC(2025, 2, 5, 15, 7));
  const morning = new Date(Date.UTC(2025, 11, 25, 0, 30));

  it('formats dates day first with a short month name in the language', () => {
    expect(formatDate(afternoon, 'en')).toBe('05 Mar 2025');
    expect(formatDate(morning, 'en')).toBe('25 Dec 2025');
    expect(formatDate(afternoon, 'fr')).toMatch(/^05 mars 2025$/);
    expect(formatDate(afternoon.toISOString(), 'en')).toBe('05 Mar 2025');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatDate(afternoon, 'ar')).toMatch(/^05 \S+ 2025$/);
  });

  it('formats times on a 12-hour clock without a leading zero', () => {
    expect(formatTime(afternoon, 'en').toLowerCase()).toBe('3:07 pm');
    expect(formatTime(morning, 'en').toLowerCase()).toBe('12:30 am');
    expect(formatDateTime(afternoon, 'en').toLowerCase()).toBe('05 mar 2025 3:07 pm');
  });

  it("prints Accra's day and hour on a device in another zone, as the server render does", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    try {
      const lateEvening = new Date('2025-03-04T23:30:00Z');
      expect(lateEvening.getDate()).toBe(5); // the device's day: 06:30 on the 5th in Ho Chi Minh City
      expect(formatDate(lateEvening, 'en')).toBe('04 Mar 2025');
      expect(formatTime(lateEvening, 'en').toLowerCase()).toBe('11:30 pm');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('answers a dash for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('—');
    expect(formatTime(Number.NaN, 'en')).toBe('—');
    expect(formatDateTime('', 'en')).toBe('—');
  });
});
