import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appViteConfig } from '../../packages/client/build/app-vite-config.ts';
import { entryDocuments } from '../../packages/views/build/entry-documents.ts';

export default defineConfig(
  appViteConfig({
    base: '/',
    port: 5173,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      entryDocuments({ 'signin.html': 'src/app/sign-in-entry.tsx' }),
    ],
  }),
);
