import { describe, expect, it } from "vitest";
import { StreamQuota } from "./stream-quota";

// The live streams' caps: a share per client, a total per process, and room for a newcomer when
// others hold more than their fair share of a full process.

function fill(quota: StreamQuota, clients: number, each: number) {
  const closed: string[] = [];
  for (let client = 0; client < clients; client += 1)
    for (let stream = 0; stream < each; stream += 1) {
      const key = `198.51.100.${client}`;
      quota.take(key, () => closed.push(key));
    }
  return closed;
}

describe("the live streams' quota", () => {
  it("refuses a client at its share while others still open streams", () => {
    const quota = new StreamQuota(2, 100);
    fill(quota, 1, 2);
    expect(quota.refusal("198.51.100.0")).toBe("client");
    expect(quota.refusal("203.0.113.9")).toBeNull();
  });

  it("lets a newcomer in when 250 clients at their full share fill all 5,000 streams", () => {
    const quota = new StreamQuota(20, 5_000);
    const closed = fill(quota, 250, 20);
    expect(quota.open).toBe(5_000);
    expect(quota.refusal("203.0.113.9")).toBeNull();
    quota.take("203.0.113.9");
    // One stream of a client holding 20 was closed for it: the total stays the process's.
    expect(closed).toHaveLength(1);
    expect(quota.open).toBe(5_000);
  });

  it("does not let the client that gave up a stream take one back from another full holder", () => {
    const quota = new StreamQuota(20, 40);
    const closed = fill(quota, 2, 20);
    quota.take("203.0.113.9");
    const [gaveUp = ""] = closed;
    // It holds 19 now, the other 20: closing one of the other's would only swap them.
    expect(quota.refusal(gaveUp)).toBe("total");
  });

  it("refuses once nobody holds more than a newcomer would after taking one", () => {
    const quota = new StreamQuota(20, 10);
    fill(quota, 10, 1);
    expect(quota.refusal("203.0.113.9")).toBe("total");
  });

  it("uncounts a stream once, however often it is released", () => {
    const quota = new StreamQuota(5, 10);
    const release = quota.take("198.51.100.1");
    release();
    release();
    expect(quota.open).toBe(0);
    expect(quota.refusal("198.51.100.1")).toBeNull();
  });
});
