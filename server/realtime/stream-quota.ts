/**
 * Counts the open live streams, per client and in all: a client at its share is refused while others
 * are still served, and the process never holds more than its total. When the total is reached, a
 * client holding fewer streams than the biggest holder still gets one: the biggest holder's oldest
 * stream is closed for it (that browser reconnects later, when there is room). So many clients at their
 * full share cannot lock every later visitor out.
 */
export class StreamQuota {
  /** Each client's streams, oldest first: the function that closes each. */
  private readonly perKey = new Map<string, (() => void)[]>();
  private total = 0;

  constructor(
    readonly perClient: number,
    readonly maxTotal: number,
  ) {}

  get open() {
    return this.total;
  }

  /** Why a new stream for `key` is refused, or null when it may open (perhaps by making room). */
  refusal(key: string): "client" | "total" | null {
    const held = this.perKey.get(key)?.length ?? 0;
    if (held >= this.perClient) return "client";
    if (this.total < this.maxTotal) return null;
    return this.roomMadeFor(held) ? null : "total";
  }

  /**
   * Counts a stream for `key`, closing the biggest holder's oldest stream first when the total is
   * reached; `close` ends this stream should it have to make room in turn. The returned function
   * uncounts it, once however often it is called.
   */
  take(key: string, close: () => void = () => {}): () => void {
    const held = this.perKey.get(key) ?? [];
    if (this.total >= this.maxTotal) this.roomMadeFor(held.length)?.();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const streams = this.perKey.get(key) ?? [];
      const index = streams.indexOf(closeOnce);
      if (index >= 0) streams.splice(index, 1);
      if (streams.length === 0) this.perKey.delete(key);
    };
    const closeOnce = () => {
      release();
      close();
    };
    held.push(closeOnce);
    this.perKey.set(key, held);
    this.total += 1;
    return release;
  }

  /**
   * What closes the oldest stream of the client holding the most, when it holds at least two more than
   * a client holding `held` (so that closing one for it is fairer, not just a swap).
   */
  private roomMadeFor(held: number): (() => void) | undefined {
    let biggest: (() => void)[] | undefined;
    for (const streams of this.perKey.values())
      if (streams.length > held + 1 && streams.length > (biggest?.length ?? 0)) biggest = streams;
    return biggest?.[0];
  }
}
