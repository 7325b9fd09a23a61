/**
 * `load` asked for once: every call returns the same promise (a preload and the first render share it), until
 * that promise fails; a failed load is forgotten, so that the next call asks again (Retry, a flaky connection).
 * For code loaded on demand, e.g. a page's chunk: `loadOnce(() => import('./page'))`.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}
