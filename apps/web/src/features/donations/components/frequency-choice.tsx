import { donationFrequencies, type DonationFrequency } from '@app/contract';
import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import pill from '@/components/ui/pill-radios.module.css';
import classes from './frequency-choice.module.css';

interface FrequencyChoiceProps {
  value: DonationFrequency;
  onChange: (frequency: DonationFrequency) => void;
  disabled?: boolean;
}

const labelKeys: Record<DonationFrequency, string> = {
  once: 'subscriptions.payment.once',
  monthly: 'subscriptions.payment.monthly',
};

/**
 * One-time or Monthly: two radios in a group named by its question, styled as one pill
 * like the language switch. Native radios: Tab reaches the group, the arrow keys choose.
 */
export function FrequencyChoice({ value, onChange, disabled = false }: FrequencyChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const name = useId();

  return (
    <div>
      <Text id={labelId} fw={500} size="sm" mb={6}>
        {t('subscriptions.payment.frequency')}
      </Text>
      <div role="radiogroup" aria-labelledby={labelId} className={pill.root}>
        {donationFrequencies.map((frequency) => (
          <div key={frequency}>
            <input
              className={pill.input}
              type="radio"
              id={`${name}-${frequency}`}
              name={name}
              value={frequency}
              checked={frequency === value}
              disabled={disabled}
              onChange={() => onChange(frequency)}
            />
            <label className={`${pill.label} ${classes.label}`} htmlFor={`${name}-${frequency}`}>
              {t(labelKeys[frequency])}
            </label>
          </div>
        ))}
      </div>
    </div>
  );
}
