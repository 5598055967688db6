// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithProviders } from '@/tests/render';
import { Pager, pageWindow } from './pager';
import { Tabs } from './tabs';
import { TextField } from './text-field';
import { toast } from './toast';
import { lazyShape, useZodForm } from './use-zod-form';

describe('Tabs', () => {
  it('keeps every panel in the page and moves between tabs with the arrow keys', () => {
    renderWithProviders(
      <Tabs
        label="x"
        items={[
          { key: 'a', label: 'A', children: <p>first</p> },
          { key: 'b', label: 'B', children: <p>second</p> },
        ]}
      />,
    );
    expect(screen.getByText('second', { selector: 'p' }).closest('[role=tabpanel]')).toHaveAttribute('hidden');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('second').closest('[role=tabpanel]')).not.toHaveAttribute('hidden');
  });
});

describe('Pager', () => {
  it('shows the pages around the current one', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('calls onChange with the chosen page and says the total in the page language', () => {
    const seen: number[] = [];
    renderWithProviders(<Pager page={1} pageSize={20} total={45} onChange={(p) => seen.push(p)} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(seen).toEqual([3, 2]);
    expect(screen.getByText('45', { exact: false })).toBeInTheDocument();
  });
});

function Demo({ onSave }: { onSave: (v: { mobile: string }) => void }) {
  const form = useZodForm({ mobile: z.string('Auth.mobileRequired').regex(/^1\d{10}$/, 'Auth.mobileInvalid') });
  return (
    <form onSubmit={form.submit(onSave)} noValidate>
      <TextField form={form} name="mobile" label="Mobile" />
      <button type="submit">go</button>
    </form>
  );
}

describe('useZodForm and TextField', () => {
  it('shows the schema message in the page language and submits only valid values', () => {
    const saved: unknown[] = [];
    renderWithProviders(<Demo onSave={(v) => saved.push(v)} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('alert').textContent).not.toMatch(/Auth\./);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(saved).toEqual([{ mobile: '13800000000' }]);
  });
});

function ResetDemo({ onSave }: { onSave: (v: { mobile: string }) => Promise<void> }) {
  const form = useZodForm({ mobile: z.string('Auth.mobileRequired').regex(/^1\d{10}$/, 'Auth.mobileInvalid') });
  return (
    <form onSubmit={form.submit(async (v) => { await onSave(v); form.reset(); })} noValidate>
      <TextField form={form} name="mobile" label="Mobile" />
      <button type="submit">go</button>
    </form>
  );
}

describe('useZodForm reset', () => {
  // Issue 48 item 3: after a successful invitation the emptied mobile field said "please enter your mobile number".
  it('empties the fields after a successful send without a message under them', async () => {
    const saved: unknown[] = [];
    renderWithProviders(<ResetDemo onSave={async (v) => void saved.push(v)} />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '13800000000' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(saved).toEqual([{ mobile: '13800000000' }]);
    expect(screen.getByLabelText('Mobile')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Mobile')).not.toHaveAttribute('aria-invalid');
  });
});

function LazyDemo({ shape, onSave }: { shape: ReturnType<typeof lazyMobile>; onSave: (v: { mobile: string }) => void }) {
  const form = useZodForm(shape);
  return (
    <form onSubmit={form.submit(onSave)} noValidate>
      <TextField form={form} name="mobile" label="Mobile" />
      <button type="submit">go</button>
    </form>
  );
}

/** A lazy shape whose loader resolves when the test says so, counting the loads. */
function lazyMobile() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const loads = { count: 0 };
  const shape = lazyShape(['mobile'], async () => {
    loads.count++;
    await gate;
    return { mobile: z.string('Auth.mobileRequired').regex(/^1\d{10}$/, 'Auth.mobileFormat') };
  });
  return Object.assign(shape, { release, loads });
}

describe('useZodForm with schemas loaded on demand', () => {
  it('loads the schemas once on first focus, and a submit made before they arrive waits for them', async () => {
    const saved: unknown[] = [];
    const shape = lazyMobile();
    renderWithProviders(<LazyDemo shape={shape} onSave={(v) => saved.push(v)} />, { locale: 'en' });
    expect(shape.loads.count).toBe(0);
    const input = screen.getByLabelText('Mobile');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '12' } });
    expect(shape.loads.count).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => shape.release());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
    fireEvent.change(input, { target: { value: '13800000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'go' }));
    });
    expect(saved).toEqual([{ mobile: '13800000000' }]);
    expect(shape.loads.count).toBe(1);
  });

  it('checks a field that lost focus once its schema arrives', async () => {
    const shape = lazyMobile();
    renderWithProviders(<LazyDemo shape={shape} onSave={() => undefined} />, { locale: 'zh' });
    const input = screen.getByLabelText('Mobile');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => shape.release());
    expect((await screen.findByRole('alert')).textContent).not.toMatch(/Auth\./);
  });
});

describe('toast', () => {
  it('shows a message in the live region', async () => {
    renderWithProviders(<p>page</p>);
    act(() => toast.error('Save failed'));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });
});
