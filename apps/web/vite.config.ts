import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserChunkGroups } from './chunks.ts';
import { preactForReact } from './preact-for-react.ts';

// The browser chunks every homepage and content page runs as it loads. V8 compiles a file marked
// `allFunctionsCalledOnLoad` eagerly, on a background thread while it streams in, instead of each
// function on the main thread the first time it is called (while the page hydrates).
const RUN_ON_LOAD = new Set(['entry.client', 'shell', 'browse', 'root', 'home', 'content']);

export default defineConfig({
  plugins: [preactForReact(), tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: browserChunkGroups(import.meta.dirname) },
            postBanner: (chunk) => (RUN_ON_LOAD.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
          },
        },
      },
    },
  },
  // The router is bundled into the server build so that its React imports reach Preact too.
  ssr: { noExternal: ['react-router'] },
});
