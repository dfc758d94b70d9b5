import type { I18n, MessageDescriptor } from '@lingui/core';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

/** A search box for a list; the list asks the server 300 ms after the last key. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="relative">
      <Input
        label={label}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-slate-500"
      />
    </div>
  );
}

/** A labelled choice among a few values. */
export function FilterSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
}) {
  return (
    <Select label={label} value={value} onChange={(event) => onChange(event.target.value as Value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/** A select's choices, written as messages, in the reader's language. */
export function translatedOptions<Value extends string>(
  i18n: I18n,
  options: readonly { value: Value; label: MessageDescriptor }[],
): { value: Value; label: string }[] {
  return options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
}

/** The filters above a list: one column on a phone, a row on wider screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">{children}</div>;
}
