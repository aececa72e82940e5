import { expect, it } from 'vitest';
import { logInEstablishment } from '../test-support/fixtures';
import { planStatus } from '../test-support/plan-fixtures';
import { describeEachDialect } from '../test-support/test-app';
import { DEMO_PASSWORD } from './demo-catalogue';
import { seedDemoData } from './seed-demo-data';

describeEachDialect('demo seed', (ctx) => {
  it('shows plans in every state, through the real payment path, and runs again without changes', async () => {
    const { app } = ctx();
    await seedDemoData(app.services, app.log);
    const stateOf = async (email: string) => {
      const { token, user } = await logInEstablishment(app, email, DEMO_PASSWORD);
      const status = await planStatus(app, { id: user.id, token, email, name: email });
      return status.subscription ? [status.subscription.plano_id, status.subscription.dias_restantes] : null;
    };
    expect(await stateOf('estabelecimento@vez.demo')).toEqual([2, 365]);
    expect(await stateOf('restaurante@vez.demo')).toEqual([1, 27]);
    expect(await stateOf('clinica@vez.demo')).toEqual([2, 5]);
    expect(await stateOf('padaria@vez.demo')).toBeNull();

    const payments = () => app.services.database.db.selectFrom('payments').select('id').execute();
    const before = await payments();
    expect(before).toHaveLength(3);
    await seedDemoData(app.services, app.log);
    expect(await payments()).toEqual(before);
  });
});
