import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetPeriod } from '@vez/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, reportAll } from '../../../test/fake-intersection-observer';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import {
  advancedOf,
  hourlyOf,
  paidAdvancesOf,
  queueStatsOf,
  statsOf,
  stubResizeObserver,
} from '../test-data';
import { DashboardPage } from './DashboardPage';

/** 12:00 in Brasília on Tuesday 10 March 2026. */
const NOW = Date.parse('2026-03-10T15:00:00.000Z');
const PROFISSIONAL_MESSAGE = /Recurso do plano Profissional/;

type Answer = Response | ((url: string, init: RequestInit) => Response);

interface Server {
  stats?: Answer;
  queues?: Answer;
  hourly?: Answer;
  advanced?: Answer;
  advances?: Answer;
  other?: (url: string, init: RequestInit) => Response | Promise<Response> | null;
}

function serve(server: Server = {}) {
  const answer = (value: Answer | undefined, fallback: () => Response, url: string, init: RequestInit) =>
    typeof value === 'function' ? value(url, init) : (value ?? fallback());
  return mockFetch((url, init) => {
    const other = server.other?.(url, init);
    if (other) return other;
    // No live stream in jsdom: the page falls back to polling, which these tests do not wait for.
    if (url.includes('/events')) return jsonResponse(404, { success: false, message: 'Fila não encontrada' });
    const ok = (data: unknown) => () => jsonResponse(200, { success: true, data });
    if (url.startsWith('/api/establishments/stats/filas?'))
      return answer(server.queues, ok([queueStatsOf()]), url, init);
    if (url.startsWith('/api/establishments/stats/avancado?'))
      return answer(server.advanced, ok(advancedOf()), url, init);
    if (url.startsWith('/api/establishments/stats/avancos?'))
      return answer(server.advances, ok(paidAdvancesOf()), url, init);
    if (url.startsWith('/api/establishments/stats?')) return answer(server.stats, ok(statsOf()), url, init);
    if (url.startsWith('/api/establishments/7/atendimentos-por-hora?'))
      return answer(server.hourly, ok(hourlyOf({ 9: 4, 10: 6 })), url, init);
    return jsonResponse(500, { success: false, message: `inesperado: ${url}` });
  });
}

function renderDashboard(route = '/estabelecimento/dashboard') {
  storeSession({ userType: 'estabelecimento', id: 7, name: 'Barbearia' });
  renderPage(<DashboardPage />, { route, path: '/estabelecimento/dashboard' });
}

/** Records whether `text` was ever on the page, however briefly, from now on. */
function textShown(text: string) {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

const statCard = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;
const requested = (fetch: ReturnType<typeof serve>, prefix: string) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));

describe('DashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubResizeObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's figures, formatted, in the four cards", async () => {
    serve();
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Dashboard de Gerenciamento', level: 1 }),
    ).toBeVisible();
    await screen.findByText('Pessoas aguardando');
    expect(within(statCard('Pessoas aguardando')).getByText('3')).toBeInTheDocument();
    expect(
      within(statCard('Pessoas aguardando')).getByText('Agora, em 2 filas abertas (1 pausada)'),
    ).toBeInTheDocument();
    expect(within(statCard('Tempo médio de espera')).getByText('12,5 min')).toBeInTheDocument();
    expect(within(statCard('Tempo médio de espera')).getByText('Estimado: 10 min')).toBeInTheDocument();
    expect(within(statCard('Atendimentos concluídos')).getByText('42')).toBeInTheDocument();
    expect(within(statCard('Receita')).getByText('R$ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('Período: 10/03/2026 (horário de Brasília)')).toBeInTheDocument();
  });

  it("says 'Sem dados' when nothing was measured, and counts no-shows apart", async () => {
    serve({
      stats: jsonResponse(200, {
        success: true,
        data: statsOf({ tempoMedioReal: null, tempoMedioEstimado: null, totalNaoCompareceu: 2 }),
      }),
      queues: jsonResponse(200, { success: true, data: [queueStatsOf({ tempoMedioReal: null })] }),
    });
    renderDashboard();
    await screen.findByText('Pessoas aguardando');
    expect(within(statCard('Tempo médio de espera')).getByText('Sem dados')).toBeInTheDocument();
    expect(screen.getByText('Estimado: sem filas abertas')).toBeInTheDocument();
    expect(screen.getByText('2 clientes não compareceram')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Corte de cabelo' });
    expect(within(card).getByText('Sem dados')).toBeInTheDocument();
  });

  it('asks for the chosen period and keeps it in the address', async () => {
    const fetch = serve();
    renderDashboard();
    await screen.findByText('Pessoas aguardando');
    const today = presetPeriod('hoje', NOW);
    expect(requested(fetch, '/api/establishments/stats?')).toEqual([
      `/api/establishments/stats?de=${today.de}&ate=${today.ate}`,
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Últimos 7 dias' }));
    const week = presetPeriod('7dias', NOW);
    expect(week).toMatchObject({ de: '2026-03-04', ate: '2026-03-10' });
    await waitFor(() =>
      expect(requested(fetch, '/api/establishments/stats?')).toContain(
        `/api/establishments/stats?de=${week.de}&ate=${week.ate}`,
      ),
    );
    expect(requested(fetch, '/api/establishments/stats/filas?')).toContain(
      `/api/establishments/stats/filas?de=${week.de}&ate=${week.ate}`,
    );
    expect(requested(fetch, '/api/establishments/7/atendimentos-por-hora?')).toContain(
      `/api/establishments/7/atendimentos-por-hora?de=${week.de}&ate=${week.ate}`,
    );
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?periodo=7dias');
    expect(
      await screen.findByText('Período: 04/03/2026 a 10/03/2026 (horário de Brasília)'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Personalizado' }));
    await userEvent.type(screen.getByLabelText('De'), '2026-03-05');
    await userEvent.type(screen.getByLabelText('Até'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Até'));
    await userEvent.type(screen.getByLabelText('Até'), '2026-03-08');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(requested(fetch, '/api/establishments/stats?')).toContain(
        '/api/establishments/stats?de=2026-03-05&ate=2026-03-08',
      ),
    );
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '?de=2026-03-05&ate=2026-03-08');
  });

  it('reads the period from the address, and refuses an invalid one without asking the server', async () => {
    const fetch = serve();
    renderDashboard('/estabelecimento/dashboard?periodo=ontem');
    await screen.findByText('Pessoas aguardando');
    expect(screen.getByRole('radio', { name: 'Ontem' })).toBeChecked();
    expect(requested(fetch, '/api/establishments/stats?')).toEqual([
      '/api/establishments/stats?de=2026-03-09&ate=2026-03-09',
    ]);
  });

  it('shows the schema message for a custom period in the address that is not valid', async () => {
    const fetch = serve();
    renderDashboard('/estabelecimento/dashboard?de=2026-02-30&ate=2026-03-01');
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(screen.getByText('Escolha um período válido para ver os números.')).toBeInTheDocument();
    expect(requested(fetch, '/api/establishments/')).toEqual([]);
  });

  it('offers Chamar Próximo only with someone waiting in an active queue, and links to the details', async () => {
    serve({
      queues: jsonResponse(200, {
        success: true,
        data: [
          queueStatsOf({ queueId: 1, nome: 'Corte de cabelo', pessoasAguardando: 0 }),
          queueStatsOf({ queueId: 2, nome: 'Barba', status: 'pausada', pessoasAguardando: 4 }),
          queueStatsOf({ queueId: 3, nome: 'Sábado', status: 'agendada', pessoasAguardando: 0 }),
          queueStatsOf({ queueId: 4, nome: 'Antiga', status: 'encerrada', pessoasAguardando: 0 }),
        ],
      }),
    });
    renderDashboard();
    const empty = within(await screen.findByRole('article', { name: 'Corte de cabelo' }));
    expect(empty.getByText('Ativa')).toBeInTheDocument();
    expect(empty.getByText('0 pessoas na fila')).toBeInTheDocument();
    expect(empty.getByText('14 min em média no período')).toBeInTheDocument();
    expect(empty.getByRole('button', { name: 'Chamar Próximo' })).toBeDisabled();
    expect(empty.getByRole('link', { name: 'Ver Detalhes' })).toHaveAttribute(
      'href',
      '/estabelecimento/gerenciar-filas/1',
    );
    const paused = within(screen.getByRole('article', { name: 'Barba' }));
    expect(paused.getByText('Pausada')).toBeInTheDocument();
    expect(paused.getByRole('button', { name: 'Chamar Próximo' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Sábado' })).getByText('Programada'),
    ).toBeInTheDocument();
    // A closed queue is in the wait chart's numbers, not among the actions.
    expect(screen.queryByRole('article', { name: 'Antiga' })).not.toBeInTheDocument();
  });

  it('calls the next client and reads the figures again about a second later', async () => {
    let served = 42;
    const fetch = serve({
      stats: () => jsonResponse(200, { success: true, data: statsOf({ totalClientesAtendidos: served }) }),
      other: (url, init) => {
        if (url === '/api/queues/1/chamar-proximo' && init.method === 'POST') {
          served = 43;
          return jsonResponse(200, {
            success: true,
            message: 'Cliente Bruno foi chamado!',
            data: { nome: 'Bruno' },
          });
        }
        return null;
      },
    });
    renderDashboard();
    const card = within(await screen.findByRole('article', { name: 'Corte de cabelo' }));
    // 'Atualizando...' shows for about a second, which a busy test run can spend elsewhere: whether it
    // was shown is recorded as the page changes.
    const updating = textShown('Atualizando...');
    await userEvent.click(card.getByRole('button', { name: 'Chamar Próximo' }));
    expect(await screen.findByText('Cliente Bruno foi chamado!')).toBeInTheDocument();
    await waitFor(() => expect(updating.seen()).toBe(true));
    updating.stop();
    await waitFor(
      () => expect(within(statCard('Atendimentos concluídos')).getByText('43')).toBeInTheDocument(),
      {
        timeout: 3_000,
      },
    );
    await waitFor(() => expect(screen.queryByText('Atualizando...')).not.toBeInTheDocument());
    expect(requested(fetch, '/api/establishments/stats?')).toHaveLength(2);
  });

  it('shows the empty message in every chart when the period has no data', async () => {
    serve({
      stats: jsonResponse(200, {
        success: true,
        data: statsOf({
          pessoasAguardando: 0,
          totalClientesAtendidos: 0,
          tempoMedioReal: null,
          distribuicao: { atendidos: 0, emEspera: 0, abandonos: 0, avancos: 0 },
        }),
      }),
      queues: jsonResponse(200, { success: true, data: [] }),
      hourly: jsonResponse(200, { success: true, data: hourlyOf() }),
    });
    renderDashboard();
    await screen.findByText('Pessoas aguardando');
    // The charts come a task after the figures (decision 035).
    expect(await screen.findAllByText('Nenhum dado de atendimento disponível')).toHaveLength(3);
    expect(screen.getByText('Sem Dados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver dados em tabela' })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhuma fila aberta no momento.')).toBeInTheDocument();
  });

  it('shows each chart as a table on request', async () => {
    serve();
    renderDashboard();
    const hourly = within(await screen.findByRole('region', { name: 'Atendimentos por Hora' }));
    const toggle = hourly.getByRole('button', { name: 'Ver dados em tabela' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(hourly.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(hourly.getByRole('table', { name: 'Atendimentos por hora' }));
    expect(table.getByRole('row', { name: '09:00 4' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: '10:00 6' })).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(25);

    const wait = within(screen.getByRole('region', { name: 'Tempo Médio de Espera' }));
    await userEvent.click(wait.getByRole('button', { name: 'Ver dados em tabela' }));
    expect(wait.getByRole('row', { name: 'Corte de cabelo 14 min 30' })).toBeInTheDocument();

    const donut = within(screen.getByRole('region', { name: 'Distribuição de Atendimentos' }));
    await userEvent.click(donut.getByRole('button', { name: 'Ver dados em tabela' }));
    for (const name of ['Atendidos 42', 'Em Espera 3', 'Abandonos 6', 'Avanços 9']) {
      expect(donut.getByRole('row', { name })).toBeInTheDocument();
    }
  });

  it('shows the error with Tentar Novamente, and the figures after a successful retry', async () => {
    let fail = true;
    serve({
      stats: () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { success: true, data: statsOf() })),
    });
    renderDashboard();
    expect(await screen.findByText('Erro ao carregar dados do dashboard')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('R$ 1.234,50')).toBeInTheDocument();
  });

  it('shows an establishment without Profissional what it offers and the way to Planos', async () => {
    const fetch = serve();
    renderDashboard();
    await screen.findByText('Pessoas aguardando');
    const advanced = within(await screen.findByRole('region', { name: 'Estatísticas avançadas' }));
    expect(advanced.getByText(PROFISSIONAL_MESSAGE)).toBeInTheDocument();
    expect(advanced.getByRole('link', { name: 'Conheça o plano Profissional' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
    // Exportar says what it is and leads to the plan too, instead of a dead button.
    expect(screen.getAllByRole('link', { name: 'Conheça o plano Profissional' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Exportar PDF' })).not.toBeInTheDocument();
    expect(requested(fetch, '/api/establishments/stats/avan')).toEqual([]);
  });

  it('shows the Profissional statistics: abandonment, accuracy, arrivals and paid advances', async () => {
    serve({ stats: jsonResponse(200, { success: true, data: statsOf({ profissional: true }) }) });
    renderDashboard();
    const advanced = within(await screen.findByRole('region', { name: 'Estatísticas avançadas' }));
    expect(await advanced.findByText('12,5%')).toBeInTheDocument();
    expect(advanced.getByText('Erro mediano: 3,5 min')).toBeInTheDocument();
    expect(advanced.getByText('Dentro de ±5 min: 80%')).toBeInTheDocument();
    expect(advanced.getByText('Baseado em 10 atendimentos')).toBeInTheDocument();
    expect(advanced.queryByText(PROFISSIONAL_MESSAGE)).not.toBeInTheDocument();

    const daily = within(advanced.getByRole('region', { name: 'Clientes por dia' }));
    await userEvent.click(daily.getByRole('button', { name: 'Ver dados em tabela' }));
    expect(daily.getByRole('row', { name: '10/03/2026 48' })).toBeInTheDocument();

    const heatmap = within(
      advanced.getByRole('region', { name: 'Mapa de chegadas por dia da semana e hora' }),
    );
    const tuesday = within(heatmap.getByRole('row', { name: /^terça/ }));
    expect(tuesday.getByTitle('terça, 10h: 28 chegadas')).toHaveTextContent('28');
    expect(tuesday.getByTitle('terça, 8h: 0 chegadas')).toBeInTheDocument();
    expect(heatmap.getAllByRole('row')).toHaveLength(8);
    expect(heatmap.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Dia',
      ...Array.from({ length: 18 }, (_, i) => `${i + 6}h`),
      'Total',
    ]);

    const advances = within(advanced.getByRole('region', { name: 'Lista de avanços pagos' }));
    expect(
      advances.getByRole('row', { name: /10\/03\/2026 09:30 Corte de cabelo 2 R\$ 21,50 Aprovado/ }),
    ).toBeInTheDocument();
    expect(
      advances.getByRole('row', { name: /10\/03\/2026 08:05 Barba 1 R\$ 10,00 .*Estornado/ }),
    ).toBeInTheDocument();
    const totals = within(advanced.getByRole('region', { name: 'Avanços pagos e ganhos' }));
    expect(totals.getByText('R$ 31,50')).toBeInTheDocument();
    expect(totals.getByText('R$ 21,50', { selector: 'dd' })).toBeInTheDocument();
  });

  it('reads and draws the Profissional statistics only as their section nears the screen', async () => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const fetch = serve({
      stats: jsonResponse(200, { success: true, data: statsOf({ profissional: true }) }),
    });
    renderDashboard();
    const advanced = within(await screen.findByRole('region', { name: 'Estatísticas avançadas' }));
    expect(screen.getByText('Dashboard de Gerenciamento')).toBeInTheDocument();
    expect(advanced.queryByText('Taxa de abandono')).not.toBeInTheDocument();
    expect(advanced.queryByRole('status')).not.toBeInTheDocument();
    expect(requested(fetch, '/api/establishments/stats/avan')).toEqual([]);

    // The section starts watching once drawn (an effect).
    const section = screen.getByRole('region', { name: 'Estatísticas avançadas' });
    await vi.waitFor(() =>
      expect(
        FakeIntersectionObserver.instances.some((o) => [...o.targets].some((t) => section.contains(t))),
      ).toBe(true),
    );
    reportAll(true);
    expect(await advanced.findByText('12,5%')).toBeInTheDocument();
    expect(requested(fetch, '/api/establishments/stats/avan')).toHaveLength(2);
  });

  it("says 'Sem dados' for the estimate accuracy without samples", async () => {
    serve({
      stats: jsonResponse(200, { success: true, data: statsOf({ profissional: true }) }),
      advanced: jsonResponse(200, {
        success: true,
        data: advancedOf({
          taxaAbandono: null,
          mapaChegadas: [],
          volumePorDia: [{ dia: '2026-03-10', clientes: 0 }],
          precisaoEstimativa: { amostras: 0, erroMedianoMin: null, dentroDaMargemPct: null },
        }),
      }),
      advances: jsonResponse(200, {
        success: true,
        data: paidAdvancesOf({
          itens: [],
          totais: { quantidade: 0, valorCentavos: 0, estornoCentavos: 0, receitaCentavos: 0 },
        }),
      }),
    });
    renderDashboard();
    const advanced = within(await screen.findByRole('region', { name: 'Estatísticas avançadas' }));
    expect(await advanced.findByText('Baseado em 0 atendimentos')).toBeInTheDocument();
    expect(advanced.getAllByText('Sem dados')).toHaveLength(2);
    expect(advanced.getByText('Nenhuma chegada no período.')).toBeInTheDocument();
    expect(advanced.getByText('Nenhum avanço pago no período.')).toBeInTheDocument();
  });

  it("downloads the period's report with the establishment's token", async () => {
    const createObjectURL = vi.fn(() => 'blob:relatorio');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const pdf = new Promise<Response>((resolve) => {
      release = () =>
        resolve(
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="vez-relatorio-2026-03-10.pdf"' },
          }),
        );
    });
    const fetch = serve({
      stats: jsonResponse(200, { success: true, data: statsOf({ profissional: true }) }),
      other: (url) => {
        if (url.startsWith('/api/establishments/relatorio.pdf')) return pdf;
        if (url.startsWith('/api/establishments/relatorio.xlsx')) {
          return jsonResponse(500, { success: false, message: 'Erro ao gerar o relatório' });
        }
        return null;
      },
    });
    renderDashboard('/estabelecimento/dashboard?periodo=7dias');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar PDF' }));
    expect(await screen.findByText('Gerando relatório...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requested(fetch, '/api/establishments/relatorio')).toEqual([
      '/api/establishments/relatorio.pdf?de=2026-03-04&ate=2026-03-10',
    ]);
    const pdfCall = fetch.mock.calls.find(([url]) => String(url).includes('relatorio.pdf'));
    expect(new Headers(pdfCall?.[1]?.headers).get('Authorization')).toBe('Bearer aaa.bbb.ccc');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('vez-relatorio-2026-03-10.pdf');
    expect(link.href).toBe('blob:relatorio');
    await waitFor(() => expect(screen.queryByText('Gerando relatório...')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Exportar Planilha XLSX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao gerar o relatório');
  });
});
