import { z } from '../zod';
import { ESTABLISHMENT_CATEGORIES } from './categories';

/** Apart from the list itself, so a screen that only shows the categories needs no schema library. */
export const categoryField = z.enum(ESTABLISHMENT_CATEGORIES, {
  error: 'Categoria inválida: use Restaurante, Barbearia, Saúde ou Academia',
});
