/**
 * A labelled <select> of a plain GET filter form (server-rendered lists: no script needed). With
 * `anyLabel` the first option is "any" (an empty value, the filter left out).
 *
 * With `onChange` it is a controlled filter of a client screen (the personal centre's lists, in
 * place of antd's Select, issue 30): `value` is the chosen option, '' the "any" option, and
 * `hideLabel` keeps the label for assistive technology only (the "any" option says what it filters).
 *
 * A list filter only: its values are text and '' means "any". A field of a form with typed values (ids,
 * numbers) in an antd Form.Item is `NativeSelect` (./native-select.tsx), which has a placeholder instead.
 */
export function FilterSelect({
  label,
  name,
  value,
  options,
  anyLabel,
  testId,
  onChange,
  hideLabel,
  className,
}: {
  label: string;
  name: string;
  value?: string;
  options: readonly { value: string; label: string }[];
  anyLabel?: string;
  testId?: string;
  onChange?: (value: string) => void;
  hideLabel?: boolean;
  className?: string;
}) {
  const control = onChange ? { value: value ?? '', onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) } : { defaultValue: value ?? '' };
  return (
    <label className={className}>
      {hideLabel ? <span className="visually-hidden">{label}</span> : label}
      <select name={name} {...control} data-testid={testId}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
