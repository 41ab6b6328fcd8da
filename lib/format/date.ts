// Dates shown to operators and put in file names are in the platform's time zone, not the
// server's: CONSOLE_TZ, Asia/Shanghai unless set.
// Also bundled for the browser, where there is no CONSOLE_TZ. Written by hand rather than with
// date-fns' parse/format: those two carry every token and the en-US locale (17 KB gzip in the list
// screen's first load) and parse was the slowest step of a 200-row render; the console needs six
// fixed patterns.
const zone = () => (typeof process !== 'undefined' && process.env.CONSOLE_TZ) || 'Asia/Shanghai';

let zoneFormat: { zone: string; format: Intl.DateTimeFormat } | null = null;

/** Wall-clock fields of an instant in the console's time zone, as a Date read in local fields. */
export function wallClock(instant: number | Date): Date {
  const tz = zone();
  // Building an Intl.DateTimeFormat costs tens of microseconds; a list has hundreds of dates.
  if (zoneFormat?.zone !== tz) {
    zoneFormat = {
      zone: tz,
      format: new Intl.DateTimeFormat('en-GB', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    };
  }
  const parts = zoneFormat.format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return localDate(get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')) ?? new Date(NaN);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyy-MM-dd of a Date's local fields. */
export const ymd = (d: Date) => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** yyyy-MM-dd HH:mm:ss of a Date's local fields. */
export const ymdhms = (d: Date) => `${ymd(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** yyyyMMddHHmmss in the console's time zone. */
export function compactStamp(date = new Date()): string {
  return ymdhms(wallClock(date)).replace(/\D/g, '');
}

/** A local Date from calendar fields, or null when a field is out of range (31 February, 24:00). */
function localDate(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date | null {
  const date = new Date(2000, 0, 1, h, mi, s);
  date.setFullYear(y, mo - 1, d);
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s;
  return same ? date : null;
}

/** yyyy-MM-dd HH:mm:ss, the form a date and time is shown in. */
export const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** yyyy-MM-dd, the form a day is shown in. */
export const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The platform's wall-clock texts, each in full: the first pattern that matches decides. */
const WALL_CLOCK_TEXTS = [
  DATE_TIME_TEXT,
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/,
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  DAY_TEXT,
  /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/,
  /^(\d{4})(\d{2})(\d{2})$/,
] as const;

/**
 * yyyy-MM-dd HH:mm:ss, yyyy-MM-ddTHH:mm:ss, yyyy-MM-dd HH:mm, yyyy-MM-dd, yyyyMMddHHmmss or
 * yyyyMMdd as a local Date; null for anything else or an impossible date.
 */
export function parseWallClock(text: string, patterns: readonly RegExp[] = WALL_CLOCK_TEXTS): Date | null {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [y, mo, d, h, mi, s] = m.slice(1).map((f) => (f === undefined ? 0 : Number(f)));
    return localDate(y, mo, d, h, mi, s);
  }
  return null;
}

/** yyyy-MM-dd only. */
export const parseDay = (text: string) => parseWallClock(text, [DAY_TEXT]);

/** yyyy-MM-dd HH:mm:ss only. */
export const parseDateTime = (text: string) => parseWallClock(text, [DATE_TIME_TEXT]);
