/**
 * Messages stored in the last minute, counted in one-second buckets: a few bytes of memory whatever the traffic,
 * and a figure the admin console can show without scraping Prometheus.
 */
export class MessageRate {
  private readonly buckets = new Array<number>(60).fill(0);
  private readonly stamps = new Array<number>(60).fill(-1);

  constructor(private readonly now: () => number = Date.now) {}

  record(): void {
    const second = Math.floor(this.now() / 1000);
    const slot = second % 60;
    if (this.stamps[slot] !== second) {
      this.stamps[slot] = second;
      this.buckets[slot] = 0;
    }
    this.buckets[slot]!++;
  }

  /** Messages in the 60 seconds up to now. */
  perMinute(): number {
    const second = Math.floor(this.now() / 1000);
    let total = 0;
    for (let slot = 0; slot < 60; slot++) if (second - this.stamps[slot]! < 60) total += this.buckets[slot]!;
    return total;
  }
}
