import { describe, expect, it } from 'vitest';
import { documentKey, imageKey, keysOf, publicImageKey, thumbnailKey } from './stored-files.ts';

describe('the store keys of uploads', () => {
  it('puts images at the top, thumbnails in thumbs/ and documents in documents/', () => {
    expect(imageKey('a.webp')).toBe('a.webp');
    expect(thumbnailKey('a.webp')).toBe('thumbs/a.webp');
    expect(documentKey('n.pdf')).toBe('documents/n.pdf');
    expect(keysOf({ name: 'a.webp', kind: 'image' })).toEqual(['a.webp', 'thumbs/a.webp']);
    expect(keysOf({ name: 'n.pdf', kind: 'document' })).toEqual(['documents/n.pdf']);
  });

  it('maps /uploads/ paths to image and thumbnail keys only', () => {
    expect(publicImageKey('a.webp')).toBe(imageKey('a.webp'));
    expect(publicImageKey('thumbs/a.webp')).toBe(thumbnailKey('a.webp'));
    expect(publicImageKey('old.JPG')).toBe('old.JPG');
    for (const path of [
      'n.pdf',
      'documents/n.pdf',
      'documents/scan.webp',
      'thumbs/deeper/a.webp',
      'other/a.webp',
      '../a.webp',
      '.hidden.webp',
      'thumbs/',
      '',
    ]) {
      expect(publicImageKey(path), path).toBeUndefined();
    }
  });
});
