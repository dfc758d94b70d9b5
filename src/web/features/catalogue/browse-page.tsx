import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /browse: search and filter listings; search text arrives as ?q=. */
export function BrowsePage() {
  return <ComingSoon title="Browse Items" />;
}
