import { render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, reportAll } from '../../../test/fake-intersection-observer';
import { hourlyOf, stubResizeObserver } from '../test-data';
import { ChartCard } from './ChartCard';
import { HourlyChart } from './HourlyChart';
import { PLOT_UNAVAILABLE } from './PlotBoundary';

function renderCard() {
  render(
    <ChartCard
      title="Atendimentos por Hora"
      subtitle="Clientes atendidos em cada hora"
      summary="Gráfico de linha: 10 atendimentos no período."
      empty={false}
      chart={<p>o gráfico</p>}
      legend={<p>a legenda</p>}
      table={<p>a tabela</p>}
    />,
  );
  return within(screen.getByRole('region', { name: 'Atendimentos por Hora' }));
}

describe('ChartCard', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    stubResizeObserver();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows everything but the plot until the card nears the viewport, then the plot for good', () => {
    const card = renderCard();
    expect(card.getByText('Clientes atendidos em cada hora')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Ver dados em tabela' })).toBeInTheDocument();
    expect(card.getByText('a legenda')).toBeInTheDocument();
    const picture = card.getByRole('img', { name: 'Gráfico de linha: 10 atendimentos no período.' });
    expect(picture).toBeEmptyDOMElement();
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    const [observer] = FakeIntersectionObserver.instances as [FakeIntersectionObserver];
    expect(observer.options.rootMargin).toBe('300px');
    expect(observer.targets).toEqual(new Set([picture]));

    reportAll(false);
    expect(picture).toBeEmptyDOMElement();

    reportAll(true);
    expect(within(picture).getByText('o gráfico')).toBeInTheDocument();
    // Once shown it stays: the observer is done with it.
    expect(observer.targets.size).toBe(0);
    reportAll(false);
    expect(within(picture).getByText('o gráfico')).toBeInTheDocument();
  });

  it("says the plot could not load, and keeps its table, when the plot's code fails to download", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <ChartCard
        title="Por fila"
        summary="Barras"
        empty={false}
        chart={<Failing />}
        table={<p>a tabela</p>}
      />,
    );
    expect(await screen.findByText(PLOT_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver dados em tabela' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por fila' })).toBeInTheDocument();
  });

  it('draws the plot at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const card = renderCard();
    expect(within(card.getByRole('img')).getByText('o gráfico')).toBeInTheDocument();
  });

  it('loads a real plot (Recharts, lazily) only once its card nears the viewport', async () => {
    const { container } = render(<HourlyChart rows={hourlyOf({ 9: 4, 10: 6 })} />);
    const card = within(screen.getByRole('region', { name: 'Atendimentos por Hora' }));
    const picture = card.getByRole('img', {
      name: 'Gráfico de linha: 10 atendimentos no período, mais às 10:00 (6).',
    });
    expect(card.getByRole('button', { name: 'Ver dados em tabela' })).toBeInTheDocument();
    expect(picture).toBeEmptyDOMElement();

    reportAll(true);
    await vi.waitFor(() => expect(picture.querySelector('svg.recharts-surface')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(1);
  });
});
