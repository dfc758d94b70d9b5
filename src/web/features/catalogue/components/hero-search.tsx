import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/** The landing page's search box: sends the words to /browse?q=… */
export function HeroSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(text ? `/browse?${new URLSearchParams({ q: text })}` : '/browse');
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older phone browsers; the role works everywhere.
    <form role="search" data-tour="search" onSubmit={search} className="flex w-full max-w-xl gap-2">
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search textbooks, notes and more</Trans>
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        enterKeyHint="search"
        placeholder={t`Books, notes, calculators…`}
        className="min-h-12 w-full min-w-0 rounded-lg border-0 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500"
      />
      <Button type="submit" variant="secondary" size="lg">
        <Search aria-hidden="true" className="size-5" />
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
