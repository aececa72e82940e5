import { z } from 'zod';

// Messages zod writes by itself (a wrong type where no field message applies) come out in Portuguese,
// on the server and in the forms alike. Every schema module takes `z` from here, so the setting comes
// with the first schema wherever it is loaded, and a bundle that needs no schema needs no zod
// (package.json says the domain has no side effects: a page bundles only the modules it uses).
z.config(z.locales.pt());

export { z };
