import { type ChangeEvent, forwardRef, useId, useState } from 'react';
import './plain.css';

interface PlainTextFieldProps {
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: boolean;
  /** Shown under the field and describing it (the field's error). */
  helperText?: string | false;
}

/**
 * MUI's outlined TextField in plain HTML: the label sits in the field and moves into the outline's
 * notch when the field has focus or a value (or the browser filled it in); an error colours the
 * field and its helper text, which describes the input.
 */
export const PlainTextField = forwardRef<HTMLInputElement, PlainTextFieldProps>(
  function PlainTextField({ label, type, autoComplete, value, onChange, error, helperText }, ref) {
    const id = useId();
    const [focused, setFocused] = useState(false);
    const helperId = `${id}-helper-text`;
    const hasHelper = helperText !== undefined && helperText !== false && helperText !== '';
    const classes = ['sn-field'];
    if (focused || value !== '') classes.push('sn-field-shrink');
    if (focused) classes.push('sn-field-focused');
    if (error) classes.push('sn-field-error');
    return (
      <div className={classes.join(' ')}>
        <label className="sn-field-label" htmlFor={id} id={`${id}-label`}>
          {label}
        </label>
        <div className="sn-field-input">
          <input
            ref={ref}
            id={id}
            type={type}
            autoComplete={autoComplete}
            value={value}
            onChange={onChange}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            aria-invalid={error}
            aria-describedby={hasHelper ? helperId : undefined}
          />
          <fieldset aria-hidden="true" className="sn-field-outline">
            <legend>
              <span>{label}</span>
            </legend>
          </fieldset>
        </div>
        {hasHelper && (
          <p className="sn-field-helper" id={helperId}>
            {helperText}
          </p>
        )}
      </div>
    );
  },
);
