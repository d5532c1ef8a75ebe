import { describe, expect, it } from 'vitest';
import { checkImageFiles } from './image-files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImageFiles', () => {
  it('accepts JPG, PNG, WEBP and GIF up to 3 MB', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.webp', 'image/webp'),
      file('d.gif', 'image/gif', 3 * MB),
      file('e.jpeg', ''),
    ];
    expect(checkImageFiles(files, 0)).toEqual({ accepted: files, errors: [] });
  });

  it('refuses other types and files over 3 MB with the spec messages', () => {
    const result = checkImageFiles(
      [file('a.svg', 'image/svg+xml'), file('b.png', 'image/png', 3 * MB + 1), file('c.txt', '')],
      0,
    );
    expect(result.accepted).toEqual([]);
    expect(result.errors).toEqual(['Only JPG, PNG, WEBP, GIF allowed.', 'Max size 3MB per image.']);
  });

  it('keeps at most 12 images in all', () => {
    const three = [
      file('a.png', 'image/png'),
      file('b.png', 'image/png'),
      file('c.png', 'image/png'),
    ];
    const result = checkImageFiles(three, 10);
    expect(result.accepted).toHaveLength(2);
    expect(result.errors).toEqual(['You can only upload up to 12 images.']);
  });
});
