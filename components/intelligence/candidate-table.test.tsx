// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { CandidateOut } from '@/lib/intelligence/contract';
import type { Requirement } from '@/lib/intelligence/requirements';
import { renderWithProviders } from '@/tests/render';
import { CandidateTable } from './candidate-table';

vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

const requirements: Requirement[] = [{ key: 'yield', op: '>=', value: 345 }];
const candidate = (i: number): CandidateOut => ({
  record: { id: String(i), slug: `g${i}`, type: 'steel', grade: `G${i}`, aliases: [], system: 'GB', standard: null, category: null, confidence: null, datasetCode: 'x' },
  checks: [{ key: 'yield', op: '>=', required: 345, actual: 345 + i, margin: i / 345, status: 'pass' }],
  passed: 1,
  failed: 0,
  unknown: 0,
  minMargin: i / 345,
});
const list = Array.from({ length: 12 }, (_, i) => candidate(i + 1));

function Selectable() {
  const [selected, setSelected] = useState<string[]>([]);
  return <CandidateTable list={list} requirements={requirements} selected={selected} onSelect={setSelected} testId="candidates" />;
}

describe('CandidateTable', () => {
  it('shows ten candidates a page with their margins and pages to the rest', () => {
    renderWithProviders(<Selectable />, { locale: 'en' });
    const table = screen.getByTestId('candidates');
    expect(within(table).getAllByTestId('candidate-grade')).toHaveLength(10);
    expect(within(table).getByText('Yield strength ≥ 345')).toBeInTheDocument();
    expect(within(table).getAllByText('+0.3 %')[0]).toHaveClass('tag--green');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByTestId('candidate-grade').map((a) => a.textContent)).toEqual(['G11', 'G12']);
  });

  it('lets six candidates be ticked for the contrast and no more', () => {
    renderWithProviders(<Selectable />, { locale: 'en' });
    const boxes = screen.getAllByTestId('candidate-select');
    for (const box of boxes.slice(0, 6)) fireEvent.click(box);
    expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(6);
    expect(boxes[6]).toBeDisabled();
    fireEvent.click(boxes[0]);
    expect(boxes[6]).toBeEnabled();
  });
});
