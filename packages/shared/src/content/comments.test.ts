import { describe, expect, it } from 'vitest';
import { countLinks } from './comment-rules.ts';
import { CommentBodySchema, CommentFieldsSchema } from './comments.ts';

describe('countLinks', () => {
  it.each([
    ['no link at all', 'Lovely post. I keep mine at 12°C, e.g. in a cellar.', 0],
    ['a sentence ending without a space.Then another', 'Great read.Thanks a lot', 0],
    ['a version number or a time', 'Version 2.5/3 at 10.30/11.00', 0],
    ['one address with a scheme', 'See https://cellar.example/wine for more', 1],
    ['www. without a scheme', 'Try (www.example.com) too', 1],
    ['a host with a path', 'cheap-pills.example/buy now', 1],
    ['a link in markup counts once', '<a href="http://spam.example">pills</a>', 1],
    ['links on several lines', 'http://a.example\nhttp://b.example\n\thttp://c.example', 3],
    ['a scheme glued to a word', 'look:https://x.example', 1],
  ])('counts %s', (_label, text, links) => {
    expect(countLinks(text)).toBe(links);
  });

  it('stays fast on a long text with no space', () => {
    const started = Date.now();
    countLinks('a.'.repeat(50_000));
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('the comment rules', () => {
  const good = {
    name: '  Layla  ',
    email: 'Layla@Example.com',
    message: 'Two links: https://a.example and www.b.example',
  };

  it('trims the name, lower-cases the e-mail and takes up to 2 links', () => {
    expect(CommentFieldsSchema.parse(good)).toEqual({
      name: 'Layla',
      email: 'layla@example.com',
      message: good.message,
    });
  });

  it.each([
    [
      'a third link',
      { ...good, message: `${good.message} http://c.example` },
      'message',
      'Please include at most 2 links.',
    ],
    ['no name', { ...good, name: ' ' }, 'name', 'Please Enter Name.'],
    ['no message', { ...good, message: '\n' }, 'message', 'Please Enter Message.'],
    [
      'a message over 2,000 characters',
      { ...good, message: 'x'.repeat(2001) },
      'message',
      'Comment is too long (2,000 characters at most).',
    ],
    ['a control character in the message', { ...good, message: 'hi\u0007' }, 'message', 'Please Enter Message.'],
    ['a bad e-mail', { ...good, email: 'layla@' }, 'email', 'Invalid Email Address.'],
  ])('refuses %s', (_label, body, field, message) => {
    const result = CommentFieldsSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('needs the post and the form token; the hidden field is empty when left out', () => {
    expect(CommentBodySchema.parse({ ...good, blog_id: '7', form_token: 'x' })).toMatchObject({
      blog_id: 7,
      website: '',
      form_token: 'x',
    });
    const missing = CommentBodySchema.safeParse({ ...good, blog_id: 7 });
    expect(missing.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['form_token', 'This form could not be checked. Please reload the page and send your comment again.'],
    ]);
  });
});
