import { request as httpRequest } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The `Cookie` header that carries the cookies this response set. */
  cookie: string;
}

/**
 * An HTTP request with the Host header a browser at another address would send (fetch does not let a
 * caller choose it): the app is reached at 127.0.0.1, the request names `host`. `path` is sent as
 * written, where a URL would have made `//` one slash and `\\` a slash.
 */
export function requestAs(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    path,
  }: { method?: string; headers?: Record<string, string>; body?: string; path?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, ...(path ? { path } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const setCookies = response.headers["set-cookie"] ?? [];
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString("utf8"),
          cookie: setCookies.map((cookie) => cookie.split(";")[0]).join("; "),
        });
      });
    });
    sent.on("error", reject);
    sent.end(body);
  });
}
