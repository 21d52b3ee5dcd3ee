import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserChunkGroups, compileHint } from './chunks.ts';
import { preactForReact } from './preact-for-react.ts';

export default defineConfig({
  plugins: [preactForReact(), tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: browserChunkGroups(import.meta.dirname) },
            postBanner: compileHint,
          },
        },
      },
    },
  },
  // The router is bundled into the server build so that its React imports reach Preact too.
  ssr: { noExternal: ['react-router'] },
});
