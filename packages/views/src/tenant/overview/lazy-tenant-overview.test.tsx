import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyTenantOverview } from './lazy-tenant-overview.tsx';

const overviewModule = vi.hoisted(() => ({ imported: false }));
vi.mock('./tenant-overview.tsx', async (importOriginal) => {
  overviewModule.imported = true;
  return importOriginal();
});

describe('LazyTenantOverview', () => {
  it('downloads the overview while the caller still fetches its data', async () => {
    render(<LazyTenantOverview loading baselines={[]} focus={undefined} latest={null} trend={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading scores');
    await vi.waitFor(() => expect(overviewModule.imported).toBe(true));
  });
});
