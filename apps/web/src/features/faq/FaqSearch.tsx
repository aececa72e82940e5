import { TextField } from '../../components/ui/TextField';

interface FaqSearchProps {
  value: string;
  onChange: (value: string) => void;
  resultCount: number;
}

function resultText(count: number): string {
  if (count === 0) return 'Nenhuma pergunta encontrada.';
  return count === 1 ? '1 pergunta encontrada.' : `${count} perguntas encontradas.`;
}

/** Filters the questions as you type; the result count is announced politely. */
export function FaqSearch({ value, onChange, resultCount }: FaqSearchProps) {
  return (
    <TextField
      label="Buscar nas perguntas"
      type="search"
      autoComplete="off"
      placeholder="Ex.: grupo, pagamento, senha"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={<span role="status">{value.trim() ? resultText(resultCount) : ''}</span>}
    />
  );
}
