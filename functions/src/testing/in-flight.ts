// How a local server that plays video hosts was asked (the link checker's tests and benchmark):
// when each request came and ended, how many were in flight at once, how close two came.

/** When a request came and when its answer ended (epoch ms; null while in flight). */
export interface RequestTime {
  url: string;
  at: number;
  done: number | null;
}

/** The most requests that were in flight at once (an answer that ended as another came first). */
export function mostInFlight(times: readonly RequestTime[]): number {
  const edges = times.flatMap((t) => [
    { t: t.at, d: 1 },
    { t: t.done ?? Infinity, d: -1 },
  ]);
  edges.sort((a, b) => a.t - b.t || a.d - b.d);
  let inFlight = 0;
  let most = 0;
  for (const edge of edges) {
    inFlight += edge.d;
    most = Math.max(most, inFlight);
  }
  return most;
}

/** The shortest time between two requests' arrivals (Infinity for fewer than two). */
export function closestArrivals(times: readonly RequestTime[]): number {
  const at = times.map((t) => t.at).sort((a, b) => a - b);
  let closest = Infinity;
  for (let i = 1; i < at.length; i++) closest = Math.min(closest, (at[i] ?? 0) - (at[i - 1] ?? 0));
  return closest;
}
