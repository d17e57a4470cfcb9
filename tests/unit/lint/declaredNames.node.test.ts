// The names a declaration uses are checked by the compiler (`npm run typecheck`): fixtures at
// virtual paths under src/, compiled with the project's own options through the TypeScript API.
// Each line that must fail ends with `// error: <text the diagnostic must hold>`.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const { config } = ts.readConfigFile(resolve(root, 'tsconfig.json'), (path) =>
  ts.sys.readFile(path),
);
// The fixtures need none of the test globals the project's `types` bring.
const options = { ...ts.parseJsonConfigFileContent(config, ts.sys, root).options, types: [] };

/** Type-checks fixtures (path under the repository → code) in one program. */
function compile(fixtures: Record<string, string>): ts.Program {
  const files = new Map(
    Object.entries(fixtures).map(([path, code]) => [resolve(root, path), code]),
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.getSourceFile = (name, language, ...rest) => {
    const code = files.get(name);
    return code === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, code, language);
  };
  return ts.createProgram({ rootNames: [...files.keys()], options, host });
}

interface Found {
  line: number;
  message: string;
}

function diagnosticsOf(program: ts.Program, path: string): Found[] {
  const source = program.getSourceFile(resolve(root, path));
  if (!source) throw new Error(`${path} was not compiled`);
  return ts.getPreEmitDiagnostics(program, source).map((diagnostic) => ({
    line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}

/** The lines a fixture marks as failing, with the text each diagnostic must hold. */
function expectedErrors(code: string): Found[] {
  return code.split('\n').flatMap((line, index) => {
    const marked = /\/\/ error: (.+)$/.exec(line);
    return marked?.[1] ? [{ line: index + 1, message: marked[1] }] : [];
  });
}

/** Every marked line fails with its text, and nothing else fails. */
function expectMarkedErrors(program: ts.Program, path: string, code: string): void {
  const found = diagnosticsOf(program, path);
  const expected = expectedErrors(code);
  expect(found.map((error) => error.line)).toEqual(expected.map((error) => error.line));
  expected.forEach((error, index) => {
    expect(found[index]?.message).toContain(error.message);
  });
}

const sectionFixture = 'src/record/sections/namesFixture.ts';
const sectionCode = `import { choice, count, date, text, unless, when, yesNo } from '../fields';
import { genders, medicineStatuses } from '../options';
import { defineSection } from '../section';

export const wellNamed = defineSection({
  id: 'well-named',
  resource: 'medicines',
  transport: { kind: 'list', bodyKey: 'medicine' },
  fields: [
    choice('status', medicineStatuses, 'medicineStatus'),
    yesNo('ongoing'),
    date('end_date', { shownWhen: { all: [when('status', 'Concluído'), when('ongoing', '0')] } }),
    text('note', { shownWhen: unless('status', 'Ativo') }),
  ],
  requiredToSave: 'status',
  appliesWhen: unless('gender', 'masculino'),
});

export const misnamed = defineSection({
  id: 'misnamed',
  resource: 'medicines',
  transport: { kind: 'list', bodyKey: 'medicine' },
  fields: [
    choice('status', medicineStatuses, 'medicineStatus'),
    yesNo('ongoing'),
    date('end_date', { shownWhen: when('stauts', 'Concluído') }), // error: "stauts"
    date('start_date', { shownWhen: when('status', 'Concluido') }), // error: "Concluido"
    count('doses', { shownWhen: { all: [when('status', 'Ativo'), when('ongoing', 'yes')] } }), // error: "yes"
    text('note', { shownWhen: unless('note_kind', 'x') }), // error: "note_kind"
  ],
  requiredToSave: 'stat', // error: "stat"
});

export const unknownFact = defineSection({
  id: 'unknown-fact',
  resource: 'pregnancy',
  transport: { kind: 'single' },
  fields: [yesNo('is_pregnant')],
  appliesWhen: unless('sex', 'masculino'), // error: "sex"
});

export const unknownFactValue = defineSection({
  id: 'unknown-fact-value',
  resource: 'pregnancy',
  transport: { kind: 'single' },
  fields: [yesNo('is_pregnant')],
  appliesWhen: unless('gender', 'male'), // error: "male"
});

export const factFromAnotherField = defineSection({
  id: 'fact-from-another-field',
  resource: 'personal-information',
  transport: { kind: 'flat' },
  fields: [text('gender'), choice('sex', genders, 'gender')],
  facts: { gender: 'gender' }, // error: '"gender"' is not assignable to type '"sex"'
});
`;

const fieldFixture = 'src/features/record/namesFixture.ts';
const fieldCode = `import { allergy, fieldOf, sections } from '../../record';

export const severity = fieldOf(allergy, 'severity');
export const options: readonly ('Leve' | 'Moderada' | 'Severa')[] = severity.options;
export const anyName = sections.map((section) => fieldOf(section, 'name'));
export const misspelt = fieldOf(allergy, 'severty'); // error: "severty"
`;

const summaryFixture = 'src/recordReading/namesFixture.ts';
const summaryCode = `import { allergy, medicines, type FormItem, type FormItemOf, type ValueOf } from '../record';
import type { EmergencySummary } from './emergencySummary';

declare const summary: EmergencySummary;
declare const read: FormItem;

export const severe: ValueOf<typeof allergy, 'severity'> = 'Severa';
export const item: FormItemOf<typeof medicines> = read;
export const dosage = item.values.dosage;
export const shown = summary.allergies.status === 'shown' ? summary.allergies.value : [];
export const reaction = shown[0]?.values.reaction;

export const grave: ValueOf<typeof allergy, 'severity'> = 'Grave'; // error: "Grave"
export const finished: ValueOf<typeof medicines, 'stauts'> = 'Concluído'; // error: "stauts"
export const dose = item.values.dose; // error: 'dose'
export const reactions = shown[0]?.values.reactions; // error: 'reactions'
`;

const callFixture = 'src/api/callsFixture.ts';
const callCode = `import { call, callForMessage, partOf } from './call';

const options = { fallbackKey: 'errors.unknown' };
const body = { email: 'maria@exemplo.com.br', password: 'segredo' };

export async function wellSpelt() {
  const answer = await call('post', '/auth/login', { body }, options);
  const cards = await call('get', '/cards/{userId}', { path: { userId: 1 } }, options);
  const read = { query: { cardNumber: 'ABC123XYZ' } };
  await call('get', '/medical-record/allergies', read, options);
  await callForMessage('post', '/contact', { body: { name: 'M', email: 'm@x.br', message: 'Oi' } }, options);
  return [answer?.token, partOf(answer, 'user')?.accept_terms, cards?.cards];
}

export async function misspelt() {
  await call('post', '/auth/loginx', { body }, options); // error: '"/auth/loginx"'
  await call('get', '/auth/login', {}, options); // error: '"/auth/login"' is not assignable to parameter of type 'PathOf<"get">'
  await call('post', '/auth/login', { body: { emial: 'm@x.br', password: 'segredo' } }, options); // error: 'emial'
  await call('get', '/cards/{userId}', { path: { user: 1 } }, options); // error: 'user'
  await call('get', '/medical-record/allergies', {}, options); // error: 'query'
  await call('post', '/medical-record/allergies', { body: { cardNumber: 'A' } }, options); // error: not assignable to type 'undefined'
  const answer = await call('post', '/auth/login', { body }, options);
  const token = answer?.tokne; // error: 'tokne'
  return [token, partOf(answer, 'user')?.acept_terms]; // error: 'acept_terms'
}
`;

const ipsFixture = 'src/features/record/ips/namesFixture.ts';
const ipsCode = `import type { DeclaredSectionOf, ValueOf } from '@/record';
import { ipsMappings, type IpsMapping, type IpsMappings } from './ipsMappings';

type Severity = ValueOf<DeclaredSectionOf<'allergies'>, 'severity'>;

export const wellNamed: IpsMapping<'allergies'> = {
  kind: 'entries',
  toResources: (item, ctx) => (item.severity && ctx.shown('reaction') ? [] : []),
};
export const complete: IpsMappings = ipsMappings;

export const misspeltField: IpsMapping<'allergies'> = {
  kind: 'entries',
  toResources: (item) => (item.severty ? [] : []), // error: 'severty'
};
export const misspeltShown: IpsMapping<'medicines'> = {
  kind: 'entries',
  toResources: (_item, ctx) => (ctx.label('perod') ? [] : []), // error: '"perod"'
};
export const misspeltPatient: IpsMapping<'personal-information'> = {
  kind: 'patient',
  toPatient: ([person]) => ({ birthDate: person?.birth_date }), // error: 'birth_date'
};
export const severities: Record<Severity, string> = {
  Leve: 'mild',
  Moderada: 'moderate',
  Sevra: 'severe', // error: 'Sevra'
};
const { vaccines: _left, ...withoutVaccines } = ipsMappings;
export const incomplete: IpsMappings = withoutVaccines; // error: 'vaccines'
`;

describe('names the compiler checks', { timeout: 60_000 }, () => {
  const program = compile({
    [sectionFixture]: sectionCode,
    [fieldFixture]: fieldCode,
    [summaryFixture]: summaryCode,
    [callFixture]: callCode,
    [ipsFixture]: ipsCode,
  });

  it('a section names only its own fields and their values, in rules and settings', () => {
    expectMarkedErrors(program, sectionFixture, sectionCode);
  });

  it('fieldOf takes only a field the section declares, and gives that field', () => {
    expectMarkedErrors(program, fieldFixture, fieldCode);
  });

  it("the summary reads a section's items by its declared names and values", () => {
    expectMarkedErrors(program, summaryFixture, summaryCode);
  });

  it("a client call names only the contract's paths, methods, parameters and fields", () => {
    expectMarkedErrors(program, callFixture, callCode);
  });

  it("the international summary reads each section's own fields and options", () => {
    expectMarkedErrors(program, ipsFixture, ipsCode);
  });
});
