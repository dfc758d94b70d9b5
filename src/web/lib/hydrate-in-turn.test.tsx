import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn, takeHydrationTurns } from './hydrate-in-turn.tsx';
import { HydrationMoment, useHydrated } from './use-hydrated.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  // Drawn differently once the browser has the part: hydration must still see the server's words.
  const where = useHydrated() ? 'browser' : 'server';
  return (
    <button type="button" data-drawn-by={where} onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A page with its top hydrated at once and two parts after it, as the app's providers wrap it. */
function Page() {
  return (
    <HydrationMoment hydrating>
      <Counter label="Top" />
      <HydrateInTurn>
        <p>First part</p>
        <Counter label="Middle" />
      </HydrateInTurn>
      <HydrateInTurn>
        <Counter label="Bottom" />
        <HydrateInTurn>
          <Counter label="Inside" />
        </HydrateInTurn>
      </HydrateInTurn>
    </HydrationMoment>
  );
}

async function serverRendered(): Promise<HTMLElement> {
  vi.stubEnv('SSR', true);
  const container = document.createElement('div');
  container.innerHTML = await renderToStringAsync(<Page />);
  vi.unstubAllEnvs();
  document.body.append(container);
  return container;
}

const tap = (button: HTMLElement) => act(async () => fireEvent.click(button));

afterEach(() => {
  vi.unstubAllEnvs();
  document.body.replaceChildren();
});

describe('parts of a page hydrated each in a turn of its own', () => {
  it('are whole in the server’s HTML', async () => {
    const container = await serverRendered();

    expect(container).toHaveTextContent('Top 0First partMiddle 0Bottom 0Inside 0');
  });

  it('keep the server’s very nodes until their turn, then answer taps; the rest answers at once', async () => {
    const container = await serverRendered();
    const serverButtons = within(container).getAllByRole('button');

    // The console guard fails the test on a hydration mismatch.
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    const [top, middle, bottom, inside] = within(container).getAllByRole('button');
    expect([top, middle, bottom, inside]).toEqual(serverButtons);
    expect(within(container).getByText('First part')).toBeInTheDocument();
    await tap(top as HTMLElement);
    await tap(middle as HTMLElement);
    expect(top).toHaveTextContent('Top 1');
    expect(middle).toHaveTextContent('Middle 0');

    // Not inside act(), which holds renders back until its end: a part inside another is queued as that one renders.
    await takeHydrationTurns();
    await act(async () => {});

    expect(within(container).getAllByRole('button')).toEqual(serverButtons);
    for (const button of [middle, bottom, inside]) await tap(button as HTMLElement);
    expect(middle).toHaveTextContent('Middle 1');
    expect(bottom).toHaveTextContent('Bottom 1');
    expect(inside).toHaveTextContent('Inside 1');
    expect(middle).toHaveAttribute('data-drawn-by', 'browser');
    expect(container).toHaveTextContent('Top 1First partMiddle 1Bottom 1Inside 1');
  });

  it('render at once on a page the browser draws itself', async () => {
    render(
      <HydrateInTurn>
        <Counter label="Part" />
      </HydrateInTurn>,
    );

    await tap(screen.getByRole('button', { name: 'Part 0' }));
    expect(screen.getByRole('button')).toHaveTextContent('Part 1');
  });
});
