// Dates shown to operators and put in file names are in the platform's time zone, not the
// server's: CONSOLE_TZ, Asia/Shanghai unless set.
// Also bundled for the browser, where there is no CONSOLE_TZ.
const zone = () => (typeof process !== 'undefined' && process.env.CONSOLE_TZ) || 'Asia/Shanghai';

/** yyyyMMddHHmmss in the console's time zone. */
export function compactStamp(date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone(), year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
}
