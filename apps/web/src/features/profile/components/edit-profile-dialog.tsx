import type { PublicUser, SessionUser } from '@app/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { containsPersonalData } from '@app/contract';
import { PasswordStrength, preloadPasswordStrength } from '@/components/forms/password-strength';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError, errorMessage, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

type Field = 'name' | 'email' | 'password' | 'current_password';

interface EditProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Null or undefined when the user could not be read: the dialog says so. */
  user: SessionUser | PublicUser | null | undefined;
  onUpdated: (user: SessionUser) => void;
}

/**
 * Edit Profile: name, e-mail and password; empty password keeps the current
 * one. A new e-mail address or password needs the current password, or for an account without
 * one a fresh proof of the session (the app asks for it on its own, then saves).
 */
export function EditProfileDialog({ opened, onClose, user, onUpdated }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.edit.title')}
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      // Blocked while saving.
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {user ? (
        <EditProfileForm
          // A fresh form (with the current values) every time the dialog opens.
          key={opened ? 'open' : 'closed'}
          user={user}
          onCancel={onClose}
          onSavingChange={setSaving}
          onUpdated={(updated) => {
            onUpdated(updated);
            onClose();
          }}
        />
      ) : (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
          {t('profile.edit.missingUser')}
        </Alert>
      )}
    </Modal>
  );
}

interface EditProfileFormProps {
  user: SessionUser | PublicUser;
  onCancel: () => void;
  onSavingChange: (saving: boolean) => void;
  onUpdated: (user: SessionUser) => void;
}

function EditProfileForm({ user, onCancel, onSavingChange, onUpdated }: EditProfileFormProps) {
  const { t } = useTranslation();
  const originalEmail = 'email' in user ? user.email : '';
  const hasPassword = 'has_password' in user && user.has_password;
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    email: originalEmail,
    password: '',
    current_password: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const changesCredentials =
    values.email.trim().toLowerCase() !== originalEmail.toLowerCase() || values.password !== '';
  const update = useUpdateProfile(user.id, {
    onMutate: () => onSavingChange(true),
    onSettled: () => onSavingChange(false),
  });
  const saving = update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    setFormError(null);
    const owners = [
      { name: user.name, email: originalEmail },
      { name: values.name, email: values.email },
    ];
    if (values.password && containsPersonalData(values.password, ...owners)) {
      setFieldErrors({ password: t('auth.validation.personalPassword') });
      return;
    }
    if (changesCredentials && hasPassword && !values.current_password) {
      setFieldErrors({ current_password: t('profile.edit.currentPasswordRequired') });
      return;
    }
    update.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        current_password: changesCredentials ? values.current_password : undefined,
      },
      {
        onSuccess: ({ user: updated }) => {
          notifications.show({ color: 'leaf', message: t('profile.edit.success') });
          onUpdated(updated);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const fields = firstFieldErrors(error);
            setFieldErrors({
              name: fields.name,
              email: fields.email,
              password: fields.password,
              current_password: fields.current_password,
            });
            if (!fields.name && !fields.email && !fields.password && !fields.current_password) {
              setFormError(error.message);
            }
          } else if (error instanceof ApiError && error.code === 'fresh_proof_required') {
            // The proof the app asked for was not given: the server's word on why.
            setFormError(error.message);
          } else if (error instanceof ApiError && error.status === 429) {
            setFormError(tooManyAttemptsMessage(error, t));
          } else if (error instanceof ApiError && error.status === 403) {
            setFormError(t('profile.edit.forbidden'));
          } else {
            setFormError(errorMessage(error, t('errors.tryAgain')));
          }
        },
      },
    );
  }

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={saving}>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label={t('profile.edit.name')}
          autoComplete="name"
          required
          data-autofocus
          value={values.name}
          onChange={change('name')}
          error={fieldErrors.name}
          disabled={saving}
        />
        <TextInput
          type="email"
          label={t('profile.edit.email')}
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={fieldErrors.email}
          disabled={saving}
        />
        <div>
          <PasswordField
            label={t('profile.edit.password')}
            description={
              'has_password' in user && !user.has_password
                ? t('profile.edit.passwordHintNone')
                : t('profile.edit.passwordHint')
            }
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            onFocus={preloadPasswordStrength}
            error={fieldErrors.password}
            disabled={saving}
          />
          <PasswordStrength
            password={values.password}
            owner={{ name: values.name, email: values.email }}
          />
        </div>
        {hasPassword ? (
          <PasswordField
            label={t('profile.edit.currentPassword')}
            description={t('profile.edit.currentPasswordHint')}
            autoComplete="current-password"
            required={changesCredentials}
            value={values.current_password}
            onChange={change('current_password')}
            error={fieldErrors.current_password}
            disabled={saving}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
