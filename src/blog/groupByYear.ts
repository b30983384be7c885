/**
 * Groups items (already newest first) by the year of their ISO date ('2025-02-18' → 2025), keeping
 * their order inside each year; years come newest first.
 */
export function groupByYear<T>(items: readonly T[], dateOf: (item: T) => string): { year: number; items: T[] }[] {
  const years = new Map<number, T[]>();
  for (const item of items) {
    const year = Number(dateOf(item).slice(0, 4));
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years.entries()].sort(([a], [b]) => b - a).map(([year, grouped]) => ({ year, items: grouped }));
}
