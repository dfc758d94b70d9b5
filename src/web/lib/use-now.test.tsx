import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format.ts';
import { HydrationMoment } from './use-hydrated.tsx';
import { setRenderedAt, useNow } from './use-now.ts';

function TimeAgo({ at }: { at: string }) {
  return <p>{formatTimeAgo(at, useNow())}</p>;
}

/** As the app renders a server-rendered page: inside the provider that says when the browser has taken over (app/providers.tsx). */
function Posted({ at }: { at: string }) {
  return (
    <HydrationMoment hydrating>
      <TimeAgo at={at} />
    </HydrationMoment>
  );
}

afterEach(() => setRenderedAt(() => Date.now()));

describe('"now" on a server-rendered page', () => {
  it('is the moment of the server render until hydration, then the browser clock, without a mismatch', async () => {
    const posted = new Date(Date.now() - 3 * 60_000).toISOString();
    // The server rendered the page (and a cache kept it) two minutes ago.
    const renderedAt = Date.now() - 2 * 60_000;
    setRenderedAt(() => renderedAt);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Posted at={posted} />);
    expect(container.textContent).toBe('1 minute ago');

    // The console guard fails the test on a hydration mismatch.
    await act(async () => {
      hydrateRoot(container, <Posted at={posted} />);
    });
    expect(container.textContent).toBe('3 minutes ago');
  });
});
