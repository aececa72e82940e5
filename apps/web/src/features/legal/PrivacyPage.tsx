import { Link } from 'react-router';
import { LegalDocument, LegalSection, SUPPORT_EMAIL } from './LegalDocument';

/** /privacidade: what we store, why, for how long, who sees it, and how to use LGPD rights. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      related={{ to: '/termos', label: 'Termos de Uso' }}
      summary={
        <>
          <p>
            Guardamos só o que a fila precisa: seus dados de cadastro, o histórico das filas e os pagamentos
            (do cartão, só a bandeira e os 4 últimos dígitos). Não vendemos dados.
          </p>
          <p>
            Você pode baixar tudo o que temos sobre você ou excluir a conta a qualquer momento, no seu perfil.
          </p>
          <p>
            Entrou na fila sem cadastro? Seu nome, celular e e-mail são apagados 30 dias depois que a sua
            senha termina.
          </p>
        </>
      }
    >
      <LegalSection title="Quem somos">
        <p>
          A Vez oferece filas virtuais para restaurantes, barbearias, clínicas e academias. Somos a
          controladora dos dados tratados no aplicativo, nos termos da Lei Geral de Proteção de Dados (LGPD,
          Lei nº 13.709/2018). Fale conosco em <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection title="O que guardamos">
        <ul>
          <li>
            <strong>Dados da conta.</strong> Cliente: nome, CPF, data de nascimento, telefone, e-mail e
            endereço. Estabelecimento: razão social, CNPJ, telefone, e-mail, endereço, categoria, descrição e
            imagem. A senha nunca é guardada como você a digita, só uma versão cifrada que não pode ser
            revertida.
          </li>
          <li>
            <strong>Histórico de filas.</strong> Em que filas você entrou, quando, sua posição, quando foi
            chamado ou saiu e se compareceu. Ao entrar em grupo, o nome, a data de nascimento e o CPF das
            pessoas do grupo que você informar.
          </li>
          <li>
            <strong>Entrada sem cadastro.</strong> Quem entra na fila sem conta (pelo link ou QR code, no
            balcão ou no quiosque) informa o nome, quantas pessoas vêm junto e, se quiser ou se a fila pedir,
            o celular e o e-mail. Guardamos também se você aceitou receber avisos da fila por WhatsApp e
            e-mail. O link da sua senha fica só com você: guardamos apenas uma versão cifrada dele.
          </li>
          <li>
            <strong>Pagamentos.</strong> Valor, data, o que foi comprado (avanço de posições ou plano) e, do
            cartão, apenas a bandeira e os 4 últimos dígitos. O número completo e o código de segurança vão
            direto ao processador de pagamento e nunca ficam conosco.
          </li>
          <li>
            <strong>Configurações e sessões.</strong> Suas escolhas de notificação e os aparelhos conectados à
            conta. O tema claro ou escuro fica só no seu navegador.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Por que guardamos">
        <ul>
          <li>Para a fila funcionar: sua posição, o tempo estimado e o aviso quando chega a sua vez.</li>
          <li>Para cobrar avanços e planos, emitir comprovantes e devolver valores quando for o caso.</li>
          <li>Para dar ao estabelecimento estatísticas do atendimento, sem identificar ninguém.</li>
          <li>
            Para proteger a conta (sessões, recuperação de senha) e cumprir obrigações legais e fiscais.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Por quanto tempo">
        <ul>
          <li>
            <strong>Dados da conta:</strong> enquanto a conta existir. Ao excluí-la, seus dados pessoais são
            apagados ou anonimizados, e o e-mail fica livre para um novo cadastro.
          </li>
          <li>
            <strong>Histórico de filas:</strong> depois da exclusão, fica apenas de forma anonimizada (sem
            nome, contato ou documentos), para as estatísticas dos estabelecimentos.
          </li>
          <li>
            <strong>Entrada sem cadastro:</strong> o nome, o celular e o e-mail são apagados 30 dias depois
            que a senha termina (quando você é atendido, sai da fila ou a fila é encerrada), junto com o link
            da senha e os avisos que você pediu. Fica só o registro sem identificação de que alguém passou
            pela fila, para as estatísticas do estabelecimento.
          </li>
          <li>
            <strong>Pagamentos:</strong> pelo prazo que a legislação fiscal exige, 5 anos, e depois são
            apagados.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Quem vê seus dados">
        <ul>
          <li>
            <strong>O estabelecimento</strong> vê o nome e o contato (e-mail e telefone) dos seus próprios
            clientes, com ou sem cadastro, para chamá-los e atendê-los, mas não o CPF nem a data de nascimento
            da sua conta. Das pessoas de um grupo, vê o nome, a data de nascimento e o CPF informados na
            entrada, para conferir quem é atendido.
          </li>
          <li>
            <strong>Outros clientes</strong> veem apenas o seu nome mascarado (primeiro nome e inicial), nunca
            contato ou documentos.
          </li>
          <li>
            <strong>Prestadores de serviço</strong> que trabalham para nós: o processador de pagamento, quando
            você paga, e o serviço de envio de e-mails. Eles recebem só o necessário para essa tarefa.
          </li>
          <li>Autoridades, apenas quando a lei obrigar.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Seus direitos (LGPD)">
        <ul>
          <li>
            <strong>Acesso e portabilidade:</strong> “Baixar meus dados”, no seu perfil, entrega um arquivo
            com tudo o que guardamos sobre você, inclusive o histórico de filas e os pagamentos.
          </li>
          <li>
            <strong>Correção:</strong> altere seus dados no perfil a qualquer momento.
          </li>
          <li>
            <strong>Exclusão:</strong> “Excluir conta”, no seu perfil. Você sai de todas as filas na hora.
          </li>
          <li>
            <strong>Segurança:</strong> “Encerrar sessões” desconecta a conta de todos os aparelhos.
          </li>
          <li>
            <strong>Notificações:</strong> ligue ou desligue os avisos em Configurações.
          </li>
          <li>
            <strong>Sem cadastro:</strong> “Sair da fila”, na página da sua senha, libera o seu lugar; seus
            dados são apagados 30 dias depois. Para apagá-los antes, escreva para{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> dizendo a fila, o dia e o celular usado.
          </li>
          <li>
            Para qualquer outro pedido (informação sobre com quem compartilhamos, revisão, oposição), escreva
            para <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Respondemos em até 15 dias.
          </li>
        </ul>
        <p>
          Sem login? Os caminhos são os mesmos depois de <Link to="/escolha-login">entrar na sua conta</Link>.
        </p>
      </LegalSection>

      <LegalSection title="Armazenamento no navegador">
        <p>
          Usamos o armazenamento do seu navegador só para manter você conectado, lembrar o tema, guardar os
          links das senhas de quem entrou sem cadastro (para voltar a elas neste aparelho) e, se você pedir, a
          lista do seu grupo. Não usamos cookies de publicidade nem de rastreamento.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
