// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { CounterpartRow } from './counterpart-row';

describe('CounterpartRow', () => {
  it('opens and closes its details below the row with a disclosure button', () => {
    render(
      <table>
        <CounterpartRow cells={<td>A572 Grade 50</td>} details={<p>differences</p>} columns={2} label="Differences: A572 Grade 50" />
      </table>,
    );
    const toggle = screen.getByRole('button', { name: 'Differences: A572 Grade 50' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('differences').closest('tr')).toHaveAttribute('hidden');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('differences').closest('tr')).not.toHaveAttribute('hidden');
    expect(screen.getByText('differences').closest('tr')!.id).toBe(toggle.getAttribute('aria-controls'));
  });
});
