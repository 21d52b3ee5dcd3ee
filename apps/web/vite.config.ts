import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserChunkGroups, compileHint, oneStylesheet, withoutStylesheetPreloads } from './chunks.ts';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    {
      // The browser's lazy parts preload their scripts, not the one stylesheet (chunks.ts).
      name: 'cardshop:no-stylesheet-preloads',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        // After Vite's own step, which writes each chunk's preload list.
        order: 'post',
        handler(_options, bundle) {
          oneStylesheet(Object.keys(bundle));
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') output.code = withoutStylesheetPreloads(output.code);
          }
        },
      },
    },
  ],
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
