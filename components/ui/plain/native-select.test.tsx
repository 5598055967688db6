// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { NativeSelect } from './native-select';

describe('NativeSelect', () => {
  const options = [
    { value: 7, label: 'Lab seven' },
    { value: 9, label: 'Lab nine', disabled: true },
    { value: 12, label: 'Lab twelve' },
  ];

  it('shows the placeholder without a value and answers the option value (a number), as antd Select does', () => {
    const seen: (number | undefined)[] = [];
    renderWithProviders(<NativeSelect<number> aria-label="lab" placeholder="Choose a laboratory" options={options} onChange={(v) => seen.push(v)} />);
    const select = screen.getByRole('combobox', { name: 'lab' });
    expect(select).toHaveDisplayValue('Choose a laboratory');
    expect(screen.getByRole('option', { name: 'Lab nine' })).toBeDisabled();
    fireEvent.change(select, { target: { value: '2' } });
    expect(seen).toEqual([12]);
  });

  it('shows the chosen value without the placeholder', () => {
    renderWithProviders(<NativeSelect<number> aria-label="lab" placeholder="Choose a laboratory" value={7} options={options} />);
    expect(screen.getByRole('combobox', { name: 'lab' })).toHaveDisplayValue('Lab seven');
    expect(screen.queryByRole('option', { name: 'Choose a laboratory' })).toBeNull();
  });
});
