import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { Component, type ComponentType, type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';
import { CODE_RETRY_DELAY_MS } from './load-code.ts';
import { HydrationMoment } from './use-hydrated.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** Code whose arrival the test decides. */
function codeOnRequest() {
  let arrive: (component: ComponentType<{ label: string }>) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const code = new Promise<ComponentType<{ label: string }>>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  const arrival = async () => {
    arrive(Counter);
    await afterMilliseconds(0);
  };
  return { load: vi.fn(() => code), arrive: () => act(arrival), fail };
}

const afterMilliseconds = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** The server's HTML of `Part` labelled "Tapped", in the page. */
async function serverRendered(Part: ComponentType<{ label: string }>): Promise<HTMLElement> {
  vi.stubEnv('SSR', true);
  const container = document.createElement('div');
  container.innerHTML = await renderToStringAsync(<Part label="Tapped" />);
  vi.unstubAllEnvs();
  document.body.append(container);
  return container;
}

/** The browser takes the server's HTML in `container` over with `Part`, as the app's providers would. */
async function hydrateWith(Part: ComponentType<{ label: string }>, container: HTMLElement): Promise<void> {
  await act(async () => {
    hydrateRoot(
      container,
      <HydrationMoment hydrating>
        <Part label="Tapped" />
      </HydrationMoment>,
    );
  });
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.body.replaceChildren();
});

describe('a part whose code is fetched on demand', () => {
  it('is rendered whole by the server, which waits for its code', async () => {
    vi.stubEnv('SSR', true);
    const Part = lazyPart(async () => Counter);

    const html = await renderToStringAsync(<Part label="Tapped" />);

    // Waiting: the browser keeps this HTML until the part's code is there (hydration rewrites no attribute).
    expect(html).toContain('<div data-lazy-part="waiting" class="contents">');
    expect(html).toContain('Tapped');
  });

  it('keeps the server’s HTML as it came while its code travels, then answers taps', async () => {
    const container = await serverRendered(lazyPart(async () => Counter));
    const serverButton = within(container).getByRole('button', { name: 'Tapped 0' });
    const code = codeOnRequest();
    const InTheBrowser = lazyPart(code.load);

    await hydrateWith(InTheBrowser, container);

    expect(code.load).toHaveBeenCalledOnce();
    expect(within(container).getByRole('button', { name: 'Tapped 0' })).toBe(serverButton);
    // A tap now would be lost; public/startup-watch.js keeps it while the box says so.
    expect(serverButton.closest('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'waiting');
    await code.arrive();
    const button = within(container).getByRole('button', { name: 'Tapped 0' });
    expect(button.closest('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent('Tapped 1');
    expect(within(container).getAllByRole('button')).toHaveLength(1);
  });

  it('on a page the browser draws itself, shows its stand-in until the code is there', async () => {
    const code = codeOnRequest();
    const Part = lazyPart(code.load, ({ label }) => <p>{label} is on its way</p>);

    render(<Part label="Tapped" />);

    expect(screen.getByText('Tapped is on its way')).toBeInTheDocument();
    await code.arrive();
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeInTheDocument();
    expect(screen.queryByText('Tapped is on its way')).toBeNull();
  });

  it('says it is ready once it answers taps, at once where its code is already there', async () => {
    const code = codeOnRequest();
    const Part = lazyPart(code.load, ({ label }) => <p>{label} is on its way</p>);
    const { unmount } = render(<Part label="First" />);
    expect(screen.getByText('First is on its way').closest('[data-lazy-part]')).toHaveAttribute(
      'data-lazy-part',
      'waiting',
    );

    await code.arrive();
    expect(screen.getByRole('button').closest('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
    unmount();
    render(<Part label="Second" />);
    expect(screen.getByRole('button').closest('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
  });

  it('hydrated with its code already there, says ready in the render after', async () => {
    const Part = lazyPart(async () => Counter);
    const container = await serverRendered(Part);

    await hydrateWith(Part, container);

    expect(container.querySelector('[data-lazy-part]')).toHaveAttribute('data-lazy-part', 'ready');
  });

  it('asks for code that could not be fetched once more, and shows the part when it comes', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Counter);
    const Part = lazyPart(load);
    render(
      <ErrorBoundary>
        <Part label="Tapped" />
      </ErrorBoundary>,
    );

    await act(() => afterMilliseconds(CODE_RETRY_DELAY_MS + 50));

    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands code that could not be fetched twice to its error boundary', async () => {
    const code = codeOnRequest();
    const Part = lazyPart(code.load);
    render(
      <ErrorBoundary>
        <Part label="Tapped" />
      </ErrorBoundary>,
    );

    await act(async () => code.fail(new Error('Failed to fetch the part')));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => afterMilliseconds(CODE_RETRY_DELAY_MS + 50));

    expect(code.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch the part');
  });
});
