import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appViteConfig } from '../../packages/client/build/app-vite-config.ts';
import { entryDocuments } from '../../packages/views/build/entry-documents.ts';

export default defineConfig(
  appViteConfig({
    base: '/shared-portal/',
    port: 5174,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      entryDocuments({ 'shared-sign-in.html': 'src/app/shared-sign-in-entry.tsx' }),
    ],
  }),
);
