import { useId } from 'react';
import type { SelectorOption } from '../../../../../shared/catalog/variant-selection';

interface OptionGroupProps {
  legend: string;
  name: string;
  options: SelectorOption[];
  value: string | null;
  onChange(value: string): void;
}

/** A selector as a native radio group: arrow keys move between options, and each option is labelled. */
export function OptionGroup({ legend, name, options, value, onChange }: OptionGroupProps) {
  const id = useId();
  return (
    <fieldset className="pdp-options">
      <legend>{legend}</legend>
      <div className="pdp-option-list">
        {options.map((option) => (
          <label key={option.value} className="pdp-option">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
