import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageHeader } from '../page-header/page-header';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

beforeEach(() => {
  document.title = 'Assay';
});

describe('document title', () => {
  it('titles the tab "<page> · Assay" and restores the previous title when the page goes', () => {
    const { rerender, unmount } = render(<Titled title="Tenants" />);
    expect(document.title).toBe('Tenants · Assay');
    rerender(<Titled title="Roadmap" />);
    expect(document.title).toBe('Roadmap · Assay');
    unmount();
    expect(document.title).toBe('Assay');
  });

  it('PageHeader titles the tab from its heading, or from documentTitle when given', () => {
    const { rerender } = render(<PageHeader title="Fabrikam Manufacturing" />);
    expect(document.title).toBe('Fabrikam Manufacturing · Assay');
    rerender(<PageHeader title="Welcome, Dana" documentTitle="Home" />);
    expect(document.title).toBe('Home · Assay');
  });
});
