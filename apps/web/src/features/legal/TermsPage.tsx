import { Link } from 'react-router';
import { LegalDocument, LegalSection, SUPPORT_EMAIL } from './LegalDocument';

/** /termos: the rules of using Vez, short and plain. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de Uso"
      related={{ to: '/privacidade', label: 'Política de Privacidade' }}
      summary={
        <>
          <p>
            A Vez organiza filas virtuais: clientes entram de graça e acompanham a vez de onde estiverem;
            estabelecimentos criam e chamam as filas. Avançar posições é opcional e pago; o preço aparece
            antes.
          </p>
          <p>Ao criar uma conta, você concorda com estes termos e com a Política de Privacidade.</p>
        </>
      }
    >
      <LegalSection title="Sua conta">
        <ul>
          <li>Informe dados verdadeiros e mantenha-os atualizados no seu perfil.</li>
          <li>
            A senha é pessoal. Se suspeitar de uso indevido, use “Encerrar sessões” no perfil e altere a
            senha.
          </li>
          <li>Você pode excluir a conta quando quiser, pelo perfil.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Para clientes">
        <ul>
          <li>
            Entrar numa fila é gratuito. A posição e o tempo estimado são aproximados e mudam conforme o
            atendimento; quem chama é o estabelecimento.
          </li>
          <li>Esteja por perto quando sua vez chegar: quem não comparece pode ser marcado como ausente.</li>
          <li>
            Ao entrar em grupo, informe só pessoas que autorizaram o uso dos dados delas para esse
            atendimento.
          </li>
          <li>
            Avançar posições é opcional. O preço é mostrado antes de pagar e o avanço vale quando o pagamento
            é confirmado. Se ele não puder ser aplicado, o valor é devolvido. Depois de aplicado, sair da fila
            por conta própria não devolve o valor; se o estabelecimento encerrar a fila antes de chamar você,
            o valor é devolvido automaticamente.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Para estabelecimentos">
        <ul>
          <li>
            Sem plano, é possível manter uma fila aberta por vez. Os planos Essencial e Profissional ampliam
            esse limite e os relatórios; valores e vigência estão em <Link to="/#plano">Planos</Link>.
          </li>
          <li>
            Os dados dos clientes que você vê servem só para chamá-los e atendê-los. Não os use para outros
            fins nem os repasse a terceiros.
          </li>
          <li>Mantenha as filas com informações corretas (nome, horário, status).</li>
        </ul>
      </LegalSection>

      <LegalSection title="O que não é permitido">
        <ul>
          <li>Usar dados de outras pessoas sem autorização ou se passar por alguém.</li>
          <li>Automatizar entradas em filas ou tentar burlar a ordem de atendimento.</li>
          <li>Tentar acessar contas, filas ou dados que não são seus.</li>
        </ul>
        <p>Contas que fizerem isso podem ser suspensas.</p>
      </LegalSection>

      <LegalSection title="Mudanças e contato">
        <p>
          Se estes termos mudarem, atualizamos esta página e a data no topo. Estes termos seguem a lei
          brasileira. Dúvidas: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
