import { describe, expect, it } from 'vitest';
import { applyPendingPackage } from '../subscriptions/subscription-lifecycle.ts';
import { daysInclusive, isUpgrade, proratedCharge } from './proration.ts';

const charge = (periodStart: string, periodEnd: string, today: string, seats = 3) =>
  proratedCharge({ fromPriceMinor: 500, toPriceMinor: 900, seats, periodStart, periodEnd, today });

describe('proration to the day', () => {
  it('counts both ends of a period, in months of 28, 30 and 31 days', () => {
    expect(daysInclusive('2026-02-01', '2026-02-28')).toBe(28);
    expect(daysInclusive('2026-04-01', '2026-04-30')).toBe(30);
    expect(daysInclusive('2026-01-15', '2026-02-14')).toBe(31);
    expect(daysInclusive('2026-03-10', '2026-03-09')).toBe(0);
  });

  it('charges the price difference × seats × remaining days / period days, today included', () => {
    // 400 × 3 × 14 / 28 = 600 exactly.
    expect(charge('2026-02-01', '2026-02-28', '2026-02-15')).toEqual({
      amountMinor: 600,
      remainingDays: 14,
      periodDays: 28,
    });
    // 400 × 3 × 10 / 30 = 400.
    expect(charge('2026-04-01', '2026-04-30', '2026-04-21').amountMinor).toBe(400);
    // 400 × 3 × 31 / 31 on the first day: the whole difference.
    expect(charge('2026-01-01', '2026-01-31', '2026-01-01').amountMinor).toBe(1200);
    // 400 × 3 × 1 / 31 on the last day = 38.709… → 39.
    expect(charge('2026-01-01', '2026-01-31', '2026-01-31').amountMinor).toBe(39);
  });

  it('rounds half up to the minor unit, and never down a cent on huge amounts', () => {
    // 1 × 1 × 15 / 30 = 0.5 → 1; 1 × 1 × 14 / 28 = 0.5 → 1; 1 × 1 × 1 / 28 = 0.04 → 0.
    const cent = (periodStart: string, periodEnd: string, today: string) =>
      proratedCharge({ fromPriceMinor: 100, toPriceMinor: 101, seats: 1, periodStart, periodEnd, today }).amountMinor;
    expect(cent('2026-04-01', '2026-04-30', '2026-04-16')).toBe(1);
    expect(cent('2026-02-01', '2026-02-28', '2026-02-15')).toBe(1);
    expect(cent('2026-02-01', '2026-02-28', '2026-02-28')).toBe(0);
    // 99,999,999 × 100,000 seats × 30 / 31: beyond 2^53 in the product, exact by integer arithmetic.
    const huge = proratedCharge({
      fromPriceMinor: 1,
      toPriceMinor: 100_000_000,
      seats: 100_000,
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      today: '2026-01-02',
    });
    expect(huge.amountMinor).toBe(Number((99_999_999n * 100_000n * 30n * 2n + 31n) / 62n));
  });

  it('charges nothing for a cheaper package or after the period ended', () => {
    expect(
      proratedCharge({
        fromPriceMinor: 900,
        toPriceMinor: 500,
        seats: 3,
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        today: '2026-01-10',
      }).amountMinor,
    ).toBe(0);
    expect(charge('2026-01-01', '2026-01-31', '2026-02-02').amountMinor).toBe(0);
  });
});

describe('what counts as an upgrade', () => {
  it('is a dearer package for the seats in use; the same or a lower price waits for the next period', () => {
    expect(isUpgrade({ fromPriceMinor: 500, toPriceMinor: 900, seats: 3 })).toBe(true);
    expect(isUpgrade({ fromPriceMinor: 500, toPriceMinor: 500, seats: 3 })).toBe(false);
    expect(isUpgrade({ fromPriceMinor: 900, toPriceMinor: 500, seats: 3 })).toBe(false);
    expect(isUpgrade({ fromPriceMinor: 0, toPriceMinor: 1, seats: 0 })).toBe(true);
  });

  it('hands the next period the package waiting for it, else the same one', () => {
    expect(applyPendingPackage({ packageId: 'a', pendingPackageId: 'b' })).toEqual({
      packageId: 'b',
      pendingPackageId: null,
    });
    expect(applyPendingPackage({ packageId: 'a', pendingPackageId: null })).toEqual({
      packageId: 'a',
      pendingPackageId: null,
    });
  });
});
