import { PassThrough } from 'node:stream';
import { RENDER_CACHE_HEADER } from '@cardshop/shared/constants';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document.tsx';

const never = new Promise<string>(() => {});

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

function Broken(): never {
  throw new Error('a part that cannot render');
}

function Page({ part }: { part: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <h1>Cards for every day</h1>
        <Suspense fallback={<p>loading</p>}>{part}</Suspense>
      </body>
    </html>
  );
}

async function render(part: React.ReactNode, whole = true) {
  const headers = new Headers({ [RENDER_CACHE_HEADER]: 'public' });
  const response = await renderDocument(<Page part={part} />, {
    nonce: 'n',
    whole,
    status: 200,
    headers,
    giveUpAfterMs: 50,
    stream: () => new PassThrough(),
  });
  return { response, html: await response.text() };
}

describe('renderDocument', () => {
  it('answers a whole page, kept by the render cache, when every part is ready in time', async () => {
    const { response, html } = await render(<Later text={Promise.resolve('new this week')} />);
    expect(response.status).toBe(200);
    expect(response.headers.get(RENDER_CACHE_HEADER)).toBe('public');
    expect(html).toContain('new this week');
  });

  it('answers the page without a part still loading when time is up, and marks it not to be kept', async () => {
    const { response, html } = await render(<Later text={never} />);
    expect(response.status).toBe(200);
    expect(html).toContain('Cards for every day');
    expect(response.headers.get(RENDER_CACHE_HEADER)).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 500 when a part fails to render for any other reason', async () => {
    const logged = console.error;
    console.error = () => {};
    try {
      const { response } = await render(<Broken />);
      expect(response.status).toBe(500);
    } finally {
      console.error = logged;
    }
  });

  it('streams the shell to a browser at once and gives the waiting part up later', async () => {
    const { response, html } = await render(<Later text={never} />, false);
    expect(response.status).toBe(200);
    expect(html).toContain('Cards for every day');
    expect(html).toContain('loading');
  });
});
