// Every route of an Express app, read from its router stack: the hostile-input suite sends its
// corpus to each one, app-routes.test.ts checks that each path parameter is checked, and
// routers/public-reads.test.ts reads each GET's middleware, so a new route cannot be left out.
import type { Express, RequestHandler } from 'express';

export interface AppRoute {
  /** Upper case: GET, POST, ... */
  method: string;
  /** The full path as declared, e.g. /api/products/:id/comments/:cid/replies. */
  path: string;
  /** The path's parameters (`:name` and `*name`), in order. */
  params: string[];
  /** The parameters no router.param check of the declaring router covers. */
  unchecked: string[];
  /** What runs for it, in order: the path-less middleware of the routers above, then its own. */
  handlers: RequestHandler[];
}

/** The parts of the router package's objects that the walk reads. */
interface RouterLike {
  stack: LayerLike[];
  params: Record<string, unknown>;
}

interface LayerLike {
  rawPath?: unknown;
  handle?: unknown;
  route?: { path?: unknown; methods?: Record<string, unknown>; stack?: LayerLike[] };
}

/** A layer's function that is not a router: Express calls it as (req, res, next). */
const isHandler = (value: unknown): value is RequestHandler => typeof value === 'function';

function isRouter(value: unknown): value is RouterLike {
  const candidate = value as Partial<RouterLike> | null;
  return (
    typeof value === 'function' &&
    Array.isArray(candidate?.stack) &&
    typeof candidate.params === 'object'
  );
}

const paramsOf = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1] ?? '');

/** A mounted path under its router's; a router mounted at '/' adds nothing. */
const join = (prefix: string, path: string) =>
  path === '/' ? prefix || '/' : prefix.replace(/\/$/, '') + path;

function walk(
  router: RouterLike,
  prefix: string,
  inherited: { unchecked: string[]; handlers: RequestHandler[] },
  out: AppRoute[],
): void {
  const above = [...inherited.handlers];
  for (const layer of router.stack) {
    const own = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
    const unchecked = [
      ...inherited.unchecked,
      ...paramsOf(own).filter((name) => !(name in router.params)),
    ];
    if (layer.route && typeof layer.route.path === 'string') {
      const path = join(prefix, layer.route.path);
      const methods = Object.keys(layer.route.methods ?? {}).filter((m) => m !== '_all');
      const handlers = [
        ...above,
        ...(layer.route.stack ?? []).map((l) => l.handle).filter(isHandler),
      ];
      for (const method of methods) {
        out.push({
          method: method.toUpperCase(),
          path,
          params: paramsOf(path),
          unchecked,
          handlers,
        });
      }
    } else if (isRouter(layer.handle)) {
      walk(layer.handle, join(prefix, own), { unchecked, handlers: above }, out);
    } else if (own === '/' && isHandler(layer.handle)) {
      above.push(layer.handle);
    }
  }
}

export function listRoutes(app: Express): AppRoute[] {
  const root: unknown = (app as unknown as { router?: unknown }).router;
  if (!isRouter(root)) throw new Error('listRoutes: not an Express 5 app');
  const out: AppRoute[] = [];
  walk(root, '', { unchecked: [], handlers: [] }, out);
  return out;
}
