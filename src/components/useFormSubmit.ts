import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errors';
import { fieldErrorsFor } from '../api/fieldErrors';

export interface FormSubmitOptions<T extends FieldValues> {
  /**
   * The form's field for each field the server may name in a 422's `errors`: its message goes
   * under that field. Server fields not listed here count as no field error.
   */
  fieldOf?: Partial<Record<string, FieldPath<T>>>;
  /** Show the message even when the server's field errors were placed (else only without them). */
  messageWithFieldErrors?: boolean;
  /** The common key of the text for a failure that is not an ApiError (default errors.unknown). */
  defaultErrorKey?: string;
  /** Told the text of every failure, shown or not: to toast it as well. */
  onError?: (message: string) => void;
}

/** What a form's markup needs: its submit handler, whether it is sending, and what went wrong. */
export interface FormSubmitState {
  /** The form's onSubmit: react-hook-form's validation, then the send. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** From the start of a send until it settles; a submit meanwhile does nothing. */
  busy: boolean;
  /** The text of the last failed send, until the next one starts. */
  serverMessage: string | null;
}

export interface FormSubmit<T extends FieldValues> extends FormSubmitState {
  /** Sends these values without the form's validation (from a confirm dialog, say). */
  submit: (values: T) => Promise<void>;
  clearServerMessage: () => void;
}

/**
 * The one way a form sends: a send at a time, busy meanwhile, and a failure shown where it
 * belongs: a 422's field messages under their fields (the focus on the first), else the error's
 * text as the form's message.
 */
export function useFormSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'handleSubmit' | 'setError' | 'setFocus'>,
  send: (values: T) => Promise<void>,
  options: FormSubmitOptions<T> = {},
): FormSubmit<T> {
  const { t } = useTranslation('common');
  const { handleSubmit, setError, setFocus } = form;
  // A ref, not state: a second click or Enter in the same tick must already see it.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: FieldPath<T> } | null>(null);

  // The focus moves once the failure is on screen: a dialog the send closes (a confirmation)
  // hands the focus back to its opener as it goes, and this comes after.
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest.field);
  }, [focusRequest, setFocus]);

  function fail(error: unknown) {
    const { fieldOf = {}, messageWithFieldErrors = false, defaultErrorKey, onError } = options;
    const fieldErrors = fieldErrorsFor(error, fieldOf);
    for (const [field, message] of fieldErrors) setError(field, { type: 'server', message });
    const first = fieldErrors[0];
    if (first) setFocusRequest({ field: first[0] });
    const message = errorText(error, t, defaultErrorKey);
    if (!first || messageWithFieldErrors) setServerMessage(message);
    onError?.(message);
  }

  async function submit(values: T) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setServerMessage(null);
    try {
      await send(values);
    } catch (error) {
      fail(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function onSubmit(event?: BaseSyntheticEvent) {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    void handleSubmit(submit)(event);
  }

  return {
    onSubmit,
    submit,
    busy,
    serverMessage,
    clearServerMessage: () => setServerMessage(null),
  };
}
