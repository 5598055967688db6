// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '@/tests/render';
import { GradePicker, type PickedGrade } from './grade-picker';

const suggestion = (id: number, grade: string) => ({ id, slug: grade.toLowerCase(), family: 'steel', grade, standardCode: 'GB/T 1591-2018', matched: null });
const server = setupServer(
  http.get('http://localhost:3000/atsteel/steelName/getSpecExtend', () => HttpResponse.json({ code: 0, data: [suggestion(1, 'Q355B'), suggestion(2, 'Q355C')], msg: 'ok' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('GradePicker', () => {
  it('suggests grades while typing and chooses one with the arrow keys and Enter', async () => {
    const picked: PickedGrade[] = [];
    renderWithProviders(<GradePicker placeholder="Grade" ariaLabel="Grade" onPick={(p) => picked.push(p)} />, { locale: 'en' });
    const input = screen.getByRole('combobox', { name: 'Grade' });
    fireEvent.change(input, { target: { value: 'Q355' } });
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(picked).toEqual([{ id: '2', grade: 'Q355C', family: 'steel' }]);
    expect(input).toHaveValue('Q355C');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('hands the typed text over on Enter when nothing is chosen, and closes on Escape', async () => {
    const entered: string[] = [];
    renderWithProviders(<GradePicker placeholder="Grade" ariaLabel="Grade" onPick={() => undefined} onEnter={(text) => entered.push(text)} clearOnPick />, { locale: 'en' });
    const input = screen.getByRole('combobox', { name: 'Grade' });
    fireEvent.change(input, { target: { value: ' Q355 ' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(entered).toEqual(['Q355']);
  });
});
