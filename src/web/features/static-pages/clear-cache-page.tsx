import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /clear-cache: wipes caches, storage and the service worker. */
export function ClearCachePage() {
  return <ComingSoon title="Clear Cache" />;
}
