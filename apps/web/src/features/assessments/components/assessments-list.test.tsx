import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assessment } from '../../../test/assessments.tsx';
import { UiProviders } from '../../../test/fixtures.tsx';
import { AssessmentsList } from './assessments-list.tsx';

const items = [
  assessment({
    id: 'a1',
    name: 'Hygiene Q1',
    baseline: { id: 'esh-v1', lineageId: 'esh', name: 'Essential security hygiene', version: 1 },
  }),
  assessment({
    id: 'a2',
    name: 'Cloud Q1',
    baseline: { id: 'cws-v2', lineageId: 'cws', name: 'Cloud workspace', version: 2 },
  }),
  assessment({
    id: 'a3',
    name: 'Hygiene Q2',
    baseline: { id: 'esh-v2', lineageId: 'esh', name: 'Essential security hygiene', version: 2 },
  }),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderList(path: string) {
  const call = createFakeCall({ 'assessments-list': () => ({ items, total: items.length }) });
  return renderWithClient(
    <Routes>
      <Route
        path="/tenant/:tenantId/:tab?/:focus?"
        element={
          <AssessmentsList
            tenantId="t1"
            canCreate={false}
            memberName={() => 'You'}
            focus={path.split('/')[4]}
          />
        }
      />
      <Route path="/tenant/:tenantId/assessments/:focus/:assessmentId" element={<Where />} />
    </Routes>,
    { call, route: '/*', path, wrapper: UiProviders },
  );
}

describe('the assessments tab', () => {
  it('lists only the focus baseline’s assessments, any of its versions, each linking to its workspace under that baseline', async () => {
    renderList('/tenant/t1/assessments/esh');
    const table = await screen.findByRole('table', { name: 'Assessments' });
    const links = await within(table).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Hygiene Q1', '/tenant/t1/assessments/esh/a1'],
      ['Hygiene Q2', '/tenant/t1/assessments/esh/a3'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Baseline' })).toHaveTextContent(
      'Essential security hygiene',
    );
  });

  it('lists every baseline’s assessments without a focus', async () => {
    renderList('/tenant/t1/assessments');
    const table = await screen.findByRole('table', { name: 'Assessments' });
    expect((await within(table).findAllByRole('link')).map((l) => l.textContent)).toEqual([
      'Hygiene Q1',
      'Cloud Q1',
      'Hygiene Q2',
    ]);
  });

  it('opens an assessment from a link of the old form /assessments/{assessmentId}', async () => {
    renderList('/tenant/t1/assessments/a2');
    expect(await screen.findByTestId('where')).toHaveTextContent('/tenant/t1/assessments/cws/a2');
  });
});
