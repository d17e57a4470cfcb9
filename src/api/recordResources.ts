import type { RecordResource } from './types';

/**
 * How each resource travels (API.md "Medical record"):
 * - flat: GET answers a list; POST sends one item as top-level form fields, its file in `attachment`.
 * - single: like flat, but GET answers one object or null.
 * - list: GET answers a list; POST sends the whole list under `bodyKey` in bracket notation,
 *   each item's file in `{bodyKey}[i][attachment_file]`.
 */
export type ResourceKind = 'flat' | 'single' | 'list';

export interface ResourceContract {
  kind: ResourceKind;
  bodyKey?: string;
}

export const recordResources: Record<RecordResource, ResourceContract> = {
  'personal-information': { kind: 'flat' },
  'blood-type': { kind: 'single' },
  pregnancy: { kind: 'single' },
  'health-plans': { kind: 'flat' },
  'health-insurances': { kind: 'single' },
  contacts: { kind: 'list', bodyKey: 'contacts' },
  allergies: { kind: 'list', bodyKey: 'allergy' },
  addictions: { kind: 'list', bodyKey: 'addiction' },
  conditions: { kind: 'list', bodyKey: 'currentMedicalCondition' },
  medicines: { kind: 'list', bodyKey: 'medicine' },
  'procedures-surgery': { kind: 'list', bodyKey: 'proceduresSurgery' },
  hospitalizations: { kind: 'list', bodyKey: 'hospitalization' },
  prosthetics: { kind: 'list', bodyKey: 'prosthetic' },
  exams: { kind: 'list', bodyKey: 'exams' },
  vaccines: { kind: 'list', bodyKey: 'vaccines' },
};

export const recordResourceNames = Object.keys(recordResources) as RecordResource[];
