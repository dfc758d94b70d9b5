import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /: the home and buy landing page. */
export function HomePage() {
  return <ComingSoon title="PassItOn" />;
}
