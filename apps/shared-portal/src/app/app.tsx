import { mountApp } from '@assay/views/app';
import { firebaseConfig } from '../config/env.ts';
import { pages } from './router.tsx';

export function mount(root: HTMLElement): void {
  mountApp(root, { app: 'shared-portal', firebase: firebaseConfig, pages });
}
