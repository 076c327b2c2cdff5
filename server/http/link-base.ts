/**
 * Where links sent out of a request (e-mails) point: PUBLIC_URL when set, otherwise the origin the
 * person used to reach us (docs/decisions/013-any-address.md), never an address made up here.
 */
export function linkBase(publicUrl: string | undefined, request: Request): string {
  return publicUrl ?? new URL(request.url).origin;
}
