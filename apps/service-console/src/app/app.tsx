import { mountApp } from '@assay/views/app';
import { firebaseConfig } from '../config/env.ts';
import { layout, pages } from './router.tsx';

export function mount(root: HTMLElement): void {
  mountApp(root, { app: 'service-console', firebase: firebaseConfig, pages, layout });
}
