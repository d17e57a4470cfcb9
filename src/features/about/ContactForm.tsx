import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../api/errors';
import type { ContactRequest } from '../../api/types';
import { sendContactMessage } from '../../api/user';
import { Button } from '../../components/Button';
import { FieldFrame, inputClass } from '../../components/FieldFrame';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { notifyError, notifySuccess } from '../../lib/notify';

const CONTACT_LIMITS = { name: 120, messageMin: 10, message: 2000 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fields = ['name', 'email', 'message'] as const;

/** Name, e-mail and message, sent with the contact call (API.md, assumed). */
export function ContactForm() {
  const { t } = useTranslation('public');
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactRequest>({ defaultValues: { name: '', email: '', message: '' } });

  async function send(values: ContactRequest) {
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      notifySuccess(t('contact.sent'));
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of fields) {
          const message = error.fieldErrors[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
      notifyError(errorText(error, (key) => t(key, { ns: 'common' }), 'errors.contact'));
    }
  }

  const filled = (message: string) => (value: string) => value.trim() !== '' || message;

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-5">
      <TextField
        label={t('contact.fields.name')}
        autoComplete="name"
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
      <Button type="submit" disabled={isSubmitting} className="self-start px-6 py-3 text-base">
        <Icon name="send" className="h-5 w-5" />
        {isSubmitting ? t('contact.sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
