// The medical record's sections, declared once: the layer every feature, the API client, the
// demo backend and the boot script read them from.
export { comparisons, holds, type Comparison, type Condition } from './condition';
export {
  displayText,
  fieldKinds,
  fieldLabel,
  isStored,
  rulesOf,
  shownValue,
  valueProblem,
  type FieldDecl,
  type FieldKind,
  type FieldOfKind,
  type KindRules,
  type ShownValue,
  type ValueProblem,
} from './fieldKinds';
export {
  HIDDEN_FIELDS_KEY,
  MASKED_FIELDS_KEY,
  blankItem,
  blankValues,
  hasData,
  showableItems,
  toDrafts,
  toFormItem,
  type FormItem,
  type FormItemOf,
  type ItemValues,
  type ItemValuesOf,
  type ValueOf,
  type RecordDraft,
  type StoredItem,
} from './items';
export * from './options';
export {
  factsOf,
  fieldOf,
  appliesTo,
  isRecordResource,
  noFacts,
  readFailureKey,
  recordResourceNames,
  recordResources,
  sectionOf,
  sections,
  sectionsThatApply,
  visibleFields,
  visibleStoredFields,
  type DeclaredSectionOf,
  type RecordResource,
  type SectionDecl,
  type StoredItemMeta,
  type StoredItemOf,
} from './registry';
export type { FactName, RecordFacts, ResourceContract, ResourceKind } from './section';
export {
  defineSection,
  type FieldNameOf,
  type FieldNamed,
  type SectionDeclaration,
  type SectionValues,
} from './section';
export {
  defaultVisibility,
  identityFields,
  identityNumberChoices,
  isIdentityNumbers,
  maskIdentityNumber,
  sectionsWithIdentity,
  withheldCodes,
  withheldOf,
  type IdentityNumbers,
  type RecordVisibility,
  type Withheld,
  type WithheldCode,
} from './visibility';
export { allergy } from './sections/allergy';
export { bloodType } from './sections/bloodType';
export { emergencyContacts } from './sections/emergencyContacts';
export { medicalConditions } from './sections/medicalConditions';
export { medicines } from './sections/medicines';
export { personalInformation } from './sections/personalInformation';
export { pregnancy } from './sections/pregnancy';
export { prostheses } from './sections/prostheses';
