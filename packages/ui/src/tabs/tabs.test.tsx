import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../test/resize-observer';
import { Tabs } from './tabs';
import { TabsNav } from './tabs-nav';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    render(
      <Tabs.Root defaultValue="baselines">
        <Tabs.List aria-label="Content admin">
          <Tabs.Trigger value="baselines">Baselines</Tabs.Trigger>
          <Tabs.Trigger value="import">Import</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="baselines">Baselines panel</Tabs.Content>
        <Tabs.Content value="import">Import panel</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tab', { name: 'Baselines' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Baselines panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Baselines' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Import' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Import panel');
  });
});

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

describe('TabsNav', () => {
  const items = [
    { to: '/tenant/42/overview', label: 'Overview' },
    { to: '/tenant/42/assessments', label: 'Assessments', count: 3 },
    { to: '/tenant/42/roadmap', label: 'Roadmap' },
  ];

  it('marks the link of the current URL segment with aria-current="page"', () => {
    render(
      <MemoryRouter initialEntries={['/tenant/42/assessments/a1']}>
        <TabsNav label="Tenant sections" items={items} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Tenant sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Assessments/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('navigates when a tab is clicked', async () => {
    render(
      <MemoryRouter initialEntries={['/tenant/42/overview']}>
        <TabsNav label="Tenant sections" items={items} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Roadmap' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/tenant/42/roadmap');
    expect(screen.getByRole('link', { name: 'Roadmap' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets the app force the default tab active', () => {
    render(
      <MemoryRouter initialEntries={['/tenant/42']}>
        <TabsNav label="Tenant sections" items={[{ ...items[0]!, active: true }, items[1]!]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('brings the current tab into view on a narrow screen once the browser reports the size, measuring nothing before', () => {
    const observer = stubResizeObserver({ scrollWidth: 600, clientWidth: 320 });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    try {
      render(
        <MemoryRouter initialEntries={['/tenant/42/roadmap']}>
          <TabsNav items={items} label="Tenant sections" />
        </MemoryRouter>,
      );
      // No measure while the page is being built: that would force a layout (issue 35).
      expect(observer.reads.count).toBe(0);
      expect(scrolled).not.toHaveBeenCalled();
      act(() => observer.report());
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'Roadmap' }));
    } finally {
      scrolled.mockRestore();
      observer.restore();
    }
  });
});
