import type { ClientProfileData, EstablishmentProfileData } from './api/profile-api';

export const CLIENT: ClientProfileData = {
  id: 1,
  nome_usuario: 'Maria Silva',
  cpf: '52998224725',
  data_nascimento: '1990-03-15',
  telefone_usuario: '11987654321',
  email_usuario: 'maria@example.com',
  cep_usuario: '01310100',
  endereco_usuario: 'Avenida Paulista',
  numero_usuario: '1000',
  bairro_usuario: 'Bela Vista',
  cidade_usuario: 'São Paulo',
  uf_usuario: 'SP',
};

export const COMPANY: EstablishmentProfileData = {
  id: 3,
  nome_empresa: 'Barbearia Navalha LTDA',
  nome_fantasia: null,
  cnpj: '11222333000181',
  telefone_empresa: '1133334444',
  cep_empresa: '01310100',
  endereco_empresa: 'Avenida Paulista',
  numero_empresa: '1500',
  bairro_empresa: 'Bela Vista',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  descricao_empresa: 'Cortes clássicos.',
  email_empresa: 'contato@navalha.com',
  categoria: 'Barbearia',
  imagem_url: '/api/establishments/3/image?v=abc',
};

export const CEP_ADDRESS = {
  cep: '20040002',
  logradouro: 'Rua da Assembleia',
  bairro: 'Centro',
  localidade: 'Rio de Janeiro',
  uf: 'RJ',
};
