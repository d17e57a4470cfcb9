// The visibility contract as the client reads it: a withheld read by its 403 code, hidden
// fields by their list, the saved choice by its shape; nothing of it ever read as empty.
import { ApiError } from '@/api/errors';
import { parseRecordAnswer } from '@/api/recordAnswer';
import { readVisibility } from '@/api/visibility';
import { toSectionRead } from '@/boot/reads';
import {
  isPrivateRecord,
  isUnknownCard,
  unansweredRead,
  allLoading,
  sectionsOfView,
} from '@/recordReading/recordState';
import { personalInformation, pregnancy, recordResourceNames, toFormItem } from '@/record';

const refusal = (code?: string) => ({
  status: 403,
  text: JSON.stringify({ message: 'Acesso negado', ...(code ? { code } : {}) }),
});

describe('a withheld read', () => {
  it('is hidden or private by the code of its 403, in the app and in the boot script alike', () => {
    const error = (status: number, code?: string) =>
      new ApiError({ kind: 'http', status, code, fallbackKey: 'errors.recordLoad' });
    expect(unansweredRead(error(403, 'section_hidden'))).toEqual({ status: 'hidden' });
    expect(unansweredRead(error(403, 'record_private'))).toEqual({ status: 'private' });
    expect(toSectionRead('allergies', refusal('section_hidden'))).toEqual({ status: 'hidden' });
    expect(toSectionRead('allergies', refusal('record_private'))).toEqual({ status: 'private' });
  });

  it('is a failure when the 403 has no known code, or the code comes with another status', () => {
    const forbidden = new ApiError({ kind: 'http', status: 403, fallbackKey: 'errors.recordLoad' });
    expect(unansweredRead(forbidden).status).toBe('failed');
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      code: 'section_hidden',
      fallbackKey: 'errors.recordLoad',
    });
    expect(unansweredRead(notFound).status).toBe('failed');
    expect(toSectionRead('allergies', refusal()).status).toBe('failed');
    expect(toSectionRead('allergies', refusal('something_else')).status).toBe('failed');
    expect(toSectionRead('allergies', { status: 403, text: '<html>' }).status).toBe('failed');
  });

  it('makes the record private with one answer, and never an unknown card', () => {
    const state = allLoading();
    expect(isPrivateRecord(state)).toBe(false);
    state.allergies = { status: 'private' };
    expect(isPrivateRecord(state)).toBe(true);
    const hidden = allLoading();
    for (const resource of recordResourceNames) {
      hidden[resource] = unansweredRead(
        new ApiError({ kind: 'http', status: 404, fallbackKey: 'errors.recordLoad' }),
      );
    }
    hidden.allergies = { status: 'hidden' };
    expect(isUnknownCard(hidden)).toBe(false);
  });
});

describe('hidden fields', () => {
  it('are kept as the list of the fields the patient hid', () => {
    expect(
      parseRecordAnswer('personal-information', {
        data: [{ name: 'Ana', cpf: null, passport: null, hidden_fields: ['cpf', 'passport'] }],
      }),
    ).toEqual([{ name: 'Ana', cpf: null, passport: null, hidden_fields: ['cpf', 'passport'] }]);
  });

  it('make the answer malformed when they are not a list of the section’s own fields', () => {
    for (const hidden_fields of ['cpf', [1], ['senha'], null, { cpf: true }]) {
      expect(
        parseRecordAnswer('personal-information', { data: [{ name: 'Ana', hidden_fields }] }),
      ).toBeNull();
    }
  });
});

describe('the saved choice', () => {
  it('is read from its documented shape, flags as booleans or 0/1', () => {
    expect(
      readVisibility({
        record_visible: 1,
        hidden_sections: ['allergies'],
        identity_numbers: 'masked',
      }),
    ).toEqual({ recordVisible: true, hiddenSections: ['allergies'], identityNumbers: 'masked' });
  });

  it('is no choice at all when any part is missing or unknown', () => {
    const whole = { record_visible: true, hidden_sections: [], identity_numbers: 'full' };
    expect(readVisibility(whole)).not.toBeNull();
    for (const broken of [
      { ...whole, record_visible: undefined },
      { ...whole, record_visible: 'sim' },
      { ...whole, hidden_sections: undefined },
      { ...whole, hidden_sections: ['alergias'] },
      { ...whole, identity_numbers: null },
      { ...whole, identity_numbers: 'parcial' },
      // The flag of cards saved before the choice: the API answers the choice itself.
      { record_visible: true, hidden_sections: [], hide_identity_numbers: false },
      null,
      [],
    ]) {
      expect(readVisibility(broken)).toBeNull();
    }
  });
});

describe('a hidden section that tells the others’ rules', () => {
  it('leaves the sections that depend on it shown (no fact is known from it)', () => {
    const state = allLoading();
    for (const resource of recordResourceNames) state[resource] = { status: 'empty' };
    state.pregnancy = { status: 'shown', items: [toFormItem(pregnancy, { is_pregnant: '1' })] };
    const masculino = toFormItem(personalInformation, { name: 'Ana', gender: 'masculino' });
    state['personal-information'] = { status: 'shown', items: [masculino] };
    expect(sectionsOfView(state).map(({ section }) => section.id)).not.toContain('pregnancy');
    state['personal-information'] = { status: 'hidden' };
    expect(sectionsOfView(state).map(({ section }) => section.id)).toContain('pregnancy');
  });
});
