import { type ReactNode, Suspense, useState } from 'react';
import { nextTask } from './next-task.ts';
import { HydrationMoment, useHydrated } from './use-hydrated.tsx';

/**
 * Parts of a server-rendered page that the browser hydrates each in a task of its own, after the rest of the page,
 * so taking a page over is several short tasks rather than one long one that keeps a tap waiting
 * (docs/decisions/115-hydration-in-turns.md).
 *
 * How: during hydration the part suspends. The server marked the part's HTML as a suspended range (it suspended
 * there too, once), so Preact keeps the whole range as it came, with its links still working as links, and
 * hydrates it when the suspension ends — here, at the part's turn.
 */

interface Turn {
  /** It waited while the page was hydrated: its render at its turn hydrates the server's HTML. */
  hydrates: boolean;
  taken: boolean;
  coming: Promise<void>;
  take: () => void;
}

const waiting: Turn[] = [];
let allTaken: Promise<void> = Promise.resolve();

function newTurn(): Turn {
  let arrive = () => {};
  const coming = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const turn: Turn = {
    hydrates: false,
    taken: false,
    coming,
    take: () => {
      turn.taken = true;
      arrive();
    },
  };
  return turn;
}

/** `hydrating`: the server's HTML around the part is being hydrated, in the first pass or in a part's turn. */
function turnFor(hydrating: boolean): Turn {
  const turn = newTurn();
  if (import.meta.env.SSR) {
    // The server suspends once, so the part's HTML is marked as a suspended range.
    queueMicrotask(turn.take);
  } else if (hydrating) {
    turn.hydrates = true;
    waiting.push(turn);
  } else {
    turn.take();
  }
  return turn;
}

/**
 * Hydrates the waiting parts in the order the page shows them, one a task; called once the rest of the page is
 * hydrated. A task between turns lets the browser paint and answer a tap.
 */
export function takeHydrationTurns(): Promise<void> {
  allTaken = (async () => {
    await nextTask();
    while (waiting.length > 0) {
      waiting.shift()?.take();
      // The part is hydrated in the microtasks after its turn; a part inside it joins the queue then.
      await nextTask();
    }
  })();
  return allTaken;
}

/** Resolves once every part has taken its turn: the page is the app's. */
export function hydrationTurnsTaken(): Promise<void> {
  return allTaken;
}

/**
 * A part of the page hydrated in a task of its own; rendered at once where nothing is hydrated. A part inside
 * another takes its turn after all those queued before it.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [turn] = useState(() => turnFor(!hydrated));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ turn, children }: { turn: Turn; children: ReactNode }) {
  // Preact keeps the server's HTML of a part that suspends while it hydrates, and hydrates it when it resumes.
  if (!turn.taken) throw turn.coming;
  // Its own moment: what only the browser draws inside it (lib/use-hydrated.tsx) waits until it is hydrated.
  return <HydrationMoment hydrating={turn.hydrates}>{children}</HydrationMoment>;
}
