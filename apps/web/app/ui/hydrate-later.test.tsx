// @vitest-environment happy-dom
import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later.tsx';
import { isPageHydrating, pageHydrated, startPageHydration } from './page-hydration.ts';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="header" />
      <HydrateLater>
        <Counter name="first" />
      </HydrateLater>
      <HydrateLater>
        <section>
          <Counter name="second" />
          <HydrateLater>
            <Counter name="inner" />
          </HydrateLater>
        </section>
      </HydrateLater>
    </div>
  );
}

/** The server's HTML of the page: HydrateLater adds no element of its own, so it is the same markup. */
const serverHtml = renderToString(
  <div>
    <Counter name="header" />
    <Counter name="first" />
    <section>
      <Counter name="second" />
      <Counter name="inner" />
    </section>
  </div>,
);

/** Lets the browser run its next task (and the microtasks queued by it). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Clicks the buttons, then lets the renders their clicks queued run. */
async function press(...buttons: Array<HTMLButtonElement | undefined>) {
  for (const button of buttons) button?.click();
  await Promise.resolve();
}

/** A container in the document holding the server's HTML, and its buttons in document order. */
function serve(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return { container, buttons: [...container.querySelectorAll('button')] as HTMLButtonElement[] };
}

describe('HydrateLater', () => {
  it('keeps the server’s elements and makes each part live in a task of its own, in order, nested parts too', async () => {
    expect(isPageHydrating()).toBe(true);
    const { container, buttons } = serve(serverHtml);
    const [header, first, second, inner] = buttons;
    const replaced: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) replaced.push(...record.addedNodes, ...record.removedNodes);
    });
    observer.observe(container, { childList: true, subtree: true });

    hydrateRoot(container, <Page />);
    pageHydrated();

    // The page's first hydration made the header live; the parts still show the server's HTML.
    await press(header, first);
    expect(header?.textContent).toBe('header 1');
    expect(first?.textContent).toBe('first 0');

    await nextTask();
    await press(first, second);
    expect(first?.textContent).toBe('first 1');
    expect(second?.textContent).toBe('second 0');

    await nextTask();
    await press(second, inner);
    expect(second?.textContent).toBe('second 1');
    // A part inside a part waits for a turn of its own.
    expect(inner?.textContent).toBe('inner 0');

    await nextTask();
    await press(inner);
    expect(inner?.textContent).toBe('inner 1');

    // Hydrated in place: the same elements, nothing added or removed.
    expect([...container.querySelectorAll('button')]).toEqual([header, first, second, inner]);
    await Promise.resolve();
    expect(replaced).toEqual([]);
    observer.disconnect();
  });

  it('lets a part the page renders again before its turn go live then, and keeps it live', async () => {
    startPageHydration();
    function Shell() {
      const [version, setVersion] = useState(0);
      return (
        <div>
          <button type="button" onClick={() => setVersion((value) => value + 1)}>
            {`shell ${version}`}
          </button>
          <HydrateLater>
            <section>
              <Counter name="outer" />
              <HydrateLater>
                <Counter name="inner" />
              </HydrateLater>
            </section>
          </HydrateLater>
        </div>
      );
    }
    const { container, buttons } = serve(
      renderToString(
        <div>
          <button type="button">shell 0</button>
          <section>
            <Counter name="outer" />
            <Counter name="inner" />
          </section>
        </div>,
      ),
    );
    const [shell, outer, inner] = buttons;
    hydrateRoot(container, <Shell />);
    pageHydrated();

    // The page renders again before the parts' turns: they go live with it.
    await press(shell);
    await Promise.resolve();
    await press(outer, inner);
    expect(inner?.textContent).toBe('inner 1');

    // Their turns come and go without taking them down or building them again.
    for (let turn = 0; turn < 3; turn += 1) {
      await nextTask();
      expect(inner?.isConnected).toBe(true);
    }
    await press(inner);
    expect([...container.querySelectorAll('button')]).toEqual([shell, outer, inner]);
    expect(outer?.textContent).toBe('outer 1');
    expect(inner?.textContent).toBe('inner 2');
  });

  it('shows the present props of a part whose props changed before its turn, not the server’s', async () => {
    function Account({ signedIn }: { signedIn: boolean }) {
      return (
        <a href={signedIn ? '/account' : '/login'} aria-label={signedIn ? 'Your account' : 'Log in'}>
          {signedIn ? 'Account' : 'Log in'}
          {signedIn ? <span className="badge">1</span> : null}
        </a>
      );
    }
    function Header({ children }: { children: React.ReactNode }) {
      const [signedIn, setSignedIn] = useState(true);
      return (
        <div>
          <button type="button" onClick={() => setSignedIn(false)}>
            log out
          </button>
          <HydrateLater>
            <Account signedIn={signedIn} />
          </HydrateLater>
          {children}
        </div>
      );
    }
    const html = (children: React.ReactNode) =>
      renderToString(
        <div>
          <button type="button">log out</button>
          <Account signedIn />
          {children}
        </div>,
      );

    // Signed out after the page hydrated, before the part's turn: the part goes live with the new props.
    startPageHydration();
    const early = serve(html(null));
    const servedLink = early.container.querySelector('a');
    hydrateRoot(early.container, <Header>{null}</Header>);
    pageHydrated();
    await press(early.buttons[0]);
    await nextTask();
    await nextTask();
    const earlyLink = early.container.querySelector('a');
    expect(earlyLink?.getAttribute('href')).toBe('/login');
    expect(earlyLink?.getAttribute('aria-label')).toBe('Log in');
    expect(earlyLink?.textContent).toBe('Log in');
    expect(early.container.querySelector('.badge')).toBeNull();
    expect(earlyLink).toBe(servedLink); // brought up to date in place, not built again

    // Signed out inside a part that went live while the part within it waits for its own turn: it goes
    // live at that turn with the new props.
    startPageHydration();
    const nested = serve(`<section>${html(null)}</section>`);
    hydrateRoot(
      nested.container,
      <section>
        <HydrateLater>
          <Header>{null}</Header>
        </HydrateLater>
      </section>,
    );
    pageHydrated();
    await nextTask(); // the header's turn: it is live, the account part still waits
    await press(nested.buttons[0]);
    for (let turn = 0; turn < 3; turn += 1) await nextTask();
    const nestedLink = nested.container.querySelector('a');
    expect(nestedLink?.getAttribute('href')).toBe('/login');
    expect(nestedLink?.getAttribute('aria-label')).toBe('Log in');
    expect(nestedLink?.textContent).toBe('Log in');
    expect(nested.container.querySelector('.badge')).toBeNull();
  });

  it('renders its content at once after the page has hydrated', async () => {
    pageHydrated();
    const container = document.createElement('div');
    hydrateRoot(container, <Page />); // an empty container: nothing to hydrate, all built new
    await Promise.resolve();
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'header 0',
      'first 0',
      'second 0',
      'inner 0',
    ]);
  });
});
