import { Component, type ReactNode } from 'react';
import styles from './Dashboard.module.css';

export const PLOT_UNAVAILABLE = 'Não foi possível carregar o gráfico. Os números estão na tabela.';

/**
 * A plot's code loads when its card scrolls into view, long after the page: if that download fails (a
 * network blip, a newer build), the card says so and keeps its table, instead of the page going blank.
 */
export class PlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p className={styles.emptyChart}>{PLOT_UNAVAILABLE}</p> : this.props.children;
  }
}
