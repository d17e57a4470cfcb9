// Field checks the demo backend applies, as the real API would.
import {
  ATTACHMENT_TYPES,
  MAX_ATTACHMENT_MEGABYTES,
  attachmentProblem,
  startsLikeItsType,
  type AttachmentProblem,
} from '../lib/attachmentRules';
import {
  isStored,
  recordResources,
  sectionOf,
  valueProblem,
  type RecordResource,
  type ValueProblem,
} from '../record';

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function passesLuhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A refused upload: the status a server answers and its message. */
export interface UploadRefusal {
  status: 413 | 415;
  message: string;
}

const acceptedLabels = new Intl.ListFormat('pt-BR', { type: 'disjunction' }).format(
  ATTACHMENT_TYPES.map((type) => type.label),
);

const uploadRefusals: Record<AttachmentProblem, UploadRefusal> = {
  type: { status: 415, message: `Envie um arquivo ${acceptedLabels}.` },
  size: {
    status: 413,
    message: `O arquivo deve ter no máximo ${MAX_ATTACHMENT_MEGABYTES} MB.`,
  },
};

/**
 * Why an uploaded file is refused, or null when it is kept. Its name, its declared type and its
 * size are checked as the picker does, and its first bytes too: a server trusts neither.
 */
export async function uploadRefusal(file: File): Promise<UploadRefusal | null> {
  const problem = attachmentProblem(file);
  if (problem) return uploadRefusals[problem];
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return startsLikeItsType(file.name, head) ? null : uploadRefusals.type;
}

const valueMessages: Record<ValueProblem, string> = {
  futureDate: 'A data não pode ser posterior a hoje.',
};

/**
 * The 422 field messages for the values a section's declaration refuses (a past event's date
 * after today), named as the form sent them (`prosthetic.0.date_placement`, or the field alone in
 * a flat or single section); null when every value is kept.
 */
export function recordValueErrors(
  resource: RecordResource,
  items: readonly { fields: Readonly<Record<string, string>> }[],
): Record<string, string[]> | null {
  const contract = recordResources[resource];
  const errors: Record<string, string[]> = {};
  items.forEach((item, index) => {
    for (const field of sectionOf(resource).fields.filter(isStored)) {
      const problem = valueProblem(field, item.fields[field.name] ?? '');
      if (!problem) continue;
      const name =
        contract.kind === 'list' ? `${contract.bodyKey}.${index}.${field.name}` : field.name;
      errors[name] = [valueMessages[problem]];
    }
  });
  return Object.keys(errors).length > 0 ? errors : null;
}
