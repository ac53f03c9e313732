import type { Pages } from '@assay/views/app';
import { PlatformLayout } from './platform-layout.tsx';

/**
 * A screen of each service-console route, by route id, all inside the platform layout. The route ids
 * (service, serviceTenant) and their /service URLs keep the old name; the screens are the platform's.
 */
export const pages: Pages<'service-console'> = {
  service: { load: () => import('./routes/platform.tsx') },
  serviceTenant: { load: () => import('./routes/organisation.tsx') },
};

export const layout = <PlatformLayout />;
