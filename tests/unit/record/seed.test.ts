import { readRecord } from '../../../src/api/medicalRecord';
import { sections, hasData, toFormItem } from '../../../src/record';
import { DEMO_CARDS } from '../../../src/mocks/seed';

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
