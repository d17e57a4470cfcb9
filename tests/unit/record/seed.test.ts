import { readRecord } from '@/api/medicalRecord';
import { sections, hasData, toFormItem } from '@/record';
import { buildSeed, DEMO_CARDS } from '@/mocks/seed';

describe('the seeded full record', () => {
  it.each(sections.map((s) => [s.id, s] as const))(
    '%s has data, and every choice is one the section offers',
    async (_id, section) => {
      const items = await readRecord(section.resource, DEMO_CARDS.full);
      expect(items.length).toBeGreaterThan(0);
      for (const stored of items) {
        const item = toFormItem(section, stored);
        expect(hasData(section, item)).toBe(true);
        for (const field of section.fields) {
          if (field.kind !== 'select') continue;
          const value = item.values[field.name];
          if (value) expect(field.options, `${section.id}.${field.name}`).toContain(value);
        }
      }
    },
  );
});

describe('the seed', () => {
  it('stores only fields its sections declare, on every card', () => {
    const kept = new Set(['id', 'attachment_file_path']);
    const unknown = Object.entries(buildSeed().records).flatMap(([card, record]) =>
      Object.entries(record).flatMap(([resource, stored]) => {
        const section = sections.find((candidate) => candidate.resource === resource);
        const declared = new Set(section?.fields.map((field) => field.name));
        return (stored ?? []).flatMap((item) =>
          Object.keys(item)
            .filter((key) => !kept.has(key) && !declared.has(key))
            .map((key) => `${card} ${resource}.${key}`),
        );
      }),
    );
    expect(unknown).toEqual([]);
  });
});
