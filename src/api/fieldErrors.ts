import { ApiError } from './errors';

/**
 * The server's field messages (422 `errors`) under a form's own field names, in the server's order;
 * fields the form does not have are left out.
 */
export function fieldErrorsFor<F extends string>(
  error: unknown,
  formFieldOf: Partial<Record<string, F>>,
): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors).flatMap(([serverField, message]) => {
    const field = formFieldOf[serverField];
    return field ? [[field, message] as [F, string]] : [];
  });
}
