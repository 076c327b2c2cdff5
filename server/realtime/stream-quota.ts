/**
 * Counts the open live streams, per client and in all: a client at its share is refused while
 * others are still served, and the process never holds more than its total.
 */
export class StreamQuota {
  private readonly perKey = new Map<string, number>();
  private total = 0;

  constructor(
    readonly perClient: number,
    readonly maxTotal: number,
  ) {}

  get open() {
    return this.total;
  }

  /** Why a new stream for `key` is refused, or null when it may open. */
  refusal(key: string): "client" | "total" | null {
    if ((this.perKey.get(key) ?? 0) >= this.perClient) return "client";
    if (this.total >= this.maxTotal) return "total";
    return null;
  }

  /** Counts a stream for `key`; the returned function uncounts it, once however often it is called. */
  take(key: string): () => void {
    this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perKey.get(key) ?? 1) - 1;
      if (left > 0) this.perKey.set(key, left);
      else this.perKey.delete(key);
    };
  }
}
