import { type DayRange, periodQuery } from '../period';

/** The dashboard's first reads, named once for the app and for the route's boot script (decision 061). */
export const statsPath = (range: DayRange) => `/api/establishments/stats?${periodQuery(range)}`;
export const queueStatsPath = (range: DayRange) => `/api/establishments/stats/filas?${periodQuery(range)}`;
export const hourlyPath = (establishmentId: number, range: DayRange) =>
  `/api/establishments/${establishmentId}/atendimentos-por-hora?${periodQuery(range)}`;
