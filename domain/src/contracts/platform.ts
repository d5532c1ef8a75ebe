// What every client may rely on whatever the route.

/** GET /api/health */
export interface HealthAnswer {
  ok: true;
}
