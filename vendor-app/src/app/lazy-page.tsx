import type { ComponentType, ReactNode } from 'react';
import { useInstanceProbe } from './instance-probe';

/** Route objects as the shell expects them from `./routes`: a path and a lazily loaded page module. */
export interface RemoteRouteObject {
  path: string;
  lazy: () => Promise<{ element: ReactNode }>;
}

function ProbedPage({ children }: { children: ReactNode }) {
  useInstanceProbe('vendorApp');
  return children;
}

/** A lazy route module of this remote; its page reports the shared instances it sees to the e2e probe. */
export function lazyPage(load: () => Promise<ComponentType>): RemoteRouteObject['lazy'] {
  return async () => {
    const Page = await load();
    return {
      element: (
        <ProbedPage>
          <Page />
        </ProbedPage>
      ),
    };
  };
}
