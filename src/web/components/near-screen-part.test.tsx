import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationMoment } from '../lib/use-hydrated.tsx';
import { NearScreenPart } from './near-screen-part.tsx';

function Counter({ onHydrated }: { onHydrated: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onHydrated, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tapped {count}
    </button>
  );
}

/** As a page renders it: inside the provider that says when the browser has taken over (app/providers.tsx). */
function Page({ onHydrated = () => {} }: { onHydrated?: () => void }) {
  return (
    <HydrationMoment>
      <p>First screen</p>
      <NearScreenPart>
        <Counter onHydrated={onHydrated} />
      </NearScreenPart>
    </HydrationMoment>
  );
}

/** An IntersectionObserver whose report the test makes: the part comes near the screen when it says so. */
function watchTheScreen() {
  const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
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

  it('keeps the server’s HTML and takes it over only when it comes near the screen, without a mismatch', async () => {
    vi.stubEnv('SSR', true);
    const serverHtml = renderToString(<Page />);
    vi.unstubAllEnvs();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const screenEdge = watchTheScreen();
    const hydrated = vi.fn();

    // The console guard fails the test on a hydration mismatch.
    await act(async () => {
      hydrateRoot(container, <Page onHydrated={hydrated} />);
    });
    const button = container.querySelector('button');
    expect(button).toHaveTextContent('Tapped 0');
    expect(container.querySelector('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'waiting');
    expect(hydrated).not.toHaveBeenCalled();

    await screenEdge.comeNear();
    expect(hydrated).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
    // The same button the server wrote, now answered by the app.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => {
      fireEvent.click(button as HTMLButtonElement);
    });
    expect(button).toHaveTextContent('Tapped 1');
    container.remove();
  });
});
