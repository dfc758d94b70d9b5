import { describe, expect, it } from 'vitest';
import { visiblePages } from './pagination.tsx';

describe('the page numbers of a pagination', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first, last and neighbouring pages and folds the rest into gaps', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(visiblePages(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
