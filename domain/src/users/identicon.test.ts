import { describe, expect, it } from 'vitest';
import { identiconSvg } from './identicon';

describe('identiconSvg', () => {
  it('is deterministic and differs by seed', () => {
    const a = identiconSvg('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(identiconSvg('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBe(a);
    expect(identiconSvg('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).not.toBe(a);
    expect(a.startsWith('<svg')).toBe(true);
  });
});
