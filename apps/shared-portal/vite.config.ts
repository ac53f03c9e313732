import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appViteConfig } from '../../packages/client/build/app-vite-config.ts';

export default defineConfig(
  appViteConfig({ base: '/shared-portal/', port: 5174, plugins: [react(), vanillaExtractPlugin()] }),
);
