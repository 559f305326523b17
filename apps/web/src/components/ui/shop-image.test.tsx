import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopImage } from './shop-image';

const ID = '0123456789abcdef0123456789abcdef';

describe('ShopImage', () => {
  it('offers an upload at its three widths, so a phone picks 320 or 640', () => {
    const { container } = render(
      <ShopImage src={`/images/uploads/${ID}-1200.webp`} sizes="(max-width: 760px) 50vw, 300px" alt="Rouge" />,
    );
    const img = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect(img).toHaveAttribute('src', `/images/uploads/${ID}-1200.webp`);
    expect(img).toHaveAttribute(
      'srcset',
      `/images/uploads/${ID}-320.webp 320w, /images/uploads/${ID}-640.webp 640w, /images/uploads/${ID}-1200.webp 1200w`,
    );
    expect(img).toHaveAttribute('sizes', '(max-width: 760px) 50vw, 300px');
    expect(img).toHaveAttribute('alt', 'Rouge');
  });

  it('offers AVIF first when the shop kept it, with WebP for browsers without it', () => {
    const { container } = render(<ShopImage src={`https://cdn.example/uploads/${ID}-av-1200.webp`} sizes="72px" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source.getAttribute('srcset')).toContain(`https://cdn.example/uploads/${ID}-av-320.avif 320w`);
    expect(source).toHaveAttribute('sizes', '72px');
    expect(container.querySelector('picture > img')).toHaveAttribute(
      'src',
      `https://cdn.example/uploads/${ID}-av-1200.webp`,
    );
  });

  it('shows a drawing as WebP at its widths, and any other picture as it is', () => {
    const { container } = render(<ShopImage src="/images/products/rouge.svg" sizes="300px" width={300} />);
    const drawing = container.querySelector('img')!;
    expect(drawing).toHaveAttribute('src', '/images/products/rouge-640.webp');
    expect(drawing).toHaveAttribute('srcset', expect.stringContaining('/images/products/rouge-320.webp 320w'));
    expect(drawing).toHaveAttribute('sizes', '300px');
    const other = render(<ShopImage src="https://lh3.example/a.jpg" sizes="40px" width={40} />).container;
    const img = other.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://lh3.example/a.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '40');
  });
});
