import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isNotOffered } from '@/api/notOffered';
import type { ContactRequest } from '@/api/types';
import { sendContactMessage } from '@/api/user';
import { Button } from '@/components/Button';
import { FieldFrame, inputClass } from '@/components/FieldFrame';
import { Icon } from '@/components/Icon';
import { TextField } from '@/components/TextField';
import { useFormSubmit, type FormSubmitOptions } from '@/components/useFormSubmit';
import { Notice } from '@/components/Notice';
import { notifyError } from '@/lib/notify';

const CONTACT_LIMITS = { name: 120, messageMin: 10, message: 2000 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The message is a toast: the form has no place of its own for it.
const failure: FormSubmitOptions<ContactRequest> = {
  fieldOf: { name: 'name', email: 'email', message: 'message' },
  defaultErrorKey: 'errors.contact',
  onError: notifyError,
};

/** Name, e-mail and message, sent with the contact call (docs/api-contract.md, assumed). */
export function ContactForm() {
  const { t } = useTranslation('about');
  const requiredNoteId = useId();
  /** The thanks for the message just sent, which takes the focus the sent form had. */
  const [sent, setSent] = useState(false);
  /** This server takes no messages (its API lacks the contact call): said here, once. */
  const [notOffered, setNotOffered] = useState(false);
  const form = useForm<ContactRequest>({ defaultValues: { name: '', email: '', message: '' } });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const { onSubmit, busy } = useFormSubmit(
    form,
    async (values) => {
      setSent(false);
      try {
        await sendContactMessage({
          name: values.name.trim(),
          email: values.email.trim(),
          message: values.message.trim(),
        });
      } catch (error) {
        if (!isNotOffered(error)) throw error;
        setNotOffered(true);
        return;
      }
      reset();
      setSent(true);
    },
    failure,
  );

  const filled = (message: string) => (value: string) => value.trim() !== '' || message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={requiredNoteId}
      className="flex flex-col gap-5"
    >
      <p id={requiredNoteId} className="text-sm text-slate-700">
        {t('contact.allRequired')}
      </p>
      <TextField
        label={t('contact.fields.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name', {
          validate: filled(t('contact.errors.nameRequired')),
          maxLength: { value: CONTACT_LIMITS.name, message: t('contact.errors.nameLong') },
        })}
      />
      <TextField
        label={t('contact.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email', {
          validate: {
            filled: filled(t('contact.errors.emailRequired')),
            valid: (value) => EMAIL_PATTERN.test(value.trim()) || t('contact.errors.emailInvalid'),
          },
        })}
      />
      <FieldFrame
        label={t('contact.fields.message')}
        hint={t('contact.fields.messageHint')}
        error={errors.message?.message}
      >
        {(a11y) => (
          <textarea
            rows={5}
            required
            className={`${inputClass} min-h-32 resize-y`}
            {...a11y}
            {...register('message', {
              validate: {
                filled: filled(t('contact.errors.messageRequired')),
                long: (value) =>
                  value.trim().length >= CONTACT_LIMITS.messageMin ||
                  t('contact.errors.messageShort'),
              },
              maxLength: {
                value: CONTACT_LIMITS.message,
                message: t('contact.errors.messageLong'),
              },
            })}
          />
        )}
      </FieldFrame>
      {notOffered ? (
        <Notice tone="info" focusOnMount>
          {t('contact.notOffered')}
        </Notice>
      ) : (
        <Button type="submit" disabled={busy} className="self-start px-6 py-3 text-base">
          <Icon name="send" className="h-5 w-5" />
          {busy ? t('contact.sending') : t('contact.submit')}
        </Button>
      )}
      {sent ? (
        <Notice tone="success" focusOnMount>
          {t('contact.sent')}
        </Notice>
      ) : null}
    </form>
  );
}
