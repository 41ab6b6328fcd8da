// Time spans of the reference upstream's seeds and rules, written once (issue #34: `DAY` was
// defined in 19 files).
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
