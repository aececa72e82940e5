import { formatCents, type PaidAdvancesView } from '@vez/domain';
import { countOf, formatNumber } from '../../../lib/format';
import { formatDateTimeBrasilia } from '../dashboard-format';
import styles from './Dashboard.module.css';
import { ScrollRegion } from './ScrollRegion';

function positions(item: PaidAdvancesView['itens'][number]): string {
  // Clamped when the client had meanwhile moved up (decision 014): applied of bought.
  if (item.posicoesAplicadas === null || item.posicoesAplicadas === item.posicoes)
    return String(item.posicoes);
  return `${item.posicoesAplicadas} de ${item.posicoes}`;
}

/** 'Avanços pagos e ganhos' (Profissional, docs/reports.md): every paid advance of the period, with totals. */
export function PaidAdvancesTable({ view }: { view: PaidAdvancesView }) {
  const { totais, itens } = view;
  return (
    <section className={styles.chartCard} aria-labelledby="dashboard-advances">
      <h2 id="dashboard-advances" className={styles.cardTitle}>
        Avanços pagos e ganhos
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>Avanços</dt>
          <dd>{formatNumber(totais.quantidade)}</dd>
        </div>
        <div>
          <dt>Valor pago</dt>
          <dd>{formatCents(totais.valorCentavos)}</dd>
        </div>
        <div>
          <dt>Estornos</dt>
          <dd>{formatCents(totais.estornoCentavos)}</dd>
        </div>
        <div>
          <dt>Receita</dt>
          <dd>{formatCents(totais.receitaCentavos)}</dd>
        </div>
      </dl>
      {itens.length === 0 ? (
        <p className={styles.emptyChart}>Nenhum avanço pago no período.</p>
      ) : (
        <ScrollRegion className={styles.tableScroll} label="Lista de avanços pagos">
          <table className={`${styles.table} ${styles.advancesTable}`}>
            <caption className="visually-hidden">Avanços pagos no período</caption>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Fila</th>
                <th scope="col">Posições</th>
                <th scope="col">Valor</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {itens.map((item) => (
                <tr key={item.id}>
                  <td data-label="Data" className={styles.nowrap}>
                    {formatDateTimeBrasilia(item.data)}
                  </td>
                  <td data-label="Fila">{item.fila}</td>
                  <td data-label="Posições">{positions(item)}</td>
                  <td data-label="Valor" className={styles.nowrap}>
                    {/* One element: on a phone the cell is a grid of label and value. */}
                    <span>
                      {formatCents(item.valorCentavos)}
                      {item.estornoCentavos > 0 && (
                        <span className={styles.refund}> (estorno {formatCents(item.estornoCentavos)})</span>
                      )}
                    </span>
                  </td>
                  <td data-label="Status">
                    <span className={item.status === 'aprovado' ? styles.approved : styles.refunded}>
                      {item.status === 'aprovado' ? 'Aprovado' : 'Estornado'}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {itens.length < totais.quantidade && (
        <p className={styles.cardSubtitle}>
          Mostrando os {countOf(itens.length, 'avanço mais recente', 'avanços mais recentes')}; os totais
          contam todos os {formatNumber(totais.quantidade)}.
        </p>
      )}
    </section>
  );
}
