import { Component, createContext, type ReactNode, Suspense } from 'react';
import { isPageHydrating } from './page-hydration.ts';

// Hydrating a whole page is one long task that keeps the browser from answering input. Parts of the page
// wrapped in HydrateLater are hydrated afterwards instead, one part a task, in the order the page
// rendered them, so no task is long. Preact keeps the server's HTML of a part that suspends while
// hydrating and hydrates it in place when it resumes; nothing is rebuilt and nothing moves.

const waiting: Array<() => void> = [];
let releasing = false;

/** A promise that settles in a task of its own, after every part queued before it. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!releasing) {
      releasing = true;
      setTimeout(releaseNext, 0);
    }
  });
}

function releaseNext(): void {
  const release = waiting.shift();
  if (!release) {
    releasing = false;
    return;
  }
  release(); // the part hydrates in this task's microtasks
  setTimeout(releaseNext, 0);
}

/** True inside a part while it hydrates: the parts within it wait for turns of their own. */
const Hydrating = createContext(false);

class Turn extends Component<{ children: ReactNode }> {
  static override contextType = Hydrating;
  declare context: boolean;
  private turn: Promise<void> | null = null;
  private released = false;
  /** Whether the part has rendered: a part re-rendered before its turn (its parent changed) goes live then. */
  private shown = false;
  /** Whether this render is the one that hydrates the part (its first, at its turn). */
  private resuming = false;

  override render() {
    if (!this.shown && !this.released && (isPageHydrating() || this.context)) {
      this.turn ??= nextTurn().then(() => {
        this.released = true;
        this.resuming = !this.shown;
      });
      throw this.turn;
    }
    const hydrating = this.resuming;
    this.resuming = false;
    this.shown = true;
    return <Hydrating.Provider value={hydrating}>{this.props.children}</Hydrating.Provider>;
  }
}

/**
 * Hydrates `children` in a task of its own after the page's first hydration; rendered any other time
 * (on the server, after a client-side navigation) it is just `children`. `children` must render exactly
 * one element: that element is what Preact keeps from the server's HTML until its turn. Until then the
 * part shows as the server rendered it but does not answer clicks, so it suits parts below the first
 * controls a visitor reaches for, or that work as plain links and forms meanwhile.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
