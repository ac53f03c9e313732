import type { Pages } from '@assay/views/app';
import { ServiceLayout } from './service-layout.tsx';

/** A screen of each service-console route, by route id, all inside the service layout. */
export const pages: Pages<'service-console'> = {
  service: { load: () => import('./routes/service.tsx') },
  serviceTenant: { load: () => import('./routes/service-tenant.tsx') },
};

export const layout = <ServiceLayout />;
