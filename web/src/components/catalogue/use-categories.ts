import { useCallback, useEffect, useState } from 'react';
import { api, isAbortError } from '@/lib/api-client';

export interface Category {
  _id: string;
  name: string;
  featured: boolean;
}

/** GET /api/cat/categories, sorted by name on the server. */
export function getCategories(signal?: AbortSignal): Promise<{ categories: Category[] }> {
  return api.get<{ categories: Category[] }>('/cat/categories', { signal });
}

/** The category list; a failure falls back to an empty list with status 'error'. */
export function useCategories() {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{
    version: number;
    status: 'ready' | 'error';
    categories: Category[];
  } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getCategories(controller.signal).then(
      ({ categories }) => setState({ version, status: 'ready', categories: categories ?? [] }),
      (err: unknown) => {
        if (!isAbortError(err)) setState({ version, status: 'error', categories: [] });
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const status = state?.version === version ? state.status : 'loading';
  return { categories: state?.categories ?? [], status, reload };
}
