import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditDetails } from './columns.tsx';

describe('AuditDetails', () => {
  it('marks the stored sentence as English and shows the subject and changed fields after it', () => {
    render(
      <AuditDetails
        entry={{
          id: 'e1',
          at: '2026-11-29T10:00:00.000Z',
          actorUid: 'u1',
          action: 'tenants-update',
          target: 'tenant/t1',
          summary: 'Updated a tenant',
          subjectName: 'Acme',
          changedFields: ['name', 'tags'],
        }}
      />,
    );
    expect(screen.getByText('Updated a tenant').getAttribute('lang')).toBe('en');
    expect(screen.getByText(/Acme/u).textContent).toBe(' · Acme');
    expect(screen.getByText(/tags/u).textContent).toBe(' (name, tags)');
  });
});
