import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor.tsx';
import { normaliseLink } from './rich-text-html.ts';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="body"
        label="Body"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced</p>')}>
        Replace
      </button>
    </>
  );
}

// jsdom lays nothing out: ProseMirror asks where the selection is to scroll it into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
});

describe('RichTextEditor', () => {
  it('is a labelled text box with a formatting toolbar of what the allow-list keeps', async () => {
    render(<Harness initial="<p>Hello <strong>there</strong></p>" onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5_000 });
    expect(box.id).toBe('body');
    expect(box.innerHTML).toContain('<strong>there</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Body: formatting' });
    const tools = Array.from(toolbar.querySelectorAll('button')).map((b) => b.textContent);
    expect(tools).toEqual([
      'Paragraph',
      'Heading',
      'Subheading',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    expect(screen.getByRole('button', { name: 'Paragraph' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('formats from the toolbar, by keyboard, and reports the HTML', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Title</p>" onChange={onChange} />);
    await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5_000 });
    const heading = screen.getByRole('button', { name: 'Heading' });
    heading.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Title</h2>'));
    expect(heading.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<blockquote><h2>Title</h2></blockquote>'));
  });

  it('drops what its toolbar cannot make, and gives links an href alone', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={'<p>A <a href="https://example.com" target="_blank" class="x">link</a> <s>gone</s></p>'}
        onChange={onChange}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5_000 });
    expect(box.innerHTML).toContain('<a href="https://example.com">link</a>');
    expect(box.innerHTML).not.toContain('<s>');
  });

  it('takes a value set from outside, and reports an emptied editor as empty', async () => {
    const onChange = vi.fn();
    render(<Harness initial="" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(box.textContent).toBe('Replaced'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Replaced</p></li></ul>'));
  });

  it('opens a labelled link field that Escape closes', async () => {
    render(<Harness initial="<p>Text</p>" onChange={() => {}} />);
    await screen.findByRole('textbox', { name: 'Body' }, { timeout: 5_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(document.activeElement).toBe(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByText(/Enter a web address/)).toBeTruthy();
    await act(() => userEvent.keyboard('{Escape}'));
    expect(screen.queryByLabelText('Link address')).toBeNull();
  });
});

describe('normaliseLink', () => {
  it.each([
    ['https://cellar.ae/x', 'https://cellar.ae/x'],
    ['/blog/wine', '/blog/wine'],
    ['cellar.ae', 'https://cellar.ae'],
    ['shop@cellar.ae', 'mailto:shop@cellar.ae'],
    ['+971 4 123 4567', 'tel:+97141234567'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['not a link', null],
    ['', null],
  ])('%s → %s', (typed, stored) => {
    expect(normaliseLink(typed)).toBe(stored);
  });
});
