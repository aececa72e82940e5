import { z } from 'zod';

// Messages zod writes by itself (a wrong type where no field message applies) come out in Portuguese,
// on the server and in the forms alike. Every schema module takes `z` from here, so the setting comes
// with the first schema wherever it is loaded, and a bundle that needs no schema needs no zod
// (package.json says the domain has no side effects: a page bundles only the modules it uses).
z.config(z.locales.pt());
// In a browser, the web app's CSP forbids eval: without this, zod's first object schema tries
// `new Function('')` to see whether it may compile a faster parser, and the browser records a CSP
// violation (Lighthouse's best practices count it). The server keeps the compiled parsers.
z.config({ jitless: 'document' in globalThis });

export { z };
