import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationMoment } from '../lib/use-hydrated.tsx';
import { NearScreenPart } from './near-screen-part.tsx';

function Counter({ onRendered }: { onRendered: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => onRendered(), [onRendered]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tapped {count}
    </button>
  );
}

/** As a server-rendered page renders it: inside the provider that says when the browser has taken over (app/providers.tsx). */
function Page({
  onRendered = () => {},
  prepare,
}: {
  onRendered?: () => void;
  prepare?: () => Promise<unknown>;
}) {
  const [saved, setSaved] = useState(false);
  return (
    <HydrationMoment hydrating>
      <button type="button" onClick={() => setSaved(true)}>
        {saved ? 'Saved' : 'Save'}
      </button>
      <NearScreenPart prepare={prepare}>
        <Counter onRendered={onRendered} />
      </NearScreenPart>
    </HydrationMoment>
  );
}

/**
 * An IntersectionObserver whose report the test makes: the part comes near the screen when it says so; and a browser
 * that is idle when the test says so.
 */
function watchTheScreen() {
  const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  const idleCallbacks: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {}
    },
  );
  return {
    comeNear: () =>
      act(async () => {
        for (const { callback, element } of observed) {
          callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
    becomeIdle: () =>
      act(async () => {
        for (const callback of idleCallbacks.splice(0)) callback({} as IdleDeadline);
        // The part's code and data arrive in the promises after.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('a part below the first screen', () => {
  it('on a page the browser renders itself, shows at once and says it is ready', async () => {
    render(
      <NearScreenPart>
        <button type="button">Write Review</button>
      </NearScreenPart>,
    );

    expect(screen.getByRole('button', { name: 'Write Review' })).toBeInTheDocument();
    expect(screen.getByRole('button').closest('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
  });

  it('keeps the server’s HTML as it came, and renders the part only when it comes near the screen', async () => {
    vi.stubEnv('SSR', true);
    const serverHtml = renderToString(<Page />);
    vi.unstubAllEnvs();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const screenEdge = watchTheScreen();
    const rendered = vi.fn();
    const prepare = vi.fn(() => Promise.resolve());

    // The console guard fails the test on a hydration mismatch.
    await act(async () => {
      hydrateRoot(container, <Page onRendered={rendered} prepare={prepare} />);
    });
    // The first screen answers, and re-renders the page around the part; the part is still the server's.
    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: 'Save' }));
    });
    expect(within(container).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(container.querySelector('[data-lazy-part]')).toHaveTextContent('Tapped 0');
    expect(container.querySelector('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'waiting');
    expect(rendered).not.toHaveBeenCalled();

    // Near the screen, the part asks for its code and data only once the browser is idle: a tap goes first.
    await screenEdge.comeNear();
    expect(prepare).not.toHaveBeenCalled();
    expect(container.querySelector('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'waiting');
    await screenEdge.becomeIdle();
    expect(prepare).toHaveBeenCalledOnce();
    expect(rendered).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
    const tapped = within(container).getByRole('button', { name: 'Tapped 0' });
    await act(async () => {
      fireEvent.click(tapped);
    });
    expect(tapped).toHaveTextContent('Tapped 1');
    expect(within(container).getAllByRole('button', { name: /Tapped/ })).toHaveLength(1);
    container.remove();
  });
});
