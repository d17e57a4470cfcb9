import { parseRecordAnswer } from '@/api/recordAnswer';

describe('parseRecordAnswer', () => {
  it('reads a list resource: every item an object, numbers and flags as text', () => {
    expect(
      parseRecordAnswer('hospitalizations', {
        data: [
          { id: 3, reason: 'Parto', discharge: 1, nested: { x: 1 } },
          { discharge: false, observations: null },
        ],
      }),
    ).toEqual([
      { id: 3, reason: 'Parto', discharge: '1' },
      { discharge: '0', observations: null },
    ]);
    expect(parseRecordAnswer('allergies', { data: [] })).toEqual([]);
  });

  it('reads a single resource as one object or null, a flat one as a list', () => {
    expect(parseRecordAnswer('blood-type', { data: null })).toEqual([]);
    expect(parseRecordAnswer('pregnancy', { data: { id: 1, is_pregnant: 1 } })).toEqual([
      { id: 1, is_pregnant: '1' },
    ]);
    expect(parseRecordAnswer('personal-information', { data: [{ name: 'Maria' }] })).toEqual([
      { name: 'Maria' },
    ]);
  });

  it.each([
    ['allergies', undefined],
    ['allergies', '<html>Entre no Wi-Fi</html>'],
    ['allergies', [{ name: 'Dipirona' }]],
    ['allergies', {}],
    ['allergies', { data: 'x' }],
    ['allergies', { data: null }],
    ['allergies', { data: { name: 'Dipirona' } }],
    ['allergies', { data: [{ name: 'Dipirona' }, null] }],
    ['allergies', { data: [['Dipirona']] }],
    // A declared field holding a list or an object: dropping it would show nothing stored there.
    ['allergies', { data: [{ name: { text: 'Dipirona' } }] }],
    ['allergies', { data: [{ name: 'Dipirona', severity: ['Severa'] }] }],
    ['personal-information', { data: { name: 'Maria' } }],
    ['blood-type', { data: [{ blood_type: 'O+' }] }],
    ['blood-type', { data: 'O+' }],
  ] as const)('answers null, never no items, for %s with %j', (resource, body) => {
    expect(parseRecordAnswer(resource, body)).toBeNull();
  });
});
