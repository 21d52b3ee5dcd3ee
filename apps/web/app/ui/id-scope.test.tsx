import { renderToString } from 'preact-render-to-string';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { IdScope } from './id-scope.tsx';

function Field() {
  const id = useId();
  return <label htmlFor={id}>{id}</label>;
}

describe('IdScope', () => {
  it('leaves the ids after it as they are without its content, as hydration numbers them', () => {
    // The server renders the island's fields; hydration renders an empty placeholder in their place.
    const server = renderToString(
      <main>
        <IdScope scope={1}>
          <Field />
          <Field />
        </IdScope>
        <Field />
      </main>,
    );
    const hydrating = renderToString(
      <main>
        <IdScope scope={1}>{null}</IdScope>
        <Field />
      </main>,
    );
    const after = (html: string) => html.match(/<label for="([^"]+)">[^<]*<\/label><\/main>/)?.[1];
    expect(after(server)).toBeDefined();
    expect(after(server)).toBe(after(hydrating));
  });

  it('numbers the ids inside apart from the page’s', () => {
    const html = renderToString(
      <main>
        <Field />
        <IdScope scope={3}>
          <Field />
        </IdScope>
      </main>,
    );
    const ids = [...html.matchAll(/for="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
    expect(ids[1]).toMatch(/^P3-/);
  });
});
