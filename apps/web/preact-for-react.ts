import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React resolves to Preact's compatibility layer (decision record 15): the same components, about 60 KB
 * less gzipped JavaScript on every page, and the server renders with the renderer the browser hydrates
 * with. Used by both builds and by the web app's unit tests.
 */
export function preactForReact(): Plugin {
  const react = fileURLToPath(new URL('./app/lib/react-on-preact.ts', import.meta.url));
  const targets: Record<string, string> = {
    react,
    'react-dom': react,
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  };
  return {
    name: 'cardshop:preact-for-react',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = targets[source];
      // The layer itself imports preact/compat, never React, so it cannot loop back here.
      if (!target) return null;
      return target === react ? react : this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
