// The roadmap board with 2,000 items (or ?items=n), for `pnpm bench roadmap`: synthetic items
// handed to the board as they would arrive from roadmap-list. Marks `data` when they are handed
// over; the bench measures from there to the board on screen and answering a keyboard move.
// Not part of the app build.
import type { RoadmapItem } from '@assay/domain/roadmap';
import { ThemeProvider } from '@assay/ui';
import { RoadmapBoard } from '@assay/views/roadmap';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const count = Number(new URLSearchParams(location.search).get('items') ?? 2000);
const at = '2026-03-01T10:00:00.000Z';
const baseline = { id: 'b1', lineageId: 'l1', name: 'Large baseline', version: 1 };
const buckets = ['now', 'next', 'later'] as const;
const items: RoadmapItem[] = Array.from({ length: count }, (_, i) => ({
  id: `rm-${i}`,
  tenantId: `t${i % 100}`,
  baseline,
  controlRef: `GEN-${String(i + 1).padStart(4, '0')}`,
  controlId: `c${i}`,
  title: `Item ${i + 1}: close the gap of a control worded like a real one`,
  priority: 1,
  bucket: buckets[i % 3]!,
  rank: Math.floor(i / 3) + 1,
  status: 'open',
  ...(i % 4 === 0 ? { dueDate: '2026-03-20' } : {}),
  notes: '',
  edited: [],
  gap: true,
  assessmentId: 'a1',
  createdAt: at,
  updatedAt: at,
}));

function Bench() {
  const [board, setBoard] = useState(items);
  return (
    <RoadmapBoard
      items={board}
      names={{ tenant: (id) => `Tenant ${id}`, member: (uid) => uid }}
      today="2026-03-01"
      onMove={(item, target) =>
        setBoard((all) =>
          all.map((candidate) => (candidate.id === item.id ? { ...candidate, ...target } : candidate)),
        )
      }
      onOpen={() => undefined}
    />
  );
}

performance.mark('data');
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <Bench />
  </ThemeProvider>,
);
