/** Whole days, hours and minutes of an uptime in seconds. */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
