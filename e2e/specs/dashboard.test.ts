import { readFileSync } from 'node:fs';
import { PROFISSIONAL_ONLY_MESSAGE, presetPeriod, reportFileName } from '@vez/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { DESKTOP, pathOf, shortTag, useBrowser } from '../support/browser';
import {
  type Account,
  joinQueue,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

const DASHBOARD = '/estabelecimento/dashboard';
/** The narrowest phone the layout is made for. */
const SMALL_PHONE = { width: 360, height: 780 };

/** The demo seed's Profissional establishment, with months of history. */
const DEMO_OWNER = {
  email: 'estabelecimento@vez.demo',
  password: 'Demo1234',
} as Account;

/** The figure of one of the four cards ("Atendimentos concluídos" -> "1"). */
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();
const queueCard = (page: Page, name: string) => page.getByRole('article', { name });
const advancedSection = (page: Page) => page.getByRole('region', { name: 'Estatísticas avançadas' });

async function openDashboard(page: Page) {
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { name: 'Dashboard de Gerenciamento', level: 1 }).waitFor();
  await stat(page, 'Pessoas aguardando').waitFor();
}

describe('dashboard', () => {
  const browser = useBrowser(DESKTOP);

  it('estabelecimento chama um cliente e vê o dashboard mudar', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Painel ${shortTag()}`);
    const queueName = `Corte ${shortTag()}`;
    const queueId = await newQueue(owner, { nome: queueName });
    await joinQueue(await newClient('Bruno Carvalho'), queueId);
    await joinQueue(await newClient('Camila Rocha'), queueId);

    await logInAsEstablishment(page, owner);
    await openDashboard(page);
    expect(await stat(page, 'Atendimentos concluídos').textContent()).toBe('0');
    expect(await stat(page, 'Pessoas aguardando').textContent()).toBe('2');
    expect(await stat(page, 'Tempo médio de espera').textContent()).toBe('Sem dados');
    expect(await stat(page, 'Receita').textContent()).toBe('R$ 0,00');
    const card = queueCard(page, queueName);
    await card.getByText('2 pessoas na fila').waitFor();
    await page.getByText('Nenhum dado de atendimento disponível').first().waitFor();

    // Nothing reloads the page: a marker left on it survives the whole story.
    await page.evaluate(() => Object.assign(window, { semRecarregar: true }));
    await card.getByRole('button', { name: 'Chamar Próximo' }).click();
    await page
      .getByRole('region', { name: 'Notificações' })
      .getByText(/Bruno Carvalho/)
      .waitFor();
    await expect.poll(() => stat(page, 'Atendimentos concluídos').textContent()).toBe('1');
    await expect.poll(() => stat(page, 'Pessoas aguardando').textContent()).toBe('1');
    await card.getByText('1 pessoa na fila').waitFor();
    const hourly = page.getByRole('region', { name: 'Atendimentos por Hora' });
    await hourly.getByRole('button', { name: 'Ver dados em tabela' }).click();
    await hourly.getByRole('table').waitFor();
    expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(
      true,
    );

    // A client joining elsewhere shows up live as well.
    await joinQueue(await newClient('Diego Lima'), queueId);
    await expect.poll(() => stat(page, 'Pessoas aguardando').textContent(), { timeout: 10_000 }).toBe('2');
  });

  it("estabelecimento marca 'Não compareceu' e o atendimento deixa de contar", async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Falta ${shortTag()}`);
    const queueName = `Consulta ${shortTag()}`;
    const queueId = await newQueue(owner, { nome: queueName });
    await joinQueue(await newClient('Elisa Souza'), queueId);

    await logInAsEstablishment(page, owner);
    await openDashboard(page);
    await queueCard(page, queueName).getByRole('button', { name: 'Chamar Próximo' }).click();
    await expect.poll(() => stat(page, 'Atendimentos concluídos').textContent()).toBe('1');

    await queueCard(page, queueName).getByRole('link', { name: 'Ver Detalhes' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(`/estabelecimento/gerenciar-filas/${queueId}`);
    const recent = page.getByRole('region', { name: 'Chamados recentes' });
    const elisa = recent.getByRole('listitem').filter({ hasText: 'Elisa Souza' });
    await elisa.getByRole('button', { name: 'Não compareceu' }).click();
    await page
      .getByRole('region', { name: 'Notificações' })
      .getByText('Marcado como não compareceu')
      .waitFor();
    await elisa.getByText('Não compareceu', { exact: true }).waitFor();
    await expect.poll(() => elisa.getByRole('button').count()).toBe(0);

    await openDashboard(page);
    await expect.poll(() => stat(page, 'Atendimentos concluídos').textContent()).toBe('0');
    await page.getByText('1 cliente não compareceu').waitFor();
  });

  it('o estabelecimento Profissional vê as estatísticas avançadas e baixa o relatório em PDF', async () => {
    const { page } = browser;
    await logInAsEstablishment(page, DEMO_OWNER);
    await openDashboard(page);
    await page.getByRole('radio', { name: 'Últimos 30 dias' }).check();
    await expect.poll(() => new URL(page.url()).search).toBe('?periodo=30dias');

    const advanced = advancedSection(page);
    // Its figures are drawn as the section nears the screen, as the owner scrolls down to it.
    await advanced.scrollIntoViewIfNeeded();
    await advanced.getByText('Taxa de abandono').waitFor();
    await advanced.getByText(/^Baseado em \d+ atendimentos?$/).waitFor();
    await advanced.getByRole('region', { name: 'Mapa de chegadas por dia da semana e hora' }).waitFor();
    await advanced.getByRole('region', { name: 'Avanços pagos e ganhos' }).waitFor();
    expect(await advanced.getByText(PROFISSIONAL_ONLY_MESSAGE).count()).toBe(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const download = await downloading;
    // The file names its period: the last 30 days, 'vez-relatorio-AAAA-MM-DD-a-AAAA-MM-DD.pdf'.
    expect(download.suggestedFilename()).toBe(reportFileName(presetPeriod('30dias', Date.now()), 'pdf'));
    expect(download.suggestedFilename()).toMatch(
      /^vez-relatorio-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect.poll(() => page.getByText('Gerando relatório...').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('um estabelecimento sem plano vê o que o Profissional oferece e o caminho para Planos', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Academia Sem Plano ${shortTag()}`);
    await logInAsEstablishment(page, owner);
    await openDashboard(page);

    const advanced = advancedSection(page);
    await advanced.getByText(PROFISSIONAL_ONLY_MESSAGE).waitFor();
    expect(await page.getByRole('button', { name: 'Exportar PDF' }).count()).toBe(0);
    await page.getByText('Relatórios do período em PDF e planilha são do plano Profissional.').waitFor();
    await advanced.getByRole('link', { name: 'Conheça o plano Profissional' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/estabelecimento/planos');
    await page.getByRole('heading', { name: 'Planos', level: 1 }).waitFor();
  });
});

/** The dashboard of the demo's Profissional establishment, every chart's table open. */
async function dashboardProblems(page: Page, width: number) {
  await logInAsEstablishment(page, DEMO_OWNER);
  await page.goto(`${DASHBOARD}?periodo=30dias`);
  await advancedSection(page).scrollIntoViewIfNeeded();
  await advancedSection(page).getByText('Taxa de abandono').waitFor();
  // The queues' streams stay open, so the network never goes idle: wait for the last section instead.
  await advancedSection(page).getByRole('region', { name: 'Avanços pagos e ganhos' }).waitFor();
  for (const toggle of await page.getByRole('button', { name: 'Ver dados em tabela' }).all()) {
    await toggle.click();
  }
  const problems = (await accessibilityViolations(page)).map((v) => `dashboard: ${v}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) problems.push(`dashboard: a página rola na horizontal (${scrollWidth} px)`);
  if (!(await busiestHourInView(page)))
    problems.push('mapa de chegadas: a hora mais movimentada fora da vista');

  await page.getByRole('radio', { name: 'Personalizado' }).check();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await page.getByText('Informe as duas datas do período').waitFor();
  for (const v of await accessibilityViolations(page)) problems.push(`período com erro: ${v}`);
  return problems;
}

for (const [device, viewport] of [
  ['computador', DESKTOP],
  ['celular', SMALL_PHONE],
] as const) {
  describe(`acessibilidade do dashboard (${device})`, () => {
    const browser = useBrowser(viewport);

    for (const theme of ['light', 'dark'] as const) {
      it(`o dashboard não tem violações no tema ${theme === 'light' ? 'claro' : 'escuro'}`, async () => {
        const { page } = browser;
        await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
        expect(await dashboardProblems(page, viewport.width)).toEqual([]);
      });
    }
  });
}

/** Whether the heatmap shows its busiest hour without scrolling (on a phone it opens centred on it). */
function busiestHourInView(page: Page): Promise<boolean> {
  return page
    .getByRole('region', { name: 'Mapa de chegadas por dia da semana e hora' })
    .evaluate((region) => {
      const headers = Array.from(region.querySelectorAll<HTMLElement>('thead th[data-hour]'));
      const rows = Array.from(region.querySelectorAll('tbody tr'));
      const totals = headers.map((_, column) =>
        rows.reduce((sum, row) => sum + Number(row.querySelectorAll('td')[column]?.textContent ?? 0), 0),
      );
      const busiest = headers[totals.indexOf(Math.max(...totals))];
      if (!busiest) return true;
      const box = region.getBoundingClientRect();
      const cell = busiest.getBoundingClientRect();
      return cell.left >= box.left && cell.right <= box.right;
    });
}
