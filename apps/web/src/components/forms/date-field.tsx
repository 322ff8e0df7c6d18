// Month and day names for Dutch pages; this module is only in the screens that have a date field.
import 'dayjs/locale/nl';
import datesStyles from '@mantine/dates/styles.css?inline';

import { DateInput, DatesProvider } from '@mantine/dates';
import { useInsertionEffect, type CSSProperties, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '@/lib/i18n';
import {
  dateFieldFormats,
  fromPickerValue,
  parseDateField,
  toPickerValue,
} from './date-field-format';

/**
 * The date picker's styles arrive with this module rather than in the app's one stylesheet
 * (ADR 029): every page waits for that one, and only a few owner and console screens have a date
 * field. Added once, after the app's stylesheet, so Mantine's order stays.
 */
function addDatesStyles() {
  if (typeof document === 'undefined' || document.getElementById('mantine-dates-styles')) return;
  const style = document.createElement('style');
  style.id = 'mantine-dates-styles';
  style.textContent = datesStyles;
  document.head.append(style);
}

export interface DateFieldProps {
  label: string;
  /** `2026-11-25`, or with `withTime` `2026-11-25T14:30` (the visitor's clock); `''` when empty. */
  value: string;
  onChange: (value: string) => void;
  /** A moment rather than a day: the field takes a time too. */
  withTime?: boolean;
  /**
   * The earliest value that makes sense, in the same form as `value`: the calendar greys out the
   * days before it. A typed earlier value is still taken, so the form can say what is wrong.
   */
  min?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  style?: CSSProperties;
}

/**
 * A date (or date and time) field written in the page's language, whatever the browser's own:
 * `25-11-2026` on Dutch pages, `11/25/2026` on English ones, typed or picked from a calendar
 * that starts the week on Monday in Dutch. Native date fields follow the browser's language
 * instead, which put `mm/dd/yyyy` on Dutch pages.
 */
export function DateField({
  label,
  value,
  onChange,
  withTime = false,
  min,
  description,
  error,
  disabled,
  required,
  style,
}: DateFieldProps) {
  useInsertionEffect(addDatesStyles, []);
  const language = useLanguage();
  const { t } = useTranslation();
  const formats = dateFieldFormats[language];
  const minDay = min ? toPickerValue(min, false) : null;
  return (
    <DatesProvider
      settings={{
        locale: language,
        firstDayOfWeek: language === 'nl' ? 1 : 0,
        consistentWeeks: true,
      }}
    >
      <DateInput
        label={label}
        description={description}
        error={error}
        disabled={disabled}
        required={required}
        style={style}
        placeholder={t(withTime ? 'common.dateTimeFormat' : 'common.dateFormat')}
        value={toPickerValue(value, withTime)}
        onChange={(picked) => onChange(fromPickerValue(picked, withTime))}
        withTime={withTime}
        valueFormat={withTime ? formats.dateTime : formats.date}
        dateParser={(text) => parseDateField(text, language, withTime)}
        excludeDate={minDay ? (day) => day < minDay : undefined}
        ariaLabels={{
          nextMonth: t('common.calendar.nextMonth'),
          previousMonth: t('common.calendar.previousMonth'),
          nextYear: t('common.calendar.nextYear'),
          previousYear: t('common.calendar.previousYear'),
          nextDecade: t('common.calendar.nextDecade'),
          previousDecade: t('common.calendar.previousDecade'),
          monthLevelControl: t('common.calendar.monthLevelControl'),
          yearLevelControl: t('common.calendar.yearLevelControl'),
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('common.calendar.clear') }}
        autoComplete="off"
      />
    </DatesProvider>
  );
}
