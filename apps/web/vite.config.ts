import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserChunkGroups, compileHint } from './chunks.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
});
