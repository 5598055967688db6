// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { RichTextEditor } from './rich-text-editor';

describe('RichTextEditor (loaded on demand)', () => {
  it('keeps the body in a named hidden field and loads the editor with its label', async () => {
    const { container } = renderWithProviders(<RichTextEditor id="body-en" name="bodyEn" aria-label="English body" value="<p>Q355B</p>" onChange={() => undefined} />, { locale: 'en', namespaces: ['RichTextEditor'] });
    expect(container.querySelector('input[type=hidden][name=bodyEn]')).toHaveValue('<p>Q355B</p>');
    const area = await screen.findByRole('textbox', { name: 'English body' });
    expect(area).toHaveAttribute('id', 'body-en');
    expect(area).toHaveTextContent('Q355B');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
  });
});
