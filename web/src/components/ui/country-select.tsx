import type * as React from 'react';
import { useCountryOptions } from '@/lib/i18n/use-country-options';

type CountrySelectProps = Omit<React.ComponentProps<'select'>, 'onChange' | 'children' | 'value'> & {
  value: string;
  onChange: (code: string) => void;
  /** The empty first choice ('Choose a country'), in the form's own words. */
  placeholder: string;
};

/** The country picker of sign-up and the profile: every listed country, named and sorted in the visitor's language. */
export function CountrySelect({ value, onChange, placeholder, ...props }: CountrySelectProps) {
  const options = useCountryOptions();
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-required="true" {...props}>
      <option value="">{placeholder}</option>
      {options.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}
