import { completeCnpj, completeCpf } from '@vez/domain';

/** The demo world of `npm start`: every category, queues in every status, people waiting. */
export interface DemoQueue {
  nome: string;
  descricao: string;
  tempo_estimado: number;
  valor_avancos?: number;
  /** Demo people (indexes into DEMO_PEOPLE) waiting, in order of arrival; [leader, members] for groups. */
  waiting: (number | [number, string[]])[];
  /** Served before the demo starts, for statistics and the observed interval. */
  served?: number[];
  status: 'ativa' | 'pausada' | 'agendada' | 'encerrada';
  chamada_automatica?: boolean;
  /** Days of past service replayed before today (the dashboard's history). */
  historyDays?: number;
  /** Index in `waiting` of a client who pays to move up one position (the 'PAGOU' badge, revenue). */
  paidAdvance?: number;
  /** People without an account who join after `waiting` (decision 068): the CONVIDADO, BALCÃO and QUIOSQUE badges. */
  guests?: {
    nome: string;
    origem: 'convidado' | 'balcao' | 'quiosque';
    telefone?: string;
    pessoas?: number;
  }[];
}

export interface DemoEstablishment {
  /** A kiosk link for every open queue, its token derived from the server's secret (seed-demo-data.ts). */
  kiosk?: boolean;
  email: string;
  /** The legal name (razão social): receipts and invoices. */
  nome_empresa: string;
  /** What clients read everywhere (decision 056). */
  nome_fantasia: string;
  categoria: 'Restaurante' | 'Barbearia' | 'Saúde' | 'Academia';
  cnpjBase: string;
  endereco_empresa: string;
  numero_empresa: string;
  bairro_empresa: string;
  cidade_empresa: string;
  uf_empresa: string;
  cep_empresa: string;
  descricao: string;
  /**
   * The plan the demo shows, paid through the simulated payment page `paidDaysAgo` days ago: the
   * barbershop on Profissional (several open queues), the restaurant on Essencial, the clinic on a
   * Profissional about to expire; the others stay without a plan (one open queue: the gym's scheduled
   * class waits for room when its time comes).
   */
  plano?: { slug: 'essencial' | 'profissional'; paidDaysAgo: number };
  queues: DemoQueue[];
  /** Service points (issue 37) and the names of the queues each serves; the served calls go to them in turn. */
  pontos?: { nome: string; filas: string[] }[];
  /** The team besides the owner's own login (decision 070): invited and accepted, password DEMO_PASSWORD. */
  equipe?: { nome: string; email: string; papel: 'dono' | 'atendente' }[];
}

export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_PEOPLE = [
  'Bruno Carvalho',
  'Camila Rocha',
  'Diego Martins',
  'Elisa Nogueira',
  'Felipe Araújo',
  'Gabriela Pinto',
  'Henrique Dias',
  'Isabela Freitas',
  'João Pedro Lima',
  'Larissa Gomes',
  'Marcos Teixeira',
  'Natália Ribeiro',
  'Otávio Barros',
  'Paula Mendes',
].map((nome, i) => ({
  nome,
  email: `pessoa${i + 1}@vez.demo`,
  cpf: completeCpf(String(310_000_000 + i * 7919)),
}));

export const DEMO_ESTABLISHMENTS: DemoEstablishment[] = [
  {
    email: 'estabelecimento@vez.demo',
    nome_empresa: 'Navalha de Ouro Serviços de Barbearia LTDA',
    nome_fantasia: 'Barbearia Navalha de Ouro',
    categoria: 'Barbearia',
    cnpjBase: '112223330001',
    endereco_empresa: 'Rua Augusta',
    numero_empresa: '1500',
    bairro_empresa: 'Consolação',
    cidade_empresa: 'São Paulo',
    uf_empresa: 'SP',
    cep_empresa: '01304001',
    descricao: 'Cortes clássicos e modernos, barba na toalha quente.',
    plano: { slug: 'profissional', paidDaysAgo: 0 },
    kiosk: true,
    // A team of three: the owner's login, a barber at the counter and a manager who runs the business too.
    equipe: [
      { nome: 'Bruno Atendente', email: 'atendente@vez.demo', papel: 'atendente' },
      { nome: 'Carla Gerente', email: 'gerente@vez.demo', papel: 'dono' },
    ],
    queues: [
      {
        nome: 'Corte de cabelo',
        descricao: 'Corte com lavagem',
        tempo_estimado: 20,
        status: 'ativa',
        waiting: [0, [1, ['Rafael Rocha']], 2, 3],
        served: [4, 5, 6, 7],
        historyDays: 28,
        paidAdvance: 3,
        guests: [
          { nome: 'Márcio Convidado', origem: 'convidado', telefone: '11955550101' },
          { nome: 'Seu Joaquim', origem: 'balcao' },
          { nome: 'Dona Cida', origem: 'quiosque', telefone: '11955550102', pessoas: 2 },
        ],
      },
      { nome: 'Barba', descricao: 'Barba completa', tempo_estimado: 15, status: 'pausada', waiting: [8, 9] },
      {
        nome: 'Sábado de manhã',
        descricao: 'Horário especial aos sábados',
        tempo_estimado: 25,
        status: 'agendada',
        waiting: [],
      },
      {
        nome: 'Promoção de inverno',
        descricao: 'Encerrada',
        tempo_estimado: 20,
        status: 'encerrada',
        waiting: [10],
        served: [11, 12],
      },
    ],
    pontos: [
      { nome: 'Cadeira 1', filas: ['Corte de cabelo', 'Barba', 'Sábado de manhã'] },
      { nome: 'Cadeira 2', filas: ['Corte de cabelo', 'Barba', 'Sábado de manhã'] },
      { nome: 'Cadeira 3', filas: ['Corte de cabelo', 'Sábado de manhã'] },
    ],
  },
  {
    email: 'restaurante@vez.demo',
    plano: { slug: 'essencial', paidDaysAgo: 3 },
    nome_empresa: 'Rosa & Filhos Restaurante LTDA',
    nome_fantasia: 'Cantina Nonna Rosa',
    categoria: 'Restaurante',
    cnpjBase: '223334440001',
    endereco_empresa: 'Rua 13 de Maio',
    numero_empresa: '820',
    bairro_empresa: 'Bela Vista',
    cidade_empresa: 'São Paulo',
    uf_empresa: 'SP',
    cep_empresa: '01327000',
    descricao: 'Massas frescas feitas na casa desde 1987.',
    queues: [
      {
        nome: 'Mesa para jantar',
        descricao: 'Mesas de 2 a 8 lugares',
        tempo_estimado: 12,
        valor_avancos: 15,
        status: 'ativa',
        waiting: [[11, ['Ana Ribeiro', 'Lucas Ribeiro', 'Sofia Ribeiro']], 12, 13],
        chamada_automatica: true,
      },
    ],
  },
  {
    email: 'clinica@vez.demo',
    plano: { slug: 'profissional', paidDaysAgo: 360 },
    // A team of three: the owner's login and two at the front desk.
    equipe: [
      { nome: 'Paula Recepção', email: 'recepcao@vez.demo', papel: 'atendente' },
      { nome: 'Rafael Recepção', email: 'recepcao2@vez.demo', papel: 'atendente' },
    ],
    nome_empresa: 'Vida Plena Serviços Médicos S/S LTDA',
    nome_fantasia: 'Clínica Vida Plena',
    categoria: 'Saúde',
    cnpjBase: '334445550001',
    endereco_empresa: 'Avenida Brigadeiro Luís Antônio',
    numero_empresa: '2300',
    bairro_empresa: 'Jardim Paulista',
    cidade_empresa: 'São Paulo',
    uf_empresa: 'SP',
    cep_empresa: '01402000',
    descricao: 'Clínica geral e exames de rotina.',
    queues: [
      {
        nome: 'Clínico geral',
        descricao: 'Atendimento por ordem de chegada',
        tempo_estimado: 18,
        status: 'pausada',
        waiting: [4, 5],
      },
    ],
    pontos: [
      { nome: 'Consultório 1', filas: ['Clínico geral'] },
      { nome: 'Consultório 2', filas: ['Clínico geral'] },
    ],
  },
  {
    email: 'academia@vez.demo',
    nome_empresa: 'CM Atividades Físicas e Esportivas LTDA - ME',
    nome_fantasia: 'Academia Corpo em Movimento',
    categoria: 'Academia',
    cnpjBase: '445556660001',
    endereco_empresa: 'Rua Vergueiro',
    numero_empresa: '3100',
    bairro_empresa: 'Vila Mariana',
    cidade_empresa: 'São Paulo',
    uf_empresa: 'SP',
    cep_empresa: '04101300',
    descricao: 'Musculação, funcional e avaliação física.',
    queues: [
      {
        nome: 'Avaliação física',
        descricao: 'Com educador físico',
        tempo_estimado: 30,
        status: 'ativa',
        waiting: [6, 7],
      },
      // Without a plan only one queue is open at a time; a scheduled one waits for room (decision 058).
      {
        nome: 'Aula de spinning',
        descricao: 'Turma das 8h, 20 bicicletas',
        tempo_estimado: 10,
        status: 'agendada',
        waiting: [],
      },
    ],
  },
  {
    email: 'padaria@vez.demo',
    nome_empresa: 'Panificadora Pão Dourado EIRELI',
    nome_fantasia: 'Padaria Pão Dourado',
    categoria: 'Restaurante',
    cnpjBase: '556667770001',
    endereco_empresa: 'Rua Teodoro Sampaio',
    numero_empresa: '410',
    bairro_empresa: 'Pinheiros',
    cidade_empresa: 'São Paulo',
    uf_empresa: 'SP',
    cep_empresa: '05405000',
    descricao: 'Café da manhã e almoço executivo.',
    queues: [],
  },
];

export function demoCnpj(establishment: DemoEstablishment): string {
  return completeCnpj(establishment.cnpjBase);
}
