import type { Generated } from 'kysely';

/**
 * Table types. Times are epoch milliseconds (bigint columns) so both dialects do arithmetic on them
 * the same way; booleans are 0/1 integers for the same reason.
 */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  cpf: string;
  birth_date: string;
  phone: string;
  email: string;
  password_hash: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  uf: string;
  created_at: number;
  updated_at: number;
}

export interface EstablishmentsTable {
  id: Generated<number>;
  legal_name: string;
  cnpj: string;
  email: string;
  password_hash: string;
  phone: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  uf: string;
  description: string;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  user_type: 'cliente' | 'estabelecimento';
  subject_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  user_agent: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  token_hash: string;
  user_type: 'cliente' | 'estabelecimento';
  subject_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  message: string;
  page: string;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  establishments: EstablishmentsTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  contact_messages: ContactMessagesTable;
  feedback: FeedbackTable;
}
