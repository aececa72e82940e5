import { establishmentSearchText, searchWords } from '@vez/domain';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTrigramIndex, TRIGRAM_INDEX } from '../../database/migrations/trigram-index';
import type { Database } from '../../database/schema';
import { bearer } from '../../test-support/fixtures';
import { newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

type Listed = { id: number; nome_empresa: string; nome_fantasia: string | null };

describeEachDialect('establishments search as people type it (decision 057)', (ctx) => {
  const search = async (text: string) => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/api/establishments?limit=50&search=${encodeURIComponent(text)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Listed[]).map((e) => e.nome_fantasia ?? e.nome_empresa);
  };

  it("finds 'Clínica Vida Plena' typed without accents, in any case, by trade or legal name", async () => {
    const { app } = ctx();
    await newEstablishment(app, {
      nome_empresa: 'Vida Plena Serviços Médicos LTDA',
      nome_fantasia: 'Clínica Vida Plena',
      categoria: 'Saúde',
    });
    await newEstablishment(app, { nome_empresa: 'Açaí do Pará ME' });
    await newEstablishment(app, { nome_empresa: 'Barbearia Navalha LTDA' });

    for (const typed of [
      'clinica',
      'CLÍNICA',
      'Clínica',
      'clínica vida',
      'plena clinica',
      'servicos medicos',
    ])
      expect(await search(typed), typed).toEqual(['Clínica Vida Plena']);
    expect(await search('acai para')).toEqual(['Açaí do Pará ME']);
    expect(await search('clinica navalha')).toEqual([]);
    // '%' is no letter: it is not a wildcard, it narrows nothing.
    expect((await search('%')).length).toBe(3);
  });

  it('finds a trade name given later in Perfil, and no longer the one it replaced', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Rosa & Filhos Restaurante LTDA' });
    expect(await search('nonna')).toEqual([]);
    const save = async (nome_fantasia: string) => {
      const profile = await app.inject({
        method: 'GET',
        url: `/api/establishments/${owner.id}`,
        headers: bearer(owner.token),
      });
      const { cnpj, telefone_empresa, cep_empresa, endereco_empresa, numero_empresa } = profile.json().data;
      const response = await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}`,
        headers: bearer(owner.token),
        payload: {
          nome_empresa: 'Rosa & Filhos Restaurante LTDA',
          nome_fantasia,
          cnpj,
          telefone_empresa: telefone_empresa || '1133334444',
          cep_empresa,
          endereco_empresa,
          numero_empresa: numero_empresa || '10',
          bairro_empresa: 'Bela Vista',
          cidade_empresa: 'São Paulo',
          uf_empresa: 'SP',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await save('Cantina Nonna Rosa');
    expect(await search('nonna')).toEqual(['Cantina Nonna Rosa']);
    expect(await search('filhos')).toEqual(['Cantina Nonna Rosa']);
    await save('Trattoria da Rosa');
    expect(await search('nonna')).toEqual([]);
    expect(await search('trattoria')).toEqual(['Trattoria da Rosa']);
  });

  it('orders the list by the name shown, whatever its accents', async () => {
    const { app } = ctx();
    await newEstablishment(app, { nome_empresa: 'Zeta Comércio LTDA', nome_fantasia: 'Ótica Central' });
    await newEstablishment(app, { nome_empresa: 'Alfa Serviços LTDA', nome_fantasia: 'Padaria Sol' });
    await newEstablishment(app, { nome_empresa: 'Barbearia Beta LTDA' });
    expect(await search('')).toEqual(['Barbearia Beta LTDA', 'Ótica Central', 'Padaria Sol']);
  });

  it('keeps refusing a NUL in the search with a 400', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/establishments?search=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Caracteres inválidos no texto');
  });

  it('reads the trigram index, not every row (EXPLAIN)', async () => {
    const { app, dialect } = ctx();
    const db = app.services.database.db;
    await seedEstablishments(db, 2000);
    await sql`analyze`.execute(db);
    const { count, page } = app.services.establishments.searchQueries({
      words: searchWords('Clínica Plena'),
      category: null,
      status: null,
      limit: 8,
      offset: 0,
    });
    for (const query of [count, page]) {
      const plan = await explain(db, query.compile(), dialect);
      if (dialect === 'postgres') {
        expect(plan).toMatch(new RegExp(`Bitmap Index Scan on ${TRIGRAM_INDEX}`));
        expect(plan).not.toMatch(/Seq Scan on establishments/);
      } else {
        // FTS5 takes both LIKEs (L0L0: two LIKE constraints on its column), the table is read by id.
        expect(plan).toMatch(/SCAN establishments_search VIRTUAL TABLE INDEX 0:L0L0/);
        expect(plan).toMatch(/SEARCH establishments USING INTEGER PRIMARY KEY/);
      }
    }
    expect((await page.execute()).map((row) => row.trade_name)).toEqual(['Clínica Vida Plena']);
  });
});

describeEachDialect(
  'a PostgreSQL that cannot create pg_trgm',
  (ctx) => {
    it('migrates without the index, and the search still answers', async () => {
      const db = ctx().app.services.database.db as unknown as Kysely<unknown>;
      const created = await db.transaction().execute(async (trx) => {
        const result = await createTrigramIndex(trx, 'vez_extension_que_nao_existe');
        // The refusal was rolled back to its savepoint: the transaction goes on.
        await sql`select 1`.execute(trx);
        return result;
      });
      expect(created).toBe(false);
      await sql`drop index ${sql.id(TRIGRAM_INDEX)}`.execute(db);
      await newEstablishment(ctx().app, { nome_empresa: 'Clínica Sem Índice LTDA' });
      const response = await ctx().app.inject({ method: 'GET', url: '/api/establishments?search=clinica' });
      expect(response.json().data.map((e: Listed) => e.nome_empresa)).toEqual(['Clínica Sem Índice LTDA']);
    });
  },
  { dialects: ['postgres'] },
);

/** Many establishments straight into the table (the search text as the repository writes it), one match. */
async function seedEstablishments(db: Kysely<Database>, count: number) {
  const row = (n: number, legal: string, trade: string | null) => ({
    legal_name: legal,
    trade_name: trade,
    search_text: establishmentSearchText({ nome_empresa: legal, nome_fantasia: trade }),
    cnpj: `busca-${n}`,
    email: `busca${n}@exemplo.com`,
    password_hash: 'x',
    phone: '',
    cep: '01310100',
    street: 'Rua Augusta',
    number: String(n),
    district: 'Consolação',
    city: 'São Paulo',
    uf: 'SP',
    description: '',
    category: 'Barbearia',
    created_at: 0,
    updated_at: 0,
  });
  const rows = Array.from({ length: count }, (_, n) => row(n, `Barbearia Número ${n} LTDA`, null));
  rows.push(row(count, 'Vida Plena Serviços Médicos LTDA', 'Clínica Vida Plena'));
  for (let from = 0; from < rows.length; from += 200)
    await db
      .insertInto('establishments')
      .values(rows.slice(from, from + 200))
      .execute();
}

/**
 * The plan of one statement. On PostgreSQL a table of a few thousand short rows fits in a few pages, where
 * reading them all is rightly cheaper; sequential scans are priced out for this transaction to show the
 * index serves the query (the decision record has the plan chosen freely over 200,000 rows).
 */
async function explain(db: Kysely<Database>, query: CompiledQuery, dialect: string): Promise<string> {
  const explained = CompiledQuery.raw(
    (dialect === 'postgres' ? 'explain ' : 'explain query plan ') + query.sql,
    [...query.parameters],
  );
  const rows = await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
    return (await trx.executeQuery<Record<string, unknown>>(explained)).rows;
  });
  return rows.map((r) => String(r['QUERY PLAN'] ?? r.detail)).join('\n');
}
