import { advancePriceCents, maxAdvanceFor } from '@vez/domain';

/** Between 1 and min(max_avancos or 8, position − 1), shown as at least 1. */
export function advanceLimit(position: number, maxAdvances: number): number {
  return Math.max(1, maxAdvanceFor(position, maxAdvances || 8));
}

export function advanceSummary(position: number, positions: number, basePriceCents: number) {
  return {
    from: position,
    to: Math.max(1, position - positions),
    priceCents: advancePriceCents(positions, basePriceCents),
  };
}
