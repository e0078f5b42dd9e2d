import { TextField, vars } from '@abossey/ui';
import { type FormEvent, type ReactNode, type SyntheticEvent, useEffect, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  [data-part='field'] {
    inline-size: 6.5rem;
  }
  input {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * Keys, presses and focus inside the field are the field's: not the table's (arrow keys move between cells, letters
 * and digits type-select a row, Space and a press toggle the row's selection). Focus especially: a row that hears of
 * focus inside it becomes the table's focused row and takes focus itself on its next render, so the field lost focus
 * right after Enter (saving twice) or before Escape (saving what Escape should drop).
 */
const keepInField = (event: SyntheticEvent) => event.stopPropagation();

export interface InlineNumberCellProps {
  /** The field's accessible name ("Stock of Rotor"). */
  label: string;
  /** The saved value. */
  value: number;
  /** The text a value shows as in the field (`12.50` for a price). Stable: a module-level function. */
  format: (value: number) => string;
  /** The value a text stands for, or undefined when it is not one (the field then goes back to the saved value). */
  parse: (text: string) => number | undefined;
  /** A new, valid value: the page saves it (optimistic, with Undo). */
  onSave: (value: number) => void;
  /** A text `parse` refused, on Enter: the page says why. */
  onInvalid?: (text: string) => void;
  /** `numeric` (whole numbers) or `decimal` (the phone's keyboard). */
  inputMode?: 'numeric' | 'decimal';
  /** Shown before the field (GH₵: decorative, the column header says what the number is). */
  prefix?: ReactNode;
  /** Shown after the field (a "Low" stock note). */
  children?: ReactNode;
}

/**
 * A number edited in place in a table cell (issue 24: the products index's price and stock). Enter or leaving the
 * field saves a changed, valid value; Escape puts the saved value back; a text that is not a value is never sent
 * (Enter says why, leaving the field puts the saved value back). When the saved value changes under the field (the
 * save's answer, Undo, a refused save rolled back, a reload) the field shows it.
 */
export function InlineNumberCell({
  label,
  value,
  format,
  parse,
  onSave,
  onInvalid,
  inputMode = 'numeric',
  prefix,
  children,
}: InlineNumberCellProps) {
  const [draft, setDraft] = useState(() => format(value));
  useEffect(() => setDraft(format(value)), [value, format]);

  const commit = (text: string, fromEnter: boolean) => {
    const parsed = parse(text);
    if (parsed === undefined) {
      if (fromEnter) onInvalid?.(text);
      setDraft(format(value));
      return;
    }
    setDraft(format(parsed));
    if (parsed !== value) onSave(parsed);
  };

  return (
    <Form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        commit(draft, true);
      }}
      onKeyDown={keepInField}
      onPointerDown={keepInField}
      onMouseDown={keepInField}
      onClick={keepInField}
      onFocus={keepInField}
      onBlur={keepInField}
    >
      {prefix}
      <TextField
        data-part="field"
        aria-label={label}
        inputMode={inputMode}
        inputDir="ltr"
        value={draft}
        onChange={setDraft}
        // react-aria's keyboard handler: the event goes no further (not to the grid) unless told to.
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(format(value));
          else event.continuePropagation();
        }}
        onBlur={() => commit(draft, false)}
      />
      {children}
    </Form>
  );
}

/** A whole number of units from 0 (digits only; spaces allowed around them). */
export const parseStock = (text: string, max: number): number | undefined => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const stock = Number(trimmed);
  return Number.isSafeInteger(stock) && stock <= max ? stock : undefined;
};

/**
 * A GH₵ price as typed: digits with at most two decimals after a point or a comma (`12`, `12.5`, `12,50`), thousands
 * separators (`1,234.50`, `1 234,50`) allowed, from `min` to `max`.
 */
export const parsePrice = (text: string, min: number, max: number): number | undefined => {
  let cleaned = text
    .trim()
    .replace(/^GH₵\s*/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  // A comma followed by one or two digits at the end is the decimal separator; any other comma groups thousands.
  if (/,\d{1,2}$/.test(cleaned) && !cleaned.includes('.')) cleaned = cleaned.replace(/,(?=\d{1,2}$)/, '.');
  cleaned = cleaned.replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const price = Math.round(Number(cleaned) * 100) / 100;
  return price >= min && price <= max ? price : undefined;
};
