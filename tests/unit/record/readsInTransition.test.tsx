// The record's answers are shown in a transition: when they arrive together (on the record view
// the reads started before the app), React renders them in short slices instead of one long task
// that keeps the page from answering input.
import { renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { vi } from 'vitest';
import { useRecordReads } from '@/features/record/model/useRecordReads';
import { DEMO_CARDS } from '@/mocks/seed';
import { sections } from '@/record';

const transitions = vi.hoisted(() => ({ count: 0 }));

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (update: () => void) => {
      transitions.count += 1;
      react.startTransition(update);
    },
  };
});

it('puts every section’s answer in a transition', async () => {
  const { result } = renderHook(() => useRecordReads(DEMO_CARDS.full, 'public'));

  await waitFor(() => {
    const statuses = Object.values(result.current.state).map((read) => read.status);
    expect(statuses.filter((status) => status === 'shown' || status === 'empty')).toHaveLength(
      sections.length,
    );
  });
  // React's strict mode is off here: one read, so one transition, per section.
  expect(transitions.count).toBe(sections.length);
});
