// The record's sections are declared once (src/record/sections) and the contract states their
// resources: each resource's paths in docs/openapi.yaml must hold the section's declared fields,
// of their kinds, travelling as the section declares. A section added or changed on one side only
// fails here, naming what differs.
import { identityFields, isStored, sections, type FieldDecl } from '@/record';
import { contract } from '../support/contract';

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  enum?: unknown[];
}

function resolved(schema: Schema | undefined): Schema {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  if (!name) return schema ?? {};
  return resolved(
    (contract as { components: { schemas: Record<string, Schema> } }).components.schemas[name],
  );
}

function bodyOf(resource: string, method: 'get' | 'post'): Schema {
  const operation = contract.paths[`/medical-record/${resource}`]?.[method] as
    | {
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    | undefined;
  if (!operation) throw new Error(`no ${method} of /medical-record/${resource}`);
  const content =
    method === 'post' ? operation.requestBody?.content : operation.responses['200']?.content;
  const media = method === 'post' ? 'multipart/form-data' : 'application/json';
  return resolved(content?.[media]?.schema);
}

/** The schema a field of this kind travels with in an answer. */
function answerSchemaOf(field: FieldDecl): string {
  if (field.kind === 'date') return '#/components/schemas/RecordDate';
  if (field.kind === 'yesno') return '#/components/schemas/RecordYesNo';
  if (field.kind === 'number') return '#/components/schemas/RecordNumber';
  return '#/components/schemas/RecordText';
}

const withoutKeys = (schema: Schema, keys: string[]) =>
  Object.keys(schema.properties ?? {}).filter((key) => !keys.includes(key));

describe.each(sections.map((section) => [section.resource, section] as const))(
  '%s',
  (resource, section) => {
    const stored = section.fields.filter(isStored);
    const names = stored.map((field) => field.name);

    it('answers the declared fields, each of its kind, as a list or one item', () => {
      const data = resolved(bodyOf(resource, 'get').properties?.data);
      const single = section.transport.kind === 'single';
      const item = resolved(single ? data.oneOf?.[0] : data.items);
      if (single) expect(data.oneOf?.[1]).toEqual({ type: 'null' });
      else expect(data.type).toBe('array');
      const meta = ['id', 'attachment_file_path', 'hidden_fields', 'masked_fields'];
      expect(withoutKeys(item, meta)).toEqual(names);
      for (const field of stored) {
        expect([field.name, item.properties?.[field.name]?.$ref]).toEqual([
          field.name,
          answerSchemaOf(field),
        ]);
      }
      const identity = identityFields(section).map((field) => field.name);
      for (const key of ['hidden_fields', 'masked_fields']) {
        expect(item.properties?.[key]?.items?.enum ?? []).toEqual(identity);
      }
    });

    it('is saved with the declared fields, where the section sends them', () => {
      const form = bodyOf(resource, 'post');
      if (section.transport.kind === 'list') {
        expect(Object.keys(form.properties ?? {})).toEqual([
          'cardNumber',
          section.transport.bodyKey,
        ]);
        const item = resolved(form.properties?.[section.transport.bodyKey]?.items);
        expect(withoutKeys(item, ['id', 'attachment_file_path', 'attachment_file'])).toEqual(names);
      } else {
        expect(
          withoutKeys(form, ['cardNumber', 'id', 'attachment_file_path', 'attachment']),
        ).toEqual(names);
      }
    });
  },
);
