/**
 * A timestamptz column as the text JavaScript's `toISOString()` writes (UTC, milliseconds, 'Z'), formatted
 * by Postgres. Both truncate microseconds. Reading a user's 800 episode rows, parsing each time into a
 * Date and formatting it back was a fifth of the read's CPU in lists-progress.
 */
export function isoText(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
