import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Builds the public site + admin (index.html) and the GraphiQL IDE (graphiql.html) into dist/web. */
export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: path.resolve(root, '..', 'dist', 'web'),
    emptyOutDir: true,
    rollupOptions: {
      input: { main: path.resolve(root, 'index.html'), graphiql: path.resolve(root, 'graphiql.html') },
    },
  },
  server: { proxy: { '/graphql': { target: 'http://localhost:4000', ws: true }, '/uploads': 'http://localhost:4000' } },
});
