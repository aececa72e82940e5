import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, pathOf, shortTag, useBrowser } from '../support/browser';
import {
  callNext,
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

describe('cliente e filas (celular)', () => {
  const browser = useBrowser(PHONE);

  it('cliente encontra um estabelecimento pela busca e pelo filtro', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Clínica Sorriso ${tag}`, 'Saúde');
    await newQueue(owner, { nome: 'Consulta', tempo_estimado: 10 });
    await logInAsClient(page, await newClient('Paula Reis'));

    await page.getByRole('button', { name: 'Menu de navegação' }).click();
    await page.getByRole('link', { name: 'Estabelecimentos' }).click();
    await page.getByLabel('Buscar estabelecimento', { exact: true }).fill(tag);
    await page.getByText('1 estabelecimento encontrado').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe(tag);
    const card = page.getByRole('link', { name: new RegExp(`Clínica Sorriso ${tag}`) });
    await expect(card.textContent()).resolves.toMatch(/Saúde.*Ativo.*Estabelecimento ativo.*1 fila/);

    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('dialog', { name: 'Filtrar estabelecimentos' });
    await filters.getByLabel('Restaurante', { exact: true }).check();
    await filters.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Nenhum estabelecimento encontrado.').waitFor();
    await page.getByRole('button', { name: 'Remover filtro Restaurante' }).click();
    await card.waitFor();

    await page.getByRole('button', { name: 'Filtros' }).click();
    await filters.getByLabel('Saúde', { exact: true }).check();
    await filters.getByLabel('Ativo', { exact: true }).check();
    await filters.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByRole('button', { name: 'Remover filtro Saúde' }).waitFor();
    await page.getByRole('button', { name: 'Remover filtro Ativo' }).waitFor();
    await card.click();

    await expect.poll(() => pathOf(page.url())).toMatch(/^\/cliente\/estabelecimentos\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `Clínica Sorriso ${tag}` }).waitFor();
    await page.getByText('Descrição não disponível.').waitFor();
    const row = page.getByRole('row', { name: /Consulta/ });
    await expect(row.textContent()).resolves.toMatch(/0 pessoas.*10 min.*Agora.*Ver Fila/);
    await row.getByRole('button', { name: 'Ver Fila' }).click();
    await expect.poll(() => pathOf(page.url())).toMatch(/^\/cliente\/filas\/\d+$/);
    await page.getByText('Ninguém na fila ainda').waitFor();
  });

  it('cliente rola a lista de estabelecimentos, abre um e a página dele começa no topo', async () => {
    const { page } = browser;
    await logInAsClient(page, await newClient('Rita Lopes'));
    await page.goto('/cliente/estabelecimentos');
    const cards = page.getByRole('main').getByRole('link', { name: /Estabelecimento (ativo|inativo)/ });
    await cards.first().waitFor();
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await last.click();
    await expect.poll(() => pathOf(page.url())).toMatch(/^\/cliente\/estabelecimentos\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('cliente entra na fila sozinho e vê a posição mudar quando o estabelecimento chama', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Ao Vivo ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Corte', tempo_estimado: 15, valor_avancos: 12.5 });
    await joinQueue(await newClient('Bruno Carvalho'), queueId);
    const carla = await newClient('Carla Mendes');
    await logInAsClient(page, carla);

    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('heading', { level: 1, name: 'Corte' }).waitFor();
    await page.getByText('Ao vivo', { exact: true }).waitFor();
    // The live dot beats for at most five seconds (WCAG 2.2.2), then rests; not at all for reduced motion.
    const pulse = page.getByTestId('pulso-ao-vivo');
    await expect(longestAnimationMs(pulse)).resolves.toBeGreaterThan(0);
    await expect(longestAnimationMs(pulse)).resolves.toBeLessThanOrEqual(5_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(longestAnimationMs(pulse)).resolves.toBe(0);
    await page.getByText('R$ 12,50').waitFor();
    await page.getByRole('button', { name: 'Entrar Individual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar na fila' });
    await expect(dialog.getByLabel('Nome completo', { exact: true }).inputValue()).resolves.toBe(
      'Carla Mendes',
    );
    await dialog.getByLabel('Telefone', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();
    await dialog.getByText('Telefone obrigatório').waitFor();
    await dialog.getByLabel('Telefone', { exact: true }).pressSequentially('11912345678');
    // While the answer is on its way, the button's spinner still shows work: it fades, it does not turn.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(
      `**/api/queues/${queueId}/join`,
      async (route) => {
        await answered;
        await route.continue();
      },
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();
    const spinner = dialog.locator('button[aria-busy="true"] > span[aria-hidden="true"]');
    const motion = await spinner.evaluate((node) => {
      const style = getComputedStyle(node);
      return `${style.animationName} ${style.animationIterationCount}`;
    });
    expect(motion).toMatch(/breathe\S* infinite$/);
    answer();

    await page.getByText('Você entrou na fila com sucesso!').waitFor();
    // Asked for reduced motion: the toast comes and goes without its entrance or its draining bar.
    const notices = page.getByRole('region', { name: 'Notificações' });
    await expect(longestAnimationMs(notices)).resolves.toBeLessThanOrEqual(1);
    await page.emulateMedia({ reducedMotion: null });
    const myPosition = page.getByTestId('minha-posicao');
    await expect.poll(() => myPosition.textContent()).toBe('2º');
    await page.getByText('Tempo estimado: 15 min').waitFor();
    await expect(page.getByRole('button', { name: 'Entrar Individual' }).count()).resolves.toBe(0);
    // Other people are masked; the client sees themself in full.
    await page.getByText('Bruno C.').waitFor();
    await expect(page.getByText('Bruno Carvalho').count()).resolves.toBe(0);

    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await callNext(owner, queueId);
    await expect.poll(() => myPosition.textContent()).toBe('1º');
    await page.getByText('Você é o próximo a ser chamado').waitFor();
    await expect.poll(() => page.getByText('Bruno C.').count()).toBe(0);

    await callNext(owner, queueId);
    // The person called sees their turn, never the toast others get about them (issue 16).
    await page.getByText('É a sua vez!').waitFor();
    await expect(page.getByText('Cliente Carla Mendes foi chamado!').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Entrar Individual' }).count()).resolves.toBe(0);
    await expect(page.getByText('Você ainda não está nesta fila.').count()).resolves.toBe(0);
    expect(loads).toEqual([]);
  });

  it('sem o canal ao vivo, a fila do cliente se atualiza a cada 5 segundos', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Sem Canal ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Corte' });
    await joinQueue(await newClient('Bruno Carvalho'), queueId);
    const client = await newClient('Davi Souza');
    await joinQueue(client, queueId);
    // A proxy that drops event streams: the page must fall back to polling.
    await page.route('**/api/queues/*/events', (route) => route.abort());
    await logInAsClient(page, client);

    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByText('Atualizando a cada 5 s').waitFor();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');
    await callNext(owner, queueId);
    await expect.poll(() => page.getByTestId('minha-posicao').textContent(), { timeout: 12_000 }).toBe('1º');
  });

  it('visitante que abre Minhas Filas é mandado para o login com o motivo', async () => {
    const { page } = browser;
    await page.goto('/cliente/minhas-filas');
    await expect.poll(() => pathOf(page.url())).toBe('/login');
    await page.getByText('Usuário não autenticado. Faça login para continuar.').waitFor();
  });

  it('estabelecimento que abre Minhas Filas volta para a área dele', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Academia Guarda ${shortTag()}`, 'Academia');
    await logInAsEstablishment(page, owner);
    await page.goto('/cliente/minhas-filas');
    await expect.poll(() => pathOf(page.url())).toBe('/estabelecimento/home');
  });
});

describe('cliente e filas (computador)', () => {
  const browser = useBrowser(DESKTOP);

  it('cliente entra em grupo, acompanha em Minhas Filas, simula o avanço e sai', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Cantina Grupo ${shortTag()}`, 'Restaurante');
    const queueId = await newQueue(owner, { nome: 'Jantar', tempo_estimado: 20 });
    await joinQueue(await newClient('Bruno Carvalho'), queueId);
    await joinQueue(await newClient('Diego Martins'), queueId);
    const leader = await newClient('Helena Prado');
    await logInAsClient(page, leader);

    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('button', { name: 'Entrar em Grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar em grupo' });
    await dialog.getByRole('button', { name: 'Entrar com o grupo' }).click();
    await dialog.getByText('Nome do integrante obrigatório').waitFor();
    await dialog.getByLabel('Nome', { exact: true }).fill('Rafael Prado');
    await dialog.getByLabel('Data de nascimento', { exact: true }).pressSequentially('10032012');
    const cpf = dialog.getByLabel('CPF', { exact: true });
    await cpf.pressSequentially('12345678900');
    await expect(cpf.inputValue()).resolves.toBe('123.456.789-00');
    await dialog.getByRole('button', { name: 'Entrar com o grupo' }).click();
    await dialog.getByText('CPF inválido').waitFor();
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    await dialog.getByRole('button', { name: 'Salvar lista' }).click();
    await dialog.getByText('Lista de integrantes salva neste navegador por 24 horas.').waitFor();
    await dialog.getByRole('button', { name: 'Entrar com o grupo' }).click();

    await page.getByText('Líder do grupo (2 pessoas): Rafael Prado').waitFor();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('3º');

    await page.getByRole('link', { name: 'Minhas Filas' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Jantar' });
    await card.getByText('Sua posição: 3º').waitFor();
    await card.getByText('4 pessoas').waitFor();
    await callNext(owner, queueId);
    await card.getByText('Sua posição: 2º').waitFor();
    await callNext(owner, queueId);
    await card.getByText('Sua posição: 1º').waitFor();
    await callNext(owner, queueId);
    // Called, the card turns into the called state; once dismissed, nothing is left to follow.
    await card.getByText('É a sua vez!').waitFor();
    await expect(page.getByText('Cliente Helena Prado foi chamado!').count()).resolves.toBe(0);
    await card.getByRole('button', { name: 'Entendi' }).click();
    await page.getByText('Você não está em nenhuma fila').waitFor();
    await page.getByRole('link', { name: 'Explorar estabelecimentos' }).waitFor();
  });

  it('cliente vê o preço do avanço em Minhas Filas, respeitando o limite, e sai da fila', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Avanço ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Barba' });
    for (const name of ['Ana Lima', 'Bia Souza']) await joinQueue(await newClient(name), queueId);
    const client = await newClient('Caio Dias');
    await joinQueue(client, queueId);
    await logInAsClient(page, client);

    await page.goto('/cliente/minhas-filas');
    const card = page.getByRole('listitem').filter({ hasText: 'Barba' });
    await card.getByRole('button', { name: 'Avançar Posições' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avançar Posições' });
    await dialog.getByText('Máximo: 2 posições').waitFor();
    await expect(dialog.getByText('R$ 10,00', { exact: true }).count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await dialog.getByText('R$ 11,50').waitFor();
    await expect(dialog.textContent()).resolves.toMatch(/Nova posição1º/);
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await dialog.getByText('Você só pode avançar no máximo 2 posições').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await card.getByRole('button', { name: 'Sair' }).click();
    await page
      .getByRole('dialog', { name: 'Sair da fila?' })
      .getByRole('button', { name: 'Sair da fila' })
      .click();
    await page.getByText('Você não está em nenhuma fila').waitFor();
    // The focused 'Sair' is gone with its card: a keyboard user continues from the page's heading.
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`),
      )
      .toBe('H1 Minhas Filas');
  });
});

/**
 * The longest CSS animation on the element or inside it, in ms (duration × iterations); 0 when nothing
 * there is animated.
 */
function longestAnimationMs(element: Locator): Promise<number> {
  return element.evaluate((root) =>
    Math.max(
      0,
      ...[root, ...Array.from(root.querySelectorAll('*'))].map((node) => {
        const style = getComputedStyle(node);
        if (style.animationName === 'none') return 0;
        const iterations =
          style.animationIterationCount === 'infinite'
            ? Number.POSITIVE_INFINITY
            : Number(style.animationIterationCount);
        return Number.parseFloat(style.animationDuration) * 1000 * iterations;
      }),
    ),
  );
}
