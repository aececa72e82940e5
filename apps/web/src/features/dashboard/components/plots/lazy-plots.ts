import { lazy } from 'react';

/**
 * The dashboard's plots, each loaded on first render: Recharts (the app's largest library) lives in
 * their chunks, never in the dashboard page's. ChartCard draws them in a Suspense boundary once the
 * card nears the viewport; the cards' titles, tables and descriptions do not wait for them.
 * Import only types from the plot modules elsewhere, or Recharts comes back into the page's chunk.
 */
export const HourlyPlot = lazy(() => import('./HourlyPlot').then((m) => ({ default: m.HourlyPlot })));
export const DailyVolumePlot = lazy(() =>
  import('./DailyVolumePlot').then((m) => ({ default: m.DailyVolumePlot })),
);
export const WaitByQueuePlot = lazy(() =>
  import('./WaitByQueuePlot').then((m) => ({ default: m.WaitByQueuePlot })),
);
export const DistributionPlot = lazy(() =>
  import('./DistributionPlot').then((m) => ({ default: m.DistributionPlot })),
);
