import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { controlClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedDraft } from '../use-debounced-draft.ts';

interface BrowseSearchBoxProps {
  /** The search in the address (?q=). */
  query: string;
  onQueryChange: (query: string) => void;
}

/** Searches as you type, 300 ms after the last key; Enter searches at once. */
export function BrowseSearchBox({ query, onQueryChange }: BrowseSearchBoxProps) {
  const { t } = useLingui();
  const inputId = useId();
  const { draft, setDraft, flush } = useDebouncedDraft(query, onQueryChange);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for older phone browsers; the role works everywhere.
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search</Trans>
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          type="search"
          enterKeyHint="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`Search by title, author or subject`}
          maxLength={100}
          className={cn(controlClasses, 'min-h-12 pl-10')}
        />
      </div>
    </form>
  );
}
