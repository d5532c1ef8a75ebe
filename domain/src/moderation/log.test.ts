import { describe, expect, it } from 'vitest';
import { LOG_LABEL_MAX, logLabel } from './log';

describe('logLabel', () => {
  it('keeps short texts on one line', () => {
    expect(logLabel('  two\n lines ')).toBe('two lines');
  });

  it('cuts long texts to the maximum with an ellipsis', () => {
    const label = logLabel('x'.repeat(1000));
    expect(label).toHaveLength(LOG_LABEL_MAX);
    expect(label.endsWith('…')).toBe(true);
  });
});
