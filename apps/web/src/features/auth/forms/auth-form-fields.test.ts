import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_CHOICES,
  REGISTER_CLIENT_FIELDS,
  REGISTER_ESTABLISHMENT_FIELDS,
} from './auth-form-fields';
import { forgotPasswordFormSchema } from './forgot-password-form-schema';
import { registerClientFormSchema } from './register-client-form-schema';
import { registerEstablishmentFormSchema } from './register-establishment-form-schema';

describe('the auth pages’ zod-free field lists', () => {
  it('name the registration schemas’ fields, in order', () => {
    expect(REGISTER_CLIENT_FIELDS).toEqual(Object.keys(registerClientFormSchema.shape));
    expect(REGISTER_ESTABLISHMENT_FIELDS).toEqual(Object.keys(registerEstablishmentFormSchema.shape));
  });

  it('offer the account types the forgot-password schema accepts', () => {
    expect(ACCOUNT_TYPE_CHOICES).toEqual(forgotPasswordFormSchema.shape.tipo.options);
  });
});
