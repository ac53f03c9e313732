import { AssayProviders } from '@assay/client';
import { ThemeProvider, ToastProvider } from '@assay/ui';
import type { ReactNode } from 'react';
import { analytics, runtime } from '../lib/firebase.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AssayProviders runtime={runtime} analytics={analytics}>
          {children}
        </AssayProviders>
      </ToastProvider>
    </ThemeProvider>
  );
}
