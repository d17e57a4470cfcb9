import { ApiError } from '@/api/errors';

/** A save the server refused for its file: too large (413) or of a type it does not take (415). */
export function isAttachmentRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    (error.status === 413 || error.status === 415)
  );
}

/**
 * The same failure told as the attachment rule, the words the picker shows, rather than the
 * server's own (a proxy's 413 has none) or the generic save error.
 */
export function toldAsRule(error: ApiError, rule: string): ApiError {
  return new ApiError({
    kind: error.kind,
    status: error.status,
    fallbackKey: error.fallbackKey,
    serverMessage: rule,
  });
}
