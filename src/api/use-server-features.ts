import { useQuery } from '@tanstack/react-query';
import { readEndpoints } from '../config/endpoints';
import { readStoredSession } from '../state/session/stored-session';
import { ALL_FEATURES, detectServerFeatures, storedServerFeatures, type ServerFeatures } from './server-features';

/**
 * What the configured chat service offers (server-features.ts). Until it has answered, everything Parley's own
 * server offers is assumed; a failed detection (offline) keeps that, and is tried again next time.
 */
export function useServerFeatures(): ServerFeatures {
  const { chatUrl } = readEndpoints(localStorage, location.origin);
  const signedIn = Boolean(readStoredSession()?.chatToken);
  const query = useQuery({
    queryKey: ['server-features', chatUrl, signedIn],
    queryFn: detectServerFeatures,
    initialData: () => {
      const stored = storedServerFeatures();
      // An answer got signed out has not probed moments and the directory yet.
      return stored && (stored.complete || !signedIn) ? stored.features : undefined;
    },
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? ALL_FEATURES;
}
