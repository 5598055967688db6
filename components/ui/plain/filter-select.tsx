/**
 * A labelled <select> of a plain GET filter form (server-rendered lists: no script needed). With
 * `anyLabel` the first option is "any" (an empty value, the filter left out).
 */
export function FilterSelect({ label, name, value, options, anyLabel, testId }: { label: string; name: string; value?: string; options: readonly { value: string; label: string }[]; anyLabel?: string; testId?: string }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''} data-testid={testId}>
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
