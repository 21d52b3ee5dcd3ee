import { Component, createContext, isValidElement, type ReactNode, Suspense } from 'react';
import { isPageHydrating, sameProps } from './page-hydration.ts';

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
  /** What the part was given while it waited: the props the server's HTML was rendered with. */
  private served: ReactNode = null;
  /** Whether the part hydrated `served` and still has to render the props it holds now. */
  private behind = false;

  override render() {
    if (!this.shown && !this.released && (isPageHydrating() || this.context)) {
      if (!this.turn) {
        this.served = this.props.children;
        this.turn = nextTurn().then(() => {
          this.released = true;
          this.resuming = !this.shown;
        });
      }
      throw this.turn;
    }
    const hydrating = this.resuming;
    this.resuming = false;
    let children = this.props.children;
    if (!this.shown && this.turn && !sameElement(children, this.served)) {
      // Its parent rendered it again while it waited (a sign-out, say). Hydrating leaves the server's
      // attributes as they are, so the part hydrates what the server rendered and then, as an ordinary
      // update in the next turn, renders what it holds now.
      children = this.served;
      this.behind = true;
    }
    this.served = null;
    this.shown = true;
    return <Hydrating.Provider value={hydrating}>{children}</Hydrating.Provider>;
  }

  override componentDidMount() {
    this.catchUp();
  }

  override componentDidUpdate() {
    this.catchUp();
  }

  /** Renders the part's present props in a turn of its own, as it went live in one. */
  private catchUp() {
    if (!this.behind) return;
    this.behind = false;
    void nextTurn().then(() => this.forceUpdate());
  }
}

/** Whether `next` renders as `served` did: the same element, or one of the same type, key and props. */
function sameElement(next: ReactNode, served: ReactNode): boolean {
  if (next === served) return true;
  return (
    isValidElement(next) &&
    isValidElement(served) &&
    next.type === served.type &&
    next.key === served.key &&
    sameProps(next.props as object, served.props as object)
  );
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
