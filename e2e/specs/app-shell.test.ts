import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { DESKTOP, pathOf, useBrowser } from '../support/browser';
import { focusRingOf } from '../support/contrast';
import { logInAsClient, logInAsEstablishment, newClient, newEstablishment } from '../support/queue-api';

/** The narrowest phone the product is checked at. */
const SMALL_PHONE = { width: 360, height: 740 };
const THEMES = ['light', 'dark'] as const;
const themeName = (theme: (typeof THEMES)[number]) => (theme === 'light' ? 'claro' : 'escuro');

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user would, and fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`o foco não chegou ao elemento depois de ${max} Tabs`);
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
}

type Box = { x: number; y: number; width: number; height: number };

/** The element that takes focus is the one that wears the ring. */
const twice = (locator: Locator): [Locator, Locator] => [locator, locator];

const boxesOverlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Creates a queue from Gerenciar Filas and checks its notice leaves the 'Criar Filas' button in sight. */
async function expectToastClearOfCreate(page: Page) {
  await page.goto('/estabelecimento/gerenciar-filas');
  const create = page.getByRole('button', { name: 'Criar Filas' });
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Criar Fila' });
  await dialog.getByLabel('Nome da Fila', { exact: true }).fill('Corte');
  await dialog.getByRole('button', { name: 'Criar Fila' }).click();
  const notice = page.getByRole('region', { name: 'Notificações' }).locator(':scope > div');
  await notice.getByText('Fila criada com sucesso!').waitFor();
  const toastBox = (await notice.first().boundingBox()) as Box;
  const createBox = (await create.boundingBox()) as Box;
  expect(boxesOverlap(toastBox, createBox)).toBe(false);
}

describe('moldura do app no computador', () => {
  const browser = useBrowser(DESKTOP);

  it('cliente usa o menu da conta só com o teclado e sai por ele', async () => {
    const { page } = browser;
    await logInAsClient(page, await newClient('Teresa Teclado'));
    const button = page.getByRole('button', { name: /menu da conta/ });
    await expect(button.getAttribute('aria-haspopup')).resolves.toBe('menu');

    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const item = (name: string) => menu.getByRole('menuitem', { name });
    await expect.poll(() => isFocused(item('Perfil'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(item('Configurações'))).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => isFocused(item('Sair'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(item('Perfil'))).toBe(true);

    // Escape closes the menu and the keyboard user is back on its button.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(true);

    // Space and ArrowDown open it too; Tab closes it and moves on.
    await page.keyboard.press('Space');
    await expect.poll(() => isFocused(item('Perfil'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(item('Perfil'))).toBe(true);
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(button)).toBe(false);

    // A click outside closes it.
    await button.click();
    await menu.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await menu.waitFor({ state: 'hidden' });

    await button.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => isFocused(item('Sair'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page.url())).toBe('/escolha-login');
  });

  it('dentro do app o rodapé é uma linha; nas páginas públicas continua o completo', async () => {
    const { page } = browser;
    await logInAsClient(page, await newClient('Rita Rodapé'));
    // The address changes first; the home (a lazy screen) and its shell follow.
    await page.getByRole('heading', { level: 1, name: /Olá, Rita/ }).waitFor();
    const footer = page.getByRole('contentinfo');
    await expect(footer.textContent()).resolves.toMatch(/© \d{4} Vez/);
    const links = await footer
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]));
    expect(links).toEqual([
      ['Início', '/cliente/home'],
      ['Perguntas frequentes', '/faq'],
      ['Termos', '/termos'],
      ['Privacidade', '/privacidade'],
    ]);
    await expect(footer.getByLabel('Seu feedback').count()).resolves.toBe(0);
    // One slim line: a footer shorter than the header's own height plus a little.
    const box = await footer.boundingBox();
    expect(box?.height).toBeLessThan(80);

    await page.goto('/faq');
    await page.getByRole('contentinfo').getByLabel('Seu feedback').waitFor();
  });

  it("a notificação de fila criada não cobre 'Criar Filas'", async () => {
    const { page } = browser;
    await logInAsEstablishment(page, await newEstablishment('Barbearia Aviso'));
    await expectToastClearOfCreate(page);
  });

  for (const theme of THEMES) {
    it(`o anel de foco de botões, links e campos se vê no tema ${themeName(theme)} (contraste ≥ 3:1)`, async () => {
      const { page } = browser;
      await useTheme(page, theme);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // In tab order; a text field wears the ring on its frame (which holds the show-password button too).
      const email = page.getByLabel('E-mail', { exact: true });
      const targets: [string, Locator, Locator][] = [
        ['link do cabeçalho', ...twice(page.getByRole('banner').getByRole('link', { name: 'FAQ' }))],
        ['botão do tema', ...twice(page.getByRole('button', { name: 'Tema escuro' }))],
        ['campo de e-mail', email, email.locator('xpath=..')],
        ['botão Mostrar', ...twice(page.getByRole('button', { name: /Mostrar/ }))],
        ['botão principal', ...twice(page.getByRole('button', { name: 'Entrar' }))],
        ['link no texto', ...twice(page.getByRole('link', { name: 'Esqueci minha senha' }))],
        [
          'link do rodapé',
          ...twice(page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' })),
        ],
      ];
      const problems: string[] = [];
      for (const [label, target, ringed] of targets) {
        await tabTo(page, target, 40);
        await expect(target.evaluate((el) => el.matches(':focus-visible'))).resolves.toBe(true);
        const ring = await focusRingOf(ringed);
        if (ring.style === 'none' || ring.width < 2)
          problems.push(`${label}: contorno ${ring.style} ${ring.width}px`);
        if (ring.contrast < 3)
          problems.push(`${label}: ${ring.color} sobre ${ring.background} = ${ring.contrast.toFixed(2)}:1`);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const theme of THEMES) {
    it(`as páginas iniciais e o menu aberto não têm violações de acessibilidade no tema ${themeName(theme)}`, async () => {
      const { page } = browser;
      await useTheme(page, theme);
      const problems: string[] = [];
      await logInAsClient(page, await newClient('Alice Axe'));
      await page.getByRole('link', { name: 'Encontre um lugar' }).waitFor();
      for (const v of await accessibilityViolations(page)) problems.push(`/cliente/home: ${v}`);
      await page.getByRole('button', { name: /menu da conta/ }).click();
      await page.getByRole('menu').waitFor();
      for (const v of await accessibilityViolations(page)) problems.push(`menu aberto: ${v}`);

      await logInAsEstablishment(page, await newEstablishment('Estabelecimento Axe'));
      await page.getByRole('link', { name: 'Gerencie suas filas' }).waitFor();
      for (const v of await accessibilityViolations(page)) problems.push(`/estabelecimento/home: ${v}`);
      expect(problems).toEqual([]);
    });
  }
});

describe('moldura do app no celular', () => {
  const browser = useBrowser(SMALL_PHONE);

  it('cliente abre o menu lateral, fica preso nele e o fecha só com o teclado', async () => {
    const { page } = browser;
    await logInAsClient(page, await newClient('Diana Drawer'));
    const toggle = page.getByRole('button', { name: 'Menu de navegação' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
    await drawer.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(() => isFocused(drawer.getByRole('link', { name: 'Home' }))).toBe(true);

    // The page behind is out of reach and does not scroll.
    await expect(page.locator('main').getAttribute('inert')).resolves.not.toBeNull();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');

    // Focus stays inside, whichever way the user tabs.
    const inside = () => drawer.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(inside).toBe(true);
    }
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect.poll(inside).toBe(true);
    }

    // Escape closes it and focus is back on the menu button.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(toggle)).toBe(true);
    await expect(page.locator('main').getAttribute('inert')).resolves.toBeNull();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');

    // Opening it again and choosing a page takes the user there.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await tabTo(page, drawer.getByRole('link', { name: 'Minhas Filas' }), 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page.url())).toBe('/cliente/minhas-filas');
    await drawer.waitFor({ state: 'hidden' });
  });

  it("no celular a notificação também deixa 'Criar Filas' à vista", async () => {
    const { page } = browser;
    await logInAsEstablishment(page, await newEstablishment('Barbearia Aviso Celular'));
    await expectToastClearOfCreate(page);
  });

  it('um toque fora do menu lateral o fecha', async () => {
    const { page } = browser;
    await logInAsEstablishment(page, await newEstablishment('Estabelecimento Toque'));
    const toggle = page.getByRole('button', { name: 'Menu de navegação' });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
    await drawer.waitFor();
    // The backdrop covers the page to the drawer's right.
    await page.mouse.click(SMALL_PHONE.width - 20, SMALL_PHONE.height / 2);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(toggle)).toBe(true);

    await toggle.click();
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  for (const theme of THEMES) {
    it(`a página inicial e o menu lateral aberto não têm violações no tema ${themeName(theme)}`, async () => {
      const { page } = browser;
      await useTheme(page, theme);
      const problems: string[] = [];
      await logInAsClient(page, await newClient('Paula Phone'));
      await page.getByRole('link', { name: 'Encontre um lugar' }).waitFor();
      for (const v of await accessibilityViolations(page)) problems.push(`/cliente/home: ${v}`);
      await page.getByRole('button', { name: 'Menu de navegação' }).click();
      await page.getByRole('dialog', { name: 'Menu de navegação' }).waitFor();
      for (const v of await accessibilityViolations(page)) problems.push(`menu lateral aberto: ${v}`);
      // Nothing wider than the phone.
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        SMALL_PHONE.width,
      );
      expect(problems).toEqual([]);
    });
  }
});
