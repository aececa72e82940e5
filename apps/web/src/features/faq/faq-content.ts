/**
 * The FAQ's questions. Every answer describes how Vez really works; when a rule changes in the domain
 * or the server, change the answer here too.
 */
import {
  ADVANCE_POLICY_CLOSED,
  ADVANCE_POLICY_LEAVE,
  formatCents,
  PLANS,
  type Plan,
  planPriceTerms,
  QUEUES_WITHOUT_PLAN,
} from '@vez/domain';

/** Plan prices and limits come from the domain catalogue, never typed twice. */
function planSentence(plan: Plan): string {
  const limit =
    plan.maxOpenQueues === null
      ? 'não tem limite de filas, e inclui estatísticas avançadas e relatórios exportáveis em PDF e Excel'
      : `permite até ${plan.maxOpenQueues} filas abertas ao mesmo tempo`;
  const terms = planPriceTerms(plan);
  // The monthly price, then what is charged and when (issue 38, item 8).
  return [
    `O plano ${plan.name} (${formatCents(plan.pricing.listMonthlyCents)}/mês) ${limit}.`,
    terms.charged,
    terms.afterwards,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface FaqItem {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export interface FaqCategory {
  id: string;
  title: string;
  items: FaqItem[];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'geral',
    title: 'Geral',
    items: [
      {
        id: 'o-que-e',
        question: 'O que é o Vez?',
        answer: [
          'O Vez é uma fila virtual. Você entra na fila de restaurantes, barbearias, clínicas e academias pelo celular ou computador, acompanha sua posição ao vivo e só vai até o local quando estiver perto da sua vez.',
        ],
      },
      {
        id: 'quanto-custa',
        question: 'Quanto custa usar o Vez?',
        answer: [
          'Para clientes, entrar e acompanhar filas é gratuito. Só é cobrado, se você quiser, o avanço pago de posições.',
          'Estabelecimentos podem usar o Vez com 1 fila aberta sem plano, ou assinar o plano Essencial ou o Profissional.',
        ],
      },
      {
        id: 'rapidez',
        question: 'Quanto tempo leva para entrar em uma fila?',
        answer: [
          'Menos de 60 segundos da conexão à fila: com a conta criada, basta escolher o estabelecimento, abrir a fila e tocar em entrar.',
        ],
      },
      {
        id: 'aplicativo',
        question: 'Preciso baixar um aplicativo?',
        answer: [
          'Não. O Vez funciona no navegador do celular e do computador. Um aplicativo para Android e iPhone está em preparação e será anunciado em breve.',
        ],
      },
    ],
  },
  {
    id: 'clientes',
    title: 'Para Clientes',
    items: [
      {
        id: 'entrar-grupo',
        question: 'Posso entrar na fila com amigos ou família?',
        answer: [
          'Sim. Você pode entrar sozinho ou em grupo de até 8 pessoas, contando com você. O grupo ocupa um único lugar na fila e é chamado junto.',
          'Cada pessoa só pode ter uma entrada ativa por fila.',
        ],
      },
      {
        id: 'posicao-letra',
        question: 'O que significam a posição e a letra (por exemplo, 2b)?',
        answer: [
          'O Vez usa uma fila bidimensional: o número é a sua posição e a letra é a ordem dentro dela. Várias entradas podem dividir a mesma posição, por exemplo quando alguém avança pagando; nesse caso 2a é atendido antes de 2b.',
          'Quando a posição 1 é atendida por completo, todos que estão atrás sobem uma posição.',
        ],
      },
      {
        id: 'tempo-estimado',
        question: 'Como é calculado o tempo estimado de espera?',
        answer: [
          'É o número de posições à sua frente multiplicado pelo tempo médio por posição. Quando a fila já tem atendimentos recentes suficientes, usamos o intervalo real entre as chamadas (e mostramos em quantos atendimentos ele se baseia); senão, usamos o tempo estimado informado pelo estabelecimento.',
        ],
      },
      {
        id: 'sair-fila',
        question: 'Como saio de uma fila?',
        answer: [
          'Em "Minhas Filas", escolha a fila e toque em sair. Seu lugar é liberado na hora e quem estava atrás de você sobe, se a sua posição ficar vazia.',
        ],
      },
      {
        id: 'aviso',
        question: 'Vou ser avisado quando chegar a minha vez?',
        answer: [
          'Sim. Sua posição se atualiza ao vivo na tela e, nas configurações, você pode ativar avisos por e-mail e notificações do navegador para quando estiver perto da sua vez e quando for chamado.',
        ],
      },
    ],
  },
  {
    id: 'pagamentos',
    title: 'Sistema de Pagamentos',
    items: [
      {
        id: 'avancar',
        question: 'Como funciona pagar para avançar posições?',
        answer: [
          'Na tela da fila, escolha quantas posições quer avançar e pague. Você vai para a posição escolhida e recebe a próxima letra livre dela.',
          'É possível avançar até 8 posições por vez (ou o limite definido pelo estabelecimento), e nunca além da posição 1.',
        ],
      },
      {
        id: 'preco-avanco',
        question: 'Quanto custa avançar?',
        answer: [
          'O valor padrão para avançar 1 posição é R$ 10,00. Cada posição a mais deixa o total 15% mais caro que o anterior: 2 posições custam R$ 11,50 e 3 posições, R$ 13,23.',
          'O estabelecimento pode definir outro valor base. O preço é sempre calculado pelo nosso servidor e mostrado antes de você pagar.',
        ],
      },
      {
        id: 'formas-pagamento',
        question: 'Quais formas de pagamento são aceitas?',
        answer: ['Cartão de crédito ou de débito.'],
      },
      {
        id: 'quando-aplica',
        question: 'Quando o avanço é aplicado?',
        answer: [
          'Somente depois que o pagamento é confirmado, e uma única vez por pagamento. Se nesse meio-tempo você já tiver subido na fila, o avanço é ajustado para não passar da primeira posição.',
        ],
      },
      {
        id: 'sair-depois-de-pagar',
        question: 'Se eu sair da fila depois de pagar, recebo o valor de volta?',
        answer: [
          `${ADVANCE_POLICY_LEAVE} ${ADVANCE_POLICY_CLOSED}`,
          'Você recebe um recibo por e-mail de cada avanço pago, e um aviso quando houver devolução.',
        ],
      },
    ],
  },
  {
    id: 'estabelecimentos',
    title: 'Para Estabelecimentos',
    items: [
      {
        id: 'planos',
        question: 'Quais são os planos e quantas filas posso ter abertas?',
        answer: [
          `Sem plano, você mantém ${QUEUES_WITHOUT_PLAN} fila aberta por vez. ${PLANS.map(planSentence).join(' ')}`,
          'Filas pausadas também contam como abertas.',
        ],
      },
      {
        id: 'chamadas-automaticas',
        question: 'Posso chamar os clientes automaticamente?',
        answer: [
          'Sim. Ative a chamada automática na fila e escolha o intervalo, de 1 a 60 minutos (o padrão é 5). Enquanto a fila estiver ativa e houver alguém esperando, o próximo é chamado a cada intervalo.',
        ],
      },
      {
        id: 'pausar',
        question: 'O que acontece quando pauso uma fila?',
        answer: [
          'Ninguém entra e ninguém é chamado enquanto ela estiver pausada, mas todos mantêm o seu lugar. Ao reativar, a fila continua de onde parou.',
        ],
      },
      {
        id: 'encerrar',
        question: 'E quando encerro uma fila?',
        answer: [
          'As pessoas que ainda estavam esperando são avisadas e a fila sai das listas. O histórico continua disponível nas suas estatísticas. Encerrar não pode ser desfeito.',
        ],
      },
    ],
  },
  {
    id: 'seguranca',
    title: 'Segurança e Privacidade',
    items: [
      {
        id: 'quem-ve',
        question: 'Quem vê os meus dados quando estou em uma fila?',
        answer: [
          'Outros clientes veem apenas o seu primeiro nome e a inicial do sobrenome. Somente o estabelecimento dono da fila vê seus dados de contato, para poder atendê-lo. Seu CPF e sua data de nascimento nunca são mostrados a outros clientes.',
          'Tratamos seus dados conforme a Lei Geral de Proteção de Dados (LGPD).',
        ],
      },
      {
        id: 'senha',
        question: 'Como minha senha é guardada?',
        answer: [
          'Nunca guardamos a sua senha em si: armazenamos apenas um resumo protegido, gerado com o algoritmo scrypt, que não permite recuperar a senha original.',
        ],
      },
      {
        id: 'redefinir-senha',
        question: 'Esqueci minha senha. Como o link de redefinição funciona?',
        answer: [
          'Em "Esqueci minha senha", informe seu e-mail e enviaremos um link. Ele vale por 15 minutos e só pode ser usado uma vez; depois disso, peça um novo.',
        ],
      },
    ],
  },
];
