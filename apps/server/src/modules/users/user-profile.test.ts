import { expect, it } from 'vitest';
import { bearer, logInClient, OTHER_CPF, registerClient } from '../../test-support/fixtures';
import { describeEachDialect } from '../../test-support/test-app';

describeEachDialect('GET /api/users/:id', (ctx) => {
  it('gives a client their own profile without the password hash', async () => {
    const { app } = ctx();
    const user = await registerClient(app);
    const { token } = await logInClient(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: user.id,
      nome_usuario: 'Maria Oliveira',
      cpf: '52998224725',
      data_nascimento: '1990-03-15',
      telefone_usuario: '11987654321',
      email_usuario: 'maria@exemplo.com',
      cep_usuario: '01310100',
      endereco_usuario: 'Avenida Paulista',
      numero_usuario: '1000',
      bairro_usuario: 'Bela Vista',
      cidade_usuario: 'São Paulo',
      uf_usuario: 'SP',
    });
  });

  it("refuses another client's profile with 403 and leaks none of it", async () => {
    const { app } = ctx();
    const maria = await registerClient(app);
    await registerClient(app, { email_usuario: 'joao@exemplo.com', cpf: OTHER_CPF, nome_usuario: 'João' });
    const joao = await logInClient(app, 'joao@exemplo.com');
    const response = await app.inject({
      method: 'GET',
      url: `/api/users/${maria.id}`,
      headers: bearer(joao.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('52998224725');
    expect(response.body).not.toContain('Maria');
  });

  it('answers anything but plain digits as the id with 400', async () => {
    const { app } = ctx();
    await registerClient(app);
    const { token } = await logInClient(app);
    for (const id of ['abc', '0x1', '1.0', '%201', '0']) {
      const response = await app.inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toBe('Identificador inválido');
    }
  });
});
