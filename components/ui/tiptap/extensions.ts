import { Node, mergeAttributes, type AnyExtension, type Attributes, type Editor } from '@tiptap/core';
import { Subscript } from '@tiptap/extension-subscript';
import { Superscript } from '@tiptap/extension-superscript';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedAddress } from './links';
import { tableExtensions, writtenTables } from './table';

/**
 * What the rich-text editor can write, kept inside what the server's sanitiser allows (`RICH_TEXT_TAGS` and its
 * attributes, lib/security/rich-text.ts): paragraphs, line breaks, horizontal rules, headings 2–4, bold, italic,
 * underline, strike-through, sub- and superscript, inline code, code blocks, block quotes, bulleted and numbered lists
 * (a start number), links with an http, https, mailto or relative address, images already in a body (kept, not
 * inserted: only addresses on the portal, as the sanitiser keeps them) and tables (./table.ts: header and body rows,
 * spans). Not kept when a body is edited here: a table's `<caption>` (it becomes the first row; the editor warns,
 * `hasUnkeptMarkup`) and `span` (its text stays). The sanitiser still cleans every save.
 */

/** Sub- and superscript (Mod-, and Mod-.), one or the other: chemical formulas and units such as mm² survive an edit. */
const OneOfSubscript = Subscript.extend({ excludes: 'superscript' });
const OneOfSuperscript = Superscript.extend({ excludes: 'subscript' });

/** An image already in a body, kept as it is (src, alt, width, height); one from another origin is dropped. */
const KeptImage = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null }, width: { default: null }, height: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]', getAttrs: (el) => (isAllowedAddress(el.getAttribute('src'), []) ? null : false) }],
  renderHTML: ({ HTMLAttributes }) => ['img', HTMLAttributes],
});

/**
 * StarterKit with two outputs narrowed to the allow-list: a numbered list keeps its start number but not `type`
 * (only `start` is allowed on `ol`), a code block writes no `class="language-…"` (no class is allowed).
 */
const AllowedStarterKit = StarterKit.extend({
  addExtensions() {
    return (this.parent?.() ?? []).map((extension: AnyExtension) => {
      if (extension.name === 'orderedList') {
        return (extension as Node).extend({
          addAttributes() {
            const attributes: Attributes = { ...this.parent?.() };
            delete attributes.type;
            return attributes;
          },
        });
      }
      if (extension.name === 'codeBlock') {
        return (extension as Node).extend({
          renderHTML({ HTMLAttributes }) {
            return ['pre', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['code', 0]];
          },
        });
      }
      return extension;
    });
  },
});

/** The editor's extensions (a fresh list per editor: Tiptap keeps state on them). */
export function richTextExtensions(): AnyExtension[] {
  return [
    AllowedStarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // The sanitiser sets rel on every link; no target: links open where readers expect.
        HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow', class: null },
        isAllowedUri: (url) => isAllowedAddress(url),
        shouldAutoLink: (url) => isAllowedAddress(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`),
      },
    }),
    OneOfSubscript,
    OneOfSuperscript,
    KeptImage,
    ...tableExtensions(),
  ];
}

/**
 * The editor's body as stored: without the trailing empty paragraphs the editor keeps (so an empty document is ''; not
 * `editor.isEmpty`, which also calls a new table with empty cells empty), its tables as ./table.ts writes them.
 */
export function bodyHtml(editor: Editor): string {
  return writtenTables(editor.getHTML().replace(/(?:<p><\/p>)+$/, ''));
}
