import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserChunkGroups } from './chunks.ts';
import { preactForReact } from './preact-for-react.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactForReact(), tailwindcss(), reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: browserChunkGroups(import.meta.dirname) } } },
  },
  // The router is bundled into the server build so that its React imports reach Preact too.
  ssr: { noExternal: ['react-router'] },
}));
