import type { TeamView } from '@vez/domain';

/** The team of a barbershop on Essencial: one attendant, one pending invitation. */
export function teamOf(overrides: Partial<TeamView> = {}): TeamView {
  return {
    titular: { nome: 'Barbearia Central', email: 'contato@barbearia.com' },
    membros: [
      {
        id: 11,
        nome: 'João Lima',
        email: 'joao@barbearia.com',
        papel: 'atendente',
        ativo: true,
        desde: '2026-11-20T13:00:00.000Z',
        desativadoEm: null,
      },
    ],
    convites: [
      {
        id: 21,
        nome: 'Rita Souza',
        email: 'rita@barbearia.com',
        papel: 'atendente',
        enviadoEm: '2026-11-28T12:00:00.000Z',
        expiraEm: '2026-12-01T12:00:00.000Z',
        expirado: false,
      },
    ],
    limite: {
      planoId: 1,
      maximo: 2,
      ocupadas: 1,
      texto: 'O plano Essencial permite até 2 pessoas na equipe além do dono.',
    },
    ...overrides,
  };
}
