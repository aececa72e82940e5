import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { startProduct } from './server';
import { logIn, sessionKey } from './sessions';

const OUT = '/tmp/walk';
mkdirSync(OUT, { recursive: true });
const ROOT = '/work/main';
const notes: string[] = [];
const note = (s: string) => {
  notes.push(s);
  console.log(s);
};

async function ctx(browser: Browser, role: 'cliente' | 'estabelecimento', session: unknown, theme: string, w: number, h: number) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await context.addInitScript(
    ([key, value, t]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('vez.theme', t);
    },
    [sessionKey(role), JSON.stringify(session), theme] as const,
  );
  return context;
}

function watch(page: Page, tag: string) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`[${tag}] console.${m.type()}: ${m.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (e) => note(`[${tag}] pageerror: ${e.message} @ ${page.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) note(`[${tag}] HTTP ${r.status()} ${r.request().method()} ${r.url()}`);
  });
}

async function overflow(page: Page, tag: string) {
  const res = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const sw = document.documentElement.scrollWidth;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right > vw + 1 || r.left < -1) {
        const cs = getComputedStyle(el);
        if (cs.position === 'fixed' && cs.visibility === 'hidden') continue;
        out.push(`${el.tagName.toLowerCase()}.${(el.className || '').toString().slice(0, 40)} [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent || '').trim().slice(0, 40)}"`);
      }
      // text clipped
      const cs = getComputedStyle(el);
      if ((cs.overflow === 'hidden' || cs.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1 && el.children.length === 0) {
        out.push(`CLIPPED ${el.tagName.toLowerCase()}.${(el.className || '').toString().slice(0, 40)} "${(el.textContent || '').trim().slice(0, 60)}"`);
      }
    }
    return { vw, sw, out: out.slice(0, 15) };
  });
  if (res.sw > res.vw || res.out.length) note(`[${tag}] overflow: scrollWidth ${res.sw} vs ${res.vw}; ${res.out.join(' | ')}`);
}

async function shot(page: Page, name: string, full = true) {
  await page.waitForTimeout(700);
  const file = `${OUT}/${name}.png`;
  await page.screenshot({ path: file, fullPage: full });
  await overflow(page, name);
  return file;
}

async function main() {
  const product = await startProduct(ROOT);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const { origin } = product;
    const est = await logIn(origin, 'estabelecimento');
    const cli = await logIn(origin, 'cliente');
    const qr = await fetch(`${origin}/api/queues/establishment/${(est as { id: number }).id}`, {
      headers: { authorization: `Bearer ${(est as { token: string }).token}` },
    });
    const qj = (await qr.json()) as { data: { id: number; nome: string; status: string; clientes_na_fila?: number }[] };
    note(`queues: ${JSON.stringify(qj.data.map((q) => [q.id, q.nome, q.status, q.clientes_na_fila]))}`);
    const active = [...qj.data].filter((q) => q.status === 'ativa').sort((a, b) => (b.clientes_na_fila ?? 0) - (a.clientes_na_fila ?? 0))[0];
    const qid = active.id;
    note(`chosen queue ${qid} ${active.nome}`);

    const passes: [string, string, number, number][] = [
      ['phone-light', 'light', 390, 844],
      ['phone-dark', 'dark', 390, 844],
      ['desk-light', 'light', 1280, 800],
      ['desk-dark', 'dark', 1280, 800],
    ];
    const screens: [string, string][] = [
      ['home', '/estabelecimento/home'],
      ['dashboard', '/estabelecimento/dashboard'],
      ['filas', '/estabelecimento/gerenciar-filas'],
      ['detail', `/estabelecimento/gerenciar-filas/${qid}`],
      ['planos', '/estabelecimento/planos'],
      ['perfil', '/estabelecimento/perfil'],
      ['config', '/estabelecimento/configuracoes'],
    ];
    for (const [tag, theme, w, h] of passes) {
      const context = await ctx(browser, 'estabelecimento', est, theme, w, h);
      const page = await context.newPage();
      watch(page, tag);
      for (const [name, url] of screens) {
        await page.goto(origin + url, { waitUntil: 'networkidle' });
        await shot(page, `${tag}-${name}`);
        if (name === 'home') {
          const links = await page.$$eval('a', (as) => as.map((a) => `${(a.textContent || '').trim()}->${a.getAttribute('href')}`));
          note(`[${tag}] home links: ${links.join(', ')}`);
          const btns = await page.$$eval('button', (bs) => bs.map((b) => (b.getAttribute('aria-label') || b.textContent || '').trim()));
          note(`[${tag}] home buttons: ${btns.join(', ')}`);
        }
      }
      // phone menu drawer
      if (w < 500) {
        await page.goto(origin + '/estabelecimento/home', { waitUntil: 'networkidle' });
        const menu = page.getByRole('button', { name: /menu/i }).first();
        if (await menu.count()) {
          await menu.click();
          await shot(page, `${tag}-menu`, false);
          await page.keyboard.press('Escape');
        } else note(`[${tag}] no menu button found`);
        // user menu (avatar?)
      }
      // detail dialogs
      await page.goto(origin + `/estabelecimento/gerenciar-filas/${qid}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Configurar Chamadas Automáticas' }).click();
      await shot(page, `${tag}-gear`, false);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      await page.getByRole('button', { name: 'Editar Fila' }).click();
      await shot(page, `${tag}-edit`, false);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      await context.close();
    }

    // Edit flow, phone light
    {
      const context = await ctx(browser, 'estabelecimento', est, 'light', 390, 844);
      const page = await context.newPage();
      watch(page, 'edit-flow');
      await page.goto(origin + `/estabelecimento/gerenciar-filas/${qid}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Editar Fila' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const name = dialog.getByLabel(/nome/i).first();
      note(`[edit-flow] initial name value: ${await name.inputValue()}`);
      await name.fill('');
      await dialog.getByRole('button', { name: 'Atualizar Fila' }).click();
      await page.waitForTimeout(500);
      note(`[edit-flow] after empty submit, 'Nome da fila é obrigatório' visible: ${await page.getByText('Nome da fila é obrigatório').isVisible().catch(() => false)}`);
      await shot(page, 'edit-empty', false);
      await name.fill('Fila Editada Walk');
      await dialog.getByRole('button', { name: 'Atualizar Fila' }).click();
      await page.waitForTimeout(400);
      note(`[edit-flow] toast visible: ${await page.getByText('Fila atualizada com sucesso!').isVisible().catch(() => false)}`);
      await shot(page, 'edit-saved', false);
      note(`[edit-flow] heading: ${await page.getByRole('heading', { level: 1 }).textContent()}`);
      note(`[edit-flow] title: ${await page.title()}`);
      await page.waitForTimeout(1500);
      await shot(page, 'edit-after');
      // a long name
      await page.getByRole('button', { name: 'Editar Fila' }).click();
      await dialog.waitFor();
      const long = 'Atendimento Preferencial de Renovação de Documentos Municipais';
      await dialog.getByLabel(/nome/i).first().fill(long);
      await dialog.getByRole('button', { name: 'Atualizar Fila' }).click();
      await page.waitForTimeout(1500);
      note(`[edit-flow] long name heading: ${await page.getByRole('heading', { level: 1 }).textContent()}`);
      await shot(page, 'edit-long', false);
      // put back the shorter name
      await page.getByRole('button', { name: 'Editar Fila' }).click();
      await dialog.waitFor();
      await dialog.getByLabel(/nome/i).first().fill('Fila Editada Walk');
      await dialog.getByRole('button', { name: 'Atualizar Fila' }).click();
      await page.waitForTimeout(1500);
      // Gear dialog interactions
      await page.getByRole('button', { name: 'Configurar Chamadas Automáticas' }).click();
      await page.waitForTimeout(500);
      const gearText = await page.getByRole('dialog').innerText();
      note(`[edit-flow] gear dialog text: ${gearText.replace(/\n+/g, ' / ')}`);
      await page.keyboard.press('Escape');
      // detail full text
      const text = await page.locator('main').innerText();
      writeFileSync(`${OUT}/detail-text.txt`, text);
      // buttons on the detail
      const btns = await page.$$eval('main button, main a', (bs) => bs.map((b) => `${b.tagName}:${(b.getAttribute('aria-label') || b.textContent || '').trim()}${(b as HTMLButtonElement).disabled ? '(disabled)' : ''}`));
      note(`[edit-flow] detail controls: ${btns.join(', ')}`);
      await context.close();
    }

    // Client view
    for (const [tag, theme, w, h] of passes) {
      const context = await ctx(browser, 'cliente', cli, theme, w, h);
      const page = await context.newPage();
      watch(page, `cli-${tag}`);
      await page.goto(origin + `/cliente/filas/${qid}`, { waitUntil: 'networkidle' });
      await shot(page, `cli-${tag}-queue`);
      if (tag === 'phone-light') {
        note(`[cli] shows edited name: ${await page.getByText('Fila Editada Walk').first().isVisible().catch(() => false)}`);
        note(`[cli] h1: ${await page.getByRole('heading', { level: 1 }).first().textContent().catch(() => '?')}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await product.stop();
    writeFileSync(`${OUT}/notes.txt`, notes.join('\n'));
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
