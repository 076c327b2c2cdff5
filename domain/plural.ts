/** '1 booking', '3 bookings', '0 bookings': a count with its noun, singular only for one. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
