import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-lg text-primary-800">
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent-500 text-slate-900">
        <BookOpen aria-hidden="true" className="size-5" />
      </span>
      PassItOn
    </Link>
  );
}
