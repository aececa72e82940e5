import { z } from 'zod';

// Messages zod writes by itself (a wrong type where no field message applies) come out in Portuguese,
// on the server and in the forms alike.
z.config(z.locales.pt());
