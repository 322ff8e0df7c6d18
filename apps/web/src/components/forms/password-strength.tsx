import { containsPersonalData, personalWords, type PasswordOwner } from '@app/contract';
import { Text } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
// Its type only: the module itself is loaded with import() below.
import type { estimateStrength } from '@/lib/strength-estimator';
import classes from './password-strength.module.css';

type Estimate = typeof estimateStrength;

let loading: Promise<Estimate> | undefined;

/** The strength estimator, loaded once; a failed load is forgotten, to be tried again. */
function loadEstimator(): Promise<Estimate> {
  loading ??= import('@/lib/strength-estimator').then(
    (module) => module.estimateStrength,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts loading the strength estimator. A new-password field calls it when it gets the focus,
 * so that the estimator is mostly there by the first character typed.
 */
export function preloadPasswordStrength(): void {
  loadEstimator().catch(() => {});
}

/** The estimator once it is loaded; asked for only when `wanted` (something was typed). */
function useEstimator(wanted: boolean): Estimate | null {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    if (!wanted || estimate) return;
    let current = true;
    loadEstimator().then(
      (loaded) => {
        if (current) setEstimate(() => loaded);
      },
      // Without it there is no meter; the password's rules are the API's anyway.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, estimate]);
  return estimate;
}

/** The colour of the filled bars per score: four bars for five scores, 0 shows one. */
const LEVELS = ['weak', 'weak', 'fair', 'strong', 'strong'] as const;

interface PasswordStrengthProps {
  /** The new password as typed. */
  password: string;
  /** Whose password: a password holding their address or name is the weakest there is. */
  owner?: PasswordOwner;
}

/**
 * A hint under a new password: a meter of four bars and one short sentence, in the page's
 * language. The sentence is a polite live region, so a screen reader says it when it changes
 * (with the score, not at every character). The estimator loads only once something is typed.
 */
export function PasswordStrength({ password, owner }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const typed = useDeferredValue(password);
  const estimate = useEstimator(password !== '');
  const email = owner?.email ?? '';
  const name = owner?.name ?? '';
  const avoid = useMemo(() => personalWords({ email, name }), [email, name]);
  const strength = useMemo(
    () => (typed && estimate ? estimate(typed, avoid) : null),
    [typed, estimate, avoid],
  );
  const personal = typed !== '' && containsPersonalData(typed, { email, name });
  const score = personal ? 0 : strength?.score;

  let sentence = '';
  if (typed && personal) sentence = t('auth.strength.personal');
  else if (typed && strength?.common) sentence = t('auth.strength.common');
  else if (typed && strength) sentence = t(`auth.strength.score${strength.score}`);

  return (
    <div>
      {typed && score !== undefined ? (
        <div
          role="meter"
          aria-label={t('auth.strength.label')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={sentence}
          className={classes.bars}
        >
          {[1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className={classes.bar}
              data-level={bar <= Math.max(score, 1) ? LEVELS[score] : undefined}
            />
          ))}
        </div>
      ) : null}
      <Text size="sm" className={classes.hint} aria-live="polite">
        {sentence}
      </Text>
    </div>
  );
}
