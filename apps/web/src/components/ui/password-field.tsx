import { PasswordInput } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * A password input with a show/hide toggle that keyboard and screen-reader users can reach:
 * the toggle is focusable and its label says what it will do. Mantine does not mark the inner
 * input invalid by itself, so aria-invalid is set here.
 */
export function PasswordField(
  props: Omit<ComponentProps<typeof PasswordInput>, 'visible' | 'onVisibilityChange'>,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('common.hidePassword') : t('common.showPassword'),
      }}
    />
  );
}
