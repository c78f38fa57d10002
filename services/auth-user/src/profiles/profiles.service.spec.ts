import { imageUrl } from './profiles.service.js';

describe('imageUrl', () => {
  const refusal =
    "avatar_url must be an uploaded image's URL (/api/media/<id>.webp), an https:// URL without quotes, parentheses, spaces or backslashes, or null.";

  it('takes our own media URLs, plain https URLs and null', () => {
    const own = '/api/media/0b36302a-e008-4cb6-a82d-2ea7e20c1654.webp';
    expect(imageUrl(own, 'avatar_url')).toBe(own);
    const remote = 'https://cdn.example.test/a/b_c-d.png?size=256&v=2#top';
    expect(imageUrl(remote, 'avatar_url')).toBe(remote);
    expect(imageUrl(null, 'avatar_url')).toBeNull();
  });

  it.each([
    ['http://cdn.example.test/a.png'],
    ['https://cdn.example.test/a"onerror="x.png'],
    ["https://cdn.example.test/a'b.png"],
    ['https://cdn.example.test/a(b).png'],
    ['https://cdn.example.test/a b.png'],
    ['https://cdn.example.test\\a.png'],
    ['https://cdn.example.test/a\u0000.png'],
    ['https://cdn.example.test/a\n.png'],
    ['https://user:secret@cdn.example.test/a.png'],
    ['javascript:alert(1)'],
    ['/api/media/../../etc/passwd.webp'],
    ['https://'],
    [`https://cdn.example.test/${'a'.repeat(2048)}`],
    [42],
  ])('refuses %p with a message naming what it takes', (value) => {
    expect(() => imageUrl(value, 'avatar_url')).toThrow(refusal);
  });
});
