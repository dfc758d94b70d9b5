import { type RefObject, useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of an input whose real value lives elsewhere (the address): typing changes the draft at once and
 * calls `commit` 300 ms after the last key (spec, section 5: search is debounced); `flush` commits now (Enter).
 * A value changed from outside (Back, Clear Filters) replaces the draft.
 */
export function useDebouncedDraft(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const latestCommit = useRef(commit);

  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => commitOnce(draft, committed, latestCommit), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return { draft, setDraft, flush: () => commitOnce(draft, committed, latestCommit) };
}

/** Commits the trimmed text unless it is already the committed value (so the address changes only once). */
function commitOnce(
  text: string,
  committed: RefObject<string>,
  commit: RefObject<(text: string) => void>,
): void {
  const trimmed = text.trim();
  if (trimmed === committed.current) return;
  committed.current = trimmed;
  commit.current(trimmed);
}
