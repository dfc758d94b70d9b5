import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta.tsx';

describe('page metadata', () => {
  it("puts the page's title, description, canonical link, social tags and JSON-LD in the head", () => {
    render(
      <PageMeta
        meta={{
          title: 'Casio fx-991EX | PassItOn',
          description: 'A calculator from a student in Pune.',
          canonicalPath: '/product/5',
          keywords: 'calculator, students',
          image: '/uploads/casio.webp',
          jsonLd: { '@context': 'https://schema.org', '@type': 'Product', name: 'Casio </script> fx-991EX' },
        }}
      />,
    );

    const head = document.head;
    expect(document.title).toBe('Casio fx-991EX | PassItOn');
    expect(head.querySelectorAll('title')).toHaveLength(1);
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A calculator from a student in Pune.',
    );
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/product/5`,
    );
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/uploads/casio.webp`,
    );
    expect(head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = head.querySelector('script[type="application/ld+json"]');
    expect(jsonLd?.textContent).not.toContain('</script>');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({ name: 'Casio </script> fx-991EX' });
  });
});
