export { appStore } from './app-store';
export { queryClient } from './query-client';
export {
  getRuntimeConfig,
  type PlacesProvider,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';
export { getSupabase } from './supabase-client';
