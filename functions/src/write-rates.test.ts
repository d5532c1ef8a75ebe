// Under a burst of reactions to one product, no document the burst shares takes more than one
// write a second, and a member's own documents move at that member's pace whatever the burst.
import { describe, expect, it } from 'vitest';
import { burstWriteRates, rollUpQueueCallsPerSecond } from './write-rates';

describe('writes per document under a burst of reactions to one product', () => {
  it.each([500, 2_000, 10_000])('at %i reactions a second', (rate) => {
    const rows = burstWriteRates(rate);
    for (const row of rows.filter((r) => r.writers === 'the burst')) {
      expect(row.perSecond, row.document).toBeLessThanOrEqual(1);
    }
    const calm = burstWriteRates(1);
    for (const row of rows.filter((r) => r.writers === 'one member')) {
      expect(row.perSecond, row.document).toBe(
        calm.find((c) => c.document === row.document)?.perSecond,
      );
      expect(row.perSecond, row.document).toBeLessThanOrEqual(2);
    }
    expect(rows.find((r) => r.document === 'products/{id}')?.perSecond).toBe(0.5);
  });

  it('asks the queue a few times a second per product, whatever the burst', () => {
    expect(rollUpQueueCallsPerSecond(500)).toBe(2.5);
    expect(rollUpQueueCallsPerSecond(10_000)).toBe(rollUpQueueCallsPerSecond(500));
  });
});
